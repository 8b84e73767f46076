import { dialogRuntimeConfig, dialogRuntimeSource } from '@/components/ui/dialog-runtime';
import { DIALOG_OPENED_EVENT, PENDING_ATTRIBUTE } from '@/lib/modal-events';

/**
 * Installs the dialogs' inline runtime in this test file's document, from the text the layout
 * writes into every page (not the function: what must work is its serialised form). Its
 * listeners stay for the file, as in a page; each test writes its own body.
 */
export function installRuntime() {
  new Function(dialogRuntimeSource())();
}

export const config = dialogRuntimeConfig;
export { DIALOG_OPENED_EVENT, PENDING_ATTRIBUTE };

/** A page with a trial-like dialog (a form with a field marked autofocus) and its openers. */
export function writePage() {
  document.body.innerHTML = `
    <button type="button" command="show-modal" commandfor="trial-dialog" data-cta-location="hero">Start Free Trial</button>
    <button type="button" command="show-modal" commandfor="trial-dialog" data-cta-location="header" data-delay>Header trial</button>
    <dialog id="trial-dialog" data-dialog aria-labelledby="t">
      <h2 id="t" data-dialog-title="Start Your Free Trial">Start Your Free Trial</h2>
      <button type="button" command="request-close" commandfor="trial-dialog" data-dialog-close>Close trial signup</button>
      <form method="dialog" data-needs-code>
        <label for="f">First name</label><input id="f" name="firstName" autofocus>
        <button type="submit">Send</button>
      </form>
    </dialog>
    <dialog id="booking-dialog" data-dialog aria-labelledby="b">
      <h2 id="b" data-dialog-title="Schedule Your Free Consultation">Schedule Your Free Consultation</h2>
      <button type="button" command="show-modal" commandfor="trial-dialog" data-cta-location="booking_modal">Start Free Trial Instead</button>
    </dialog>`;
  const get = <T extends HTMLElement>(selector: string) => document.querySelector<T>(selector)!;
  return {
    trial: get<HTMLDialogElement>('#trial-dialog'),
    booking: get<HTMLDialogElement>('#booking-dialog'),
    opener: get<HTMLButtonElement>('[data-cta-location="hero"]'),
    delayed: get<HTMLButtonElement>('[data-delay]'),
    instead: get<HTMLButtonElement>('[data-cta-location="booking_modal"]'),
    close: get<HTMLButtonElement>('[data-dialog-close]'),
    field: get<HTMLInputElement>('#f'),
    form: get<HTMLFormElement>('form'),
  };
}
