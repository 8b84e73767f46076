import * as z from '@/content/zod';
import { defineContent } from './define';
import { text } from './schema';
import { claims } from './site';

const fieldSchema = z.object({ label: text, autoComplete: text });

const trialCopySchema = z.object({
  title: text,
  subtitle: text,
  closeLabel: text,
  fields: z.object({
    firstName: fieldSchema,
    lastName: fieldSchema,
    email: fieldSchema,
    company: fieldSchema,
    phone: fieldSchema,
  }),
  terms: z.object({ before: text, terms: text, and: text, privacy: text, newTab: text }),
  submit: text,
  submitting: text,
  footnote: text,
  /** The form's validation messages, word for word; lib/trial/schema.ts is their only reader. */
  validation: z.object({
    firstNameMin: text,
    firstNameMax: text,
    lastNameMin: text,
    lastNameMax: text,
    email: text,
    companyMin: text,
    phone: text,
    acceptTerms: text,
  }),
  email: z.object({
    subject: text,
    heading: text,
    acceptedTerms: text,
    yes: text,
    notProvided: text,
    /** The "How they found us" block under the submitted values (lib/trial/email.ts). */
    attribution: z.object({
      heading: text,
      plan: text,
      openedOn: text,
      landingPage: text,
      referrer: text,
      utm_source: text,
      utm_medium: text,
      utm_campaign: text,
      utm_term: text,
      utm_content: text,
      gclid: text,
      fbclid: text,
      present: text,
    }),
  }),
  /** The honeypot field: no person meets it (hidden, unfocusable); form-filling bots fill it. */
  honeypot: z.object({ label: text }),
  /** The submit error catalogue; `{status}` and `{message}` are filled in by lib/trial/errors.ts. */
  messages: z.object({
    success: text,
    network: text,
    unreachable: text,
    server: text.includes('{status}'),
    other: text.includes('{message}'),
    fallback: text,
  }),
});

/** Every string of the trial signup modal, its validation and its outcomes. */
export const trial = defineContent('content/trial.ts', trialCopySchema, {
  title: 'Start Your Free Trial',
  subtitle: `${claims.trialDays} days, no credit card required`,
  closeLabel: 'Close trial signup',
  fields: {
    firstName: { label: 'First name', autoComplete: 'given-name' },
    lastName: { label: 'Last name', autoComplete: 'family-name' },
    email: { label: 'Work email', autoComplete: 'email' },
    company: { label: 'Company', autoComplete: 'organization' },
    phone: { label: 'Phone (optional)', autoComplete: 'tel' },
  },
  terms: {
    before: 'I agree to the',
    terms: 'Terms and Conditions',
    and: 'and',
    privacy: 'Privacy Policy',
    newTab: '(opens in a new tab)',
  },
  submit: 'Start Free Trial',
  submitting: 'Activating Your Trial...',
  footnote: [claims.noCreditCard, claims.cancelAnytime, claims.trial].join(' • '),
  validation: {
    firstNameMin: 'First name must be at least 2 characters',
    firstNameMax: 'First name must be less than 50 characters',
    lastNameMin: 'Last name must be at least 2 characters',
    lastNameMax: 'Last name must be less than 50 characters',
    email: 'Please enter a valid email address',
    companyMin: 'Company name must be at least 2 characters',
    phone: 'Please enter a valid phone number',
    acceptTerms: 'You must accept the terms and conditions',
  },
  email: {
    subject: 'New Trial Signup',
    heading: 'New trial signup',
    acceptedTerms: 'Accepted terms',
    yes: 'Yes',
    notProvided: 'Not provided',
    attribution: {
      heading: 'How they found us',
      plan: 'Plan picked on the pricing page',
      openedOn: 'Form opened on',
      landingPage: 'Landing page',
      referrer: 'Referred by',
      utm_source: 'Campaign source',
      utm_medium: 'Campaign medium',
      utm_campaign: 'Campaign',
      utm_term: 'Campaign term',
      utm_content: 'Campaign content',
      gclid: 'Google Ads click',
      fbclid: 'Facebook or Instagram ad click',
      present: 'Yes',
    },
  },
  honeypot: { label: 'Website' },
  messages: {
    success: 'Trial signup email sent successfully!',
    network: 'Network connection failed. Please check your internet connection and try again.',
    unreachable: 'Unable to connect to server. Please contact support if this issue persists.',
    server: 'Server error ({status})',
    other: 'Error: {message}',
    fallback: 'Failed to send trial signup email. Please try again.',
  },
});

export type TrialCopy = typeof trial;
