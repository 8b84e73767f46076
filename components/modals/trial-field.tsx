'use client';

import { type UseFormReturn } from 'react-hook-form';
import { trial } from '@/content/trial';
import { cn } from '@/lib/cn';
import { type TrialFieldName, type TrialFormInput, type TrialValues } from '@/lib/trial/schema';

export const fieldIds = (name: keyof TrialFormInput) => ({
  input: `trial-${name}`,
  error: `trial-${name}-error`,
});

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

interface TrialFieldProps {
  form: UseFormReturn<TrialFormInput, unknown, TrialValues>;
  name: TrialFieldName;
  type?: 'text' | 'email' | 'tel';
  optional?: boolean;
  /** Receives the focus when the dialog opens. */
  autoFocus?: boolean;
}

/** A labelled input with its first error beneath it, tied by aria-describedby. */
export function TrialField({
  form,
  name,
  type = 'text',
  optional = false,
  autoFocus = false,
}: TrialFieldProps) {
  const error = form.formState.errors[name]?.message;
  const ids = fieldIds(name);
  const field = trial.fields[name];
  return (
    <div>
      <label htmlFor={ids.input} className="block text-sm font-medium text-ink">
        {field.label}
      </label>
      <input
        id={ids.input}
        type={type}
        autoComplete={field.autoComplete}
        aria-required={optional ? undefined : true}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? ids.error : undefined}
        data-autofocus={autoFocus ? '' : undefined}
        className={cn(
          'mt-1.5 block min-h-11 w-full rounded-xl border bg-white px-3.5 text-base text-ink shadow-soft transition-colors placeholder:text-ink-subtle focus:border-brand-600 disabled:bg-surface disabled:text-ink-muted',
          error ? 'border-red-600' : 'border-ink-subtle/75',
        )}
        {...form.register(name, { onChange: () => form.clearErrors(name) })}
      />
      <FieldError id={ids.error} message={error} />
    </div>
  );
}
