import { type UseFormReturn } from 'react-hook-form';
import { trial } from '@/content/trial';
import { type TrialFormInput, type TrialValues } from '@/lib/trial/schema';

interface HoneypotProps {
  form: UseFormReturn<TrialFormInput, unknown, TrialValues>;
}

/**
 * A field only bots meet: off-screen, out of the tab order, hidden from the accessibility tree and
 * from autofill. Form-filling bots fill every input they find; submitTrial then sends nothing and
 * the bot sees the usual success.
 */
export function Honeypot({ form }: HoneypotProps) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor="trial-website">{trial.honeypot.label}</label>
      <input
        id="trial-website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        {...form.register('website')}
      />
    </div>
  );
}
