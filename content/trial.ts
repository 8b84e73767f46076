import * as z from '@/content/zod';
import { defineContent } from './define';
import { text } from './schema';
import { claims } from './site';
import { trialCopy } from './trial-copy';

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
  ...trialCopy,
  subtitle: `${claims.trialDays} days, no credit card required`,
  footnote: [claims.noCreditCard, claims.cancelAnytime, claims.trial].join(' • '),
});

export type TrialCopy = typeof trial;
