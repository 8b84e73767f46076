'use client';

import { type ReactNode } from 'react';
import { type UseFormReturn } from 'react-hook-form';
import { trial } from '@/content/trial';
import { routes } from '@/content/routes';
import { buttonClasses } from '@/components/ui/button';
import { track } from '@/lib/analytics/track';
import type { TrialField as FieldId } from '@/lib/trial/fields';
import { type TrialFormInput, type TrialValues, trialFieldNames } from '@/lib/trial/schema';
import { type FieldErrors } from 'react-hook-form';
import { FieldError, TrialField, fieldIds } from './trial-field';
import { Honeypot } from './honeypot';

interface TrialFormProps {
  form: UseFormReturn<TrialFormInput, unknown, TrialValues>;
  onValid: (values: TrialValues) => Promise<void>;
  submitting: boolean;
  /** The spam check, when one is configured: drawn above the submit button. */
  check?: ReactNode;
}

const legalLinkClass = 'font-medium text-brand-700 underline underline-offset-2';

/** The fields, the terms checkbox and the submit button; one fieldset disables them all. */
export function TrialForm({ form, onValid, submitting, check }: TrialFormProps) {
  const { register, clearErrors, formState } = form;
  const termsError = formState.errors.acceptTerms?.message;
  const terms = fieldIds('acceptTerms');

  // Focus the first invalid field in visual order (the checkbox registers before the text fields).
  const onInvalid = (errors: FieldErrors<TrialFormInput>) => {
    const invalid = [...trialFieldNames, 'acceptTerms' as const].filter((name) => errors[name]);
    const first = invalid[0];
    if (first) form.setFocus(first);
    // The names of the invalid fields only: what the visitor typed never leaves the form.
    track('trial_submitted', {
      outcome: 'validation_failed',
      invalid_fields: invalid as FieldId[],
    });
  };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onValid, onInvalid)}
      aria-busy={submitting}
      className="mt-6"
    >
      <fieldset disabled={submitting} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TrialField form={form} name="firstName" autoFocus />
          <TrialField form={form} name="lastName" />
        </div>
        <TrialField form={form} name="email" type="email" />
        <TrialField form={form} name="company" />
        <TrialField form={form} name="phone" type="tel" optional />
        <div>
          <div className="flex items-start gap-3">
            <input
              id={terms.input}
              type="checkbox"
              aria-invalid={termsError ? true : undefined}
              aria-describedby={termsError ? terms.error : undefined}
              className="mt-0.5 size-5 shrink-0 accent-brand-600"
              {...register('acceptTerms', { onChange: () => clearErrors('acceptTerms') })}
            />
            <label htmlFor={terms.input} className="text-sm text-ink-muted">
              {trial.terms.before}{' '}
              <a
                href={routes.legal('terms-and-conditions')}
                target="_blank"
                rel="noopener noreferrer"
                className={legalLinkClass}
              >
                {trial.terms.terms}
                <span className="sr-only"> {trial.terms.newTab}</span>
              </a>{' '}
              {trial.terms.and}{' '}
              <a
                href={routes.legal('privacy-policy')}
                target="_blank"
                rel="noopener noreferrer"
                className={legalLinkClass}
              >
                {trial.terms.privacy}
                <span className="sr-only"> {trial.terms.newTab}</span>
              </a>
            </label>
          </div>
          <FieldError id={terms.error} message={termsError} />
        </div>
        <Honeypot form={form} />
        {check}
        <button type="submit" className={buttonClasses({ size: 'lg', className: 'mt-2 w-full' })}>
          {submitting && (
            <span
              aria-hidden="true"
              className="size-4 rounded-full border-2 border-white/40 border-t-white motion-safe:animate-spin"
            />
          )}
          {submitting ? trial.submitting : trial.submit}
        </button>
      </fieldset>
    </form>
  );
}
