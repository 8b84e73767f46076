import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldErrors, createFormControl } from 'react-hook-form';
import { toast } from 'sonner';
import { trialCopy } from '@/content/trial-copy';
import { track } from '@/lib/analytics/track';
import { env } from '@/lib/env';
import { DIALOG_OPENED_EVENT, TOASTS_WANTED_EVENT } from '@/lib/modal-events';
import { chosenPlan } from '@/lib/trial/chosen-plan';
import { trialErrorMessage } from '@/lib/trial/errors';
import { trialFieldIds } from '@/lib/trial/field-ids';
import { type TrialField } from '@/lib/trial/fields';
import { failureOutcome } from '@/lib/trial/outcome';
import {
  type TrialFormInput,
  type TrialValues,
  emptyTrialForm,
  trialFieldNames,
  trialFormSchema,
} from '@/lib/trial/schema';
import { submitTrial } from '@/lib/trial/submit';
import { TURNSTILE_ACTION, loadTurnstile } from '@/lib/trial/turnstile';
import { visitAttribution } from '@/lib/trial/visit-attribution';

export interface TrialFormOptions {
  /** Defaults to NEXT_PUBLIC_TRIAL_ENDPOINT; tests pass their own. */
  endpoint?: string;
  /** Defaults to NEXT_PUBLIC_TURNSTILE_SITE_KEY: without one the form has no spam check. */
  turnstileSiteKey?: string;
}

/** The form's controls in the order a failed validation visits them. */
const controls: readonly TrialField[] = [...trialFieldNames, 'acceptTerms'];

/** What the visitor has typed, read from the form's own controls: they are the truth. */
function readValues(form: HTMLFormElement): TrialFormInput {
  const text = (name: string) => {
    const input = form.elements.namedItem(name);
    return input instanceof HTMLInputElement ? input.value : '';
  };
  const terms = form.elements.namedItem('acceptTerms');
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    company: text('company'),
    phone: text('phone'),
    acceptTerms: terms instanceof HTMLInputElement && terms.checked,
    website: text('website'),
  };
}

/** Writes each control's first error into its slot (or clears it), tied by aria-describedby. */
function showError(form: HTMLFormElement, name: TrialField, message: string | undefined) {
  const ids = trialFieldIds(name);
  const input = form.querySelector<HTMLInputElement>(`#${ids.input}`);
  const slot = form.querySelector<HTMLElement>(`#${ids.error}`);
  if (!input || !slot) return;
  slot.textContent = message ?? '';
  slot.hidden = !message;
  if (message) {
    input.setAttribute('aria-invalid', 'true');
    input.setAttribute('aria-describedby', ids.error);
  } else {
    input.removeAttribute('aria-invalid');
    input.removeAttribute('aria-describedby');
  }
}

/**
 * Takes over the trial form the page's HTML carries (components/modals/trial-form-view.tsx):
 * validation with react-hook-form's form control over the zod schema, the send, the toasts and
 * the funnel events. The controls stay the page's own, so what the visitor typed before this code
 * arrived is kept as it is, focus and caret included; a submit made meanwhile was held by the
 * inline runtime (`data-submit-waiting`) and is made now. Returns the detach, for tests.
 *
 * While sending, the dialog is `data-busy` (the runtime then lets nothing close it) and the
 * form's controls and the close button are disabled. A finished send always closes the dialog: after a
 * success the form is reset; after a failure it is marked `data-keep`, so the typed values wait
 * for the next opening. Closing it by hand resets it and its errors.
 */
export function attachTrialForm(
  dialog: HTMLDialogElement,
  { endpoint = env.trialEndpoint, turnstileSiteKey = env.turnstileSiteKey }: TrialFormOptions = {},
): () => void {
  const form = dialog.querySelector<HTMLFormElement>('form[data-trial-form]');
  if (!form || !form.hasAttribute('data-needs-code')) return () => {};
  const closeButton = dialog.querySelector<HTMLButtonElement>('[data-dialog-close]');
  const control = createFormControl<TrialFormInput, unknown, TrialValues>({
    resolver: zodResolver(trialFormSchema),
    defaultValues: emptyTrialForm,
    shouldFocusError: false,
  });
  for (const name of Object.keys(emptyTrialForm) as (keyof TrialFormInput)[])
    control.register(name);
  // The toast host loads sonner now, long before a send can end.
  window.dispatchEvent(new Event(TOASTS_WANTED_EVENT));

  let sending = false;
  let token = '';
  const turnstile = turnstileSiteKey ? form.querySelector<HTMLElement>('[data-turnstile]') : null;
  let widget: string | undefined;
  // Turnstile's token is good for one submit: each send draws a new widget.
  const drawCheck = () => {
    if (!turnstile || !turnstileSiteKey) return;
    token = '';
    loadTurnstile()
      .then((api) => {
        if (widget) api.remove(widget);
        widget = api.render(turnstile, {
          sitekey: turnstileSiteKey,
          action: TURNSTILE_ACTION,
          appearance: 'interaction-only',
          callback: (next) => (token = next),
          'expired-callback': () => (token = ''),
          'error-callback': () => (token = ''),
        });
      })
      .catch(() => (token = ''));
  };
  drawCheck();

  const setBusy = (busy: boolean) => {
    sending = busy;
    dialog.toggleAttribute('data-busy', busy);
    form.toggleAttribute('data-busy', busy);
    form.setAttribute('aria-busy', String(busy));
    // Each control, not a fieldset: a fieldset needs a legend, and the form's heading is the
    // dialog's own.
    for (const control of form.elements)
      if (control instanceof HTMLInputElement || control instanceof HTMLButtonElement)
        control.disabled = busy;
    if (closeButton) closeButton.disabled = busy;
  };

  const clearAll = () => {
    control.clearErrors();
    for (const name of controls) showError(form, name, undefined);
  };

  const onInvalid = (errors: FieldErrors<TrialFormInput>) => {
    const invalid = controls.filter((name) => errors[name]);
    for (const name of controls) showError(form, name, errors[name]?.message);
    const first = invalid[0];
    if (first) form.querySelector<HTMLElement>(`#${trialFieldIds(first).input}`)?.focus();
    // The names of the invalid fields only: what the visitor typed never leaves the form.
    track('trial_submitted', { outcome: 'validation_failed', invalid_fields: invalid });
  };

  const send = async (values: TrialValues) => {
    clearAll();
    setBusy(true);
    let kept = false;
    try {
      const result = await submitTrial(values, {
        endpoint,
        from: env.trialEmailFrom,
        to: env.trialEmailTo,
        lead: {
          attribution: visitAttribution(),
          openedOn: window.location.pathname,
          plan: chosenPlan(),
        },
        turnstileToken: token,
      });
      toast.success(trialCopy.messages.success);
      track('trial_submitted', { outcome: result === 'sent' ? 'success' : 'discarded' });
    } catch (error) {
      kept = true;
      toast.error(trialErrorMessage(error));
      track('trial_submitted', failureOutcome(error));
    } finally {
      setBusy(false);
      drawCheck();
    }
    if (kept) dialog.setAttribute('data-keep', '');
    else form.reset();
    dialog.close();
  };

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (sending) return;
    const values = readValues(form);
    for (const name of Object.keys(values) as (keyof TrialFormInput)[])
      control.setValue(name, values[name]);
    void control.handleSubmit(send, onInvalid)();
  };
  // A field's error clears when it is edited; nothing is re-validated until the next submit, so
  // nobody is told off while still typing.
  const onEdit = (event: Event) => {
    const name = (event.target as HTMLInputElement).name as TrialField;
    if (controls.includes(name)) {
      control.clearErrors(name);
      showError(form, name, undefined);
    }
  };
  const onClose = () => {
    if (dialog.hasAttribute('data-keep')) {
      dialog.removeAttribute('data-keep');
      return;
    }
    control.reset(emptyTrialForm);
    clearAll();
  };
  // Read when the form opens, so a visit that reloads later keeps where it landed (if allowed).
  const onOpen = () => visitAttribution();

  form.addEventListener('submit', onSubmit);
  form.addEventListener('input', onEdit);
  form.addEventListener('change', onEdit);
  dialog.addEventListener('close', onClose);
  dialog.addEventListener(DIALOG_OPENED_EVENT, onOpen);
  form.removeAttribute('data-needs-code');
  if (dialog.open) onOpen();
  if (dialog.hasAttribute('data-submit-waiting')) {
    dialog.removeAttribute('data-submit-waiting');
    // Closed by hand meanwhile, the dialog was reset and the held submit abandoned.
    if (dialog.open) form.requestSubmit();
  }

  return () => {
    form.removeEventListener('submit', onSubmit);
    form.removeEventListener('input', onEdit);
    form.removeEventListener('change', onEdit);
    dialog.removeEventListener('close', onClose);
    dialog.removeEventListener(DIALOG_OPENED_EVENT, onOpen);
    form.setAttribute('data-needs-code', '');
    if (widget) window.turnstile?.remove(widget);
  };
}
