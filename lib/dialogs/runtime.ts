/**
 * The site's dialogs before (and without) any of their code: a function the layout writes into
 * every page as an inline script (`components/ui/dialog-runtime.tsx`, which serialises it with
 * `Function.prototype.toString`). It must therefore stand alone: no imports, no closures over
 * module scope, everything it needs in `config`. `tests/unit/lib/dialogs/runtime.test.ts` runs the
 * serialised text, not this function, so a build that cannot serialise it fails there.
 *
 * The dialogs are `<dialog data-dialog>` elements in the page's HTML, opened by
 * `<button command="show-modal" commandfor="…">` (invoker commands). In an engine that has
 * them the browser fires a `command` event at the dialog; in one that does not (WebKitGTK 2.50,
 * Firefox ESR before 144) a click on such a button does the same here. Either way the opening is
 * done here, so every engine gets the same behaviour:
 *
 * - an opener marked `data-delay` (the header's and the phone menu's) waits `config.delay` ms,
 *   marked with `config.pending` meanwhile (a turning ring, app/globals.css);
 * - a dialog the opener sits in closes first (the phone menu; booking's "Start Free Trial Instead");
 * - the opener is focused before `showModal()`, so the browser returns focus to it on close even
 *   where a click does not focus a button (WebKit);
 * - the dialog remembers where it was opened from (`data-opened-from`, the opener's
 *   `data-cta-location`) and fires `config.opened` once on screen, which the funnel and the
 *   dialogs' late content hear (`components/modals/dialog-host.tsx`);
 * - a click on the backdrop closes it; while it is marked `data-busy` (a submit in flight) nothing
 *   closes it: not Escape, the close button or the backdrop;
 * - on close its forms are reset, unless it is marked `data-keep` (the trial form after a failed
 *   submit keeps what the visitor typed for the next opening; its controller clears the mark);
 * - a form submitted before its code has arrived is held, not sent anywhere (`method="dialog"`
 *   would close the dialog): the dialog is marked `data-submit-waiting` and `config.codeWanted` is
 *   raised, and the controller submits it once attached.
 *
 * The window events other scripts dispatch (`openTrailModal`, `openBookingModal`; a booking
 * `detail.title` replaces its heading for that opening) open the same dialogs, and are cancelled
 * so `requestModal` knows they were handled.
 */
export interface DialogRuntimeConfig {
  /** Window event name → the id of the dialog it opens. */
  events: Record<string, string>;
  /** The header's deliberate wait before its modal opens, in ms. */
  delay: number;
  /** The attribute a delayed opener carries until its dialog is on screen. */
  pending: string;
  /** The window event raised when a dialog's code is wanted at once (a submit before it came). */
  codeWanted: string;
  /** The event (bubbling) fired at a dialog once it is on screen. */
  opened: string;
}

export function dialogRuntime(config: DialogRuntimeConfig): void {
  const doc = document;
  const isDialog = (node: unknown): node is HTMLDialogElement =>
    node instanceof HTMLDialogElement && node.hasAttribute('data-dialog');
  const busy = (dialog: HTMLDialogElement) => dialog.hasAttribute('data-busy');
  const clearPending = () => {
    for (const opener of doc.querySelectorAll('[' + config.pending + ']'))
      opener.removeAttribute(config.pending);
  };
  const show = (dialog: HTMLDialogElement, source: HTMLElement | null, from?: string) => {
    clearPending();
    if (dialog.open) return;
    dialog.setAttribute('data-opened-from', from || 'other');
    if (source && source.isConnected && doc.activeElement !== source)
      source.focus({ preventScroll: true });
    dialog.showModal();
    // showModal() focuses an [autofocus] element itself; WebKitGTK does not always.
    const first = dialog.querySelector<HTMLElement>('[autofocus]');
    if (first && doc.activeElement !== first) first.focus();
    dialog.dispatchEvent(new Event(config.opened, { bubbles: true }));
  };
  const invoke = (dialog: HTMLDialogElement, source: HTMLElement, command: string) => {
    if (command === 'close' || command === 'request-close') {
      if (!busy(dialog)) dialog.close();
      return;
    }
    if (command !== 'show-modal' || dialog.open) return;
    const from = source.getAttribute('data-cta-location') || undefined;
    const host = source.closest('dialog');
    if (host && host !== dialog && host.open) host.close();
    if (source.hasAttribute('data-delay')) {
      if (source.hasAttribute(config.pending)) return;
      source.setAttribute(config.pending, '');
      setTimeout(() => show(dialog, source, from), config.delay);
    } else show(dialog, source, from);
  };

  doc.addEventListener(
    'command',
    (event) => {
      const { source, command } = event as Event & { source?: unknown; command?: string };
      if (!isDialog(event.target) || !(source instanceof HTMLElement)) return;
      event.preventDefault();
      invoke(event.target, source, command || '');
    },
    true,
  );
  const native = 'command' in HTMLButtonElement.prototype;
  doc.addEventListener('click', (event) => {
    const target = event.target;
    if (isDialog(target)) {
      // The backdrop: a click on it lands on the dialog itself (its content fills the box).
      if (target.open && !busy(target)) target.close();
      return;
    }
    if (native || !(target instanceof Element)) return;
    const button = target.closest('button[commandfor]');
    if (!(button instanceof HTMLButtonElement) || button.disabled) return;
    const dialog = doc.getElementById(button.getAttribute('commandfor') || '');
    if (isDialog(dialog)) invoke(dialog, button, button.getAttribute('command') || '');
  });
  doc.addEventListener(
    'cancel',
    (event) => {
      if (isDialog(event.target) && busy(event.target)) event.preventDefault();
    },
    true,
  );
  doc.addEventListener(
    'close',
    (event) => {
      const dialog = event.target;
      if (!isDialog(dialog)) return;
      // Chromium closes a dialog on a second Escape even when `cancel` was prevented.
      if (busy(dialog)) {
        dialog.showModal();
        return;
      }
      // A submit held for the code is given up with the dialog.
      dialog.removeAttribute('data-submit-waiting');
      if (!dialog.hasAttribute('data-keep'))
        for (const form of dialog.querySelectorAll('form')) form.reset();
    },
    true,
  );
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-needs-code')) return;
      // Its controller takes the event over once attached (and removes the mark).
      event.preventDefault();
      const dialog = form.closest('dialog');
      if (dialog) dialog.setAttribute('data-submit-waiting', '');
      dispatchEvent(new Event(config.codeWanted));
    },
    true,
  );
  for (const name of Object.keys(config.events)) {
    addEventListener(name, (event) => {
      const dialog = doc.getElementById(config.events[name] || '');
      if (!isDialog(dialog)) return;
      event.preventDefault();
      const detail = (event as CustomEvent<{ title?: string; location?: string } | null>).detail;
      const title = dialog.querySelector<HTMLElement>('[data-dialog-title]');
      if (title && !dialog.open) {
        const standard = title.getAttribute('data-dialog-title') || '';
        title.textContent = (detail && detail.title) || standard;
      }
      show(dialog, null, detail ? detail.location : undefined);
    });
  }
}
