import { trial } from '@/content/trial';
import { type LegalId, routes } from '@/content/routes';
import { buttonClasses } from '@/components/ui/button';
import { trialFieldIds as ids } from '@/lib/trial/field-ids';
import { type TrialFieldName } from '@/lib/trial/fields';

interface FieldProps {
  name: TrialFieldName;
  type?: 'text' | 'email' | 'tel';
  optional?: boolean;
  /** Receives the focus when the dialog opens. */
  autoFocus?: boolean;
}

/** The slot under a control where its controller writes the first error (hidden while empty). */
function ErrorSlot({ id }: { id: string }) {
  return <p id={id} hidden className="mt-1.5 text-sm font-medium text-red-700" />;
}

/** A labelled input with its error slot beneath; the controller ties them by aria-describedby. */
function Field({ name, type = 'text', optional = false, autoFocus = false }: FieldProps) {
  const field = trial.fields[name];
  return (
    <div>
      <label htmlFor={ids(name).input} className="block text-sm font-medium text-ink">
        {field.label}
      </label>
      <input
        id={ids(name).input}
        name={name}
        type={type}
        autoComplete={field.autoComplete}
        aria-required={optional ? undefined : true}
        autoFocus={autoFocus}
        className="mt-1.5 block min-h-11 w-full rounded-xl border border-ink-subtle/75 bg-white px-3.5 text-base text-ink shadow-soft transition-colors placeholder:text-ink-subtle focus:border-brand-600 disabled:bg-surface disabled:text-ink-muted aria-invalid:border-red-600"
      />
      <ErrorSlot id={ids(name).error} />
    </div>
  );
}

/** A legal document, opened in a new tab so the form keeps what was typed; announced as such. */
function LegalLink({ id, children }: { id: LegalId; children: string }) {
  return (
    <a
      href={routes.legal(id)}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium text-brand-700 underline underline-offset-2"
    >
      {children}
      <span className="sr-only"> {trial.terms.newTab}</span>
    </a>
  );
}

/**
 * The trial form as the page's HTML carries it: every field, the terms checkbox, the honeypot and
 * the submit button, ready to type into before any of its code has arrived. `data-needs-code`
 * holds a submit until the controller (./trial-form-controller.ts) takes the form over; it then
 * validates, shows errors in the slots and sends. `method="dialog"`: a submit that nothing
 * handles closes the dialog and sends the values nowhere. The controller disables its controls
 * while sending; `data-busy` on the form swaps the button's label.
 */
export function TrialFormView({ turnstile }: { turnstile: boolean }) {
  const terms = ids('acceptTerms');
  return (
    <form method="dialog" noValidate data-needs-code="" data-trial-form="" className="group mt-6">
      <div className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="firstName" autoFocus />
          <Field name="lastName" />
        </div>
        <Field name="email" type="email" />
        <Field name="company" />
        <Field name="phone" type="tel" optional />
        <div>
          <div className="flex items-start gap-3">
            <input
              id={terms.input}
              name="acceptTerms"
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 accent-brand-600"
            />
            <label htmlFor={terms.input} className="text-sm text-ink-muted">
              {trial.terms.before}{' '}
              <LegalLink id="terms-and-conditions">{trial.terms.terms}</LegalLink> {trial.terms.and}{' '}
              <LegalLink id="privacy-policy">{trial.terms.privacy}</LegalLink>
            </label>
          </div>
          <ErrorSlot id={terms.error} />
        </div>
        {/*
         * The honeypot: off-screen, out of the tab order, hidden from the accessibility tree and
         * from autofill. Form-filling bots fill every input they find; the submit then sends
         * nothing and the bot sees the usual success.
         */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor="trial-website">{trial.honeypot.label}</label>
          <input id="trial-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
        {turnstile && <div data-turnstile="" className="flex justify-center empty:hidden" />}
        <button type="submit" className={buttonClasses({ size: 'lg', className: 'mt-2 w-full' })}>
          <span
            aria-hidden="true"
            className="hidden size-4 rounded-full border-2 border-white/40 border-t-white group-data-busy:inline-block motion-safe:animate-spin"
          />
          <span className="group-data-busy:hidden">{trial.submit}</span>
          <span className="hidden group-data-busy:inline">{trial.submitting}</span>
        </button>
      </div>
    </form>
  );
}
