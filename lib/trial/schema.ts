import * as z from '@/content/zod-mini';
import { trialCopy } from '@/content/trial-copy';

const messages = trialCopy.validation;

/** Optional leading plus, a non-zero digit, then up to 15 more digits (16 digits at most). */
export const phonePattern = /^\+?[1-9]\d{0,15}$/;

/** Spaces, hyphens and parentheses are formatting, removed before the phone rule applies. */
export const normalisePhone = (phone: string) => phone.replace(/[\s()-]/g, '');

const name = (min: string, max: string) =>
  z.string().check(z.trim(), z.minLength(2, { error: min }), z.maxLength(50, { error: max }));

/**
 * The trial form's validation table, the single source of the trial form's rules and messages. Values
 * are trimmed first, so a name of spaces is too short. Each field reports its first error only.
 * Zod Mini (content/zod-mini.ts): this runs in the browser.
 */
export const trialFormSchema = z.object({
  firstName: name(messages.firstNameMin, messages.firstNameMax),
  lastName: name(messages.lastNameMin, messages.lastNameMax),
  email: z.pipe(z.string().check(z.trim()), z.email({ error: messages.email })),
  company: z.string().check(z.trim(), z.minLength(2, { error: messages.companyMin })),
  phone: z.string().check(
    z.trim(),
    z.refine((phone) => phone === '' || phonePattern.test(normalisePhone(phone)), {
      error: messages.phone,
    }),
  ),
  acceptTerms: z.boolean().check(z.refine((accepted) => accepted, { error: messages.acceptTerms })),
  /** The honeypot: people never see it, so anything in it was typed by a bot (submitTrial). */
  website: z.string(),
});

export type TrialFormInput = z.input<typeof trialFormSchema>;
export type TrialValues = z.output<typeof trialFormSchema>;

export const emptyTrialForm: TrialFormInput = {
  firstName: '',
  lastName: '',
  email: '',
  company: '',
  phone: '',
  acceptTerms: false,
  website: '',
};

/** The form's fields in display order (also the order focus visits invalid fields). */
export { trialFieldNames, type TrialFieldName } from './fields';
