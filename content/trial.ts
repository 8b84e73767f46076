import * as z from '@/content/zod';
import { defineContent } from './define';
import { text } from './schema';
import { claims } from './site';
import { invalidEmailMessage, trialEmail, trialFieldLabels } from './trial-email.mjs';

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
  /** The signup e-mail's words: content/trial-email.mjs, which the endpoint reads too. */
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
    firstName: { label: trialFieldLabels.firstName, autoComplete: 'given-name' },
    lastName: { label: trialFieldLabels.lastName, autoComplete: 'family-name' },
    email: { label: trialFieldLabels.email, autoComplete: 'email' },
    company: { label: trialFieldLabels.company, autoComplete: 'organization' },
    phone: { label: trialFieldLabels.phone, autoComplete: 'tel' },
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
    email: invalidEmailMessage,
    companyMin: 'Company name must be at least 2 characters',
    phone: 'Please enter a valid phone number',
    acceptTerms: 'You must accept the terms and conditions',
  },
  email: trialEmail,
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
