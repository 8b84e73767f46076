import { billingInputName, monthlyInputId } from './period';
import { billingPeriodAttribute } from '@/lib/analytics/track-dom';

interface BillingToggleProps {
  labels: { legend: string; monthly: string; yearly: string; yearlySaving: string };
}

const optionClasses =
  'relative inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full px-4 text-sm sm:px-5 font-semibold text-ink-muted transition-colors hover:text-ink has-checked:bg-brand-600 has-checked:text-white has-checked:shadow-soft has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600';

/** A native radio group: arrow keys switch, screen readers announce "Billing period, radio 2 of 2". */
export function BillingToggle({ labels }: BillingToggleProps) {
  return (
    <fieldset className="flex justify-center">
      <legend className="sr-only">{labels.legend}</legend>
      <div className="inline-flex rounded-full border border-line bg-white p-1 shadow-soft">
        <label className={optionClasses}>
          <input
            type="radio"
            name={billingInputName}
            id={monthlyInputId}
            value="monthly"
            {...{ [billingPeriodAttribute]: '' }}
            className="sr-only"
          />
          {labels.monthly}
        </label>
        <label className={optionClasses}>
          <input
            type="radio"
            name={billingInputName}
            value="yearly"
            {...{ [billingPeriodAttribute]: '' }}
            defaultChecked
            className="sr-only"
          />
          {labels.yearly}
          <span className="rounded-full bg-accent-50 px-2 py-0.5 text-xs whitespace-nowrap text-accent-700 ring-1 ring-accent-100">
            {labels.yearlySaving}
          </span>
        </label>
      </div>
    </fieldset>
  );
}
