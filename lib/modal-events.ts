/**
 * The browser-wide events that open the site's modals. The names are a public contract (other
 * scripts on the page dispatch them): `openTrailModal` keeps its established spelling on purpose.
 */
import type { ModalSource } from '@/lib/analytics/events';

export const modalEvents = {
  trial: 'openTrailModal',
  booking: 'openBookingModal',
} as const;

export type ModalKind = keyof typeof modalEvents;

export interface ModalDetail {
  /** Where the visitor opened it, for the funnel; a script's own event may leave it out. */
  location?: ModalSource;
}

export interface BookingModalDetail extends ModalDetail {
  title?: string;
}

/**
 * Dispatches a cancelable modal event. A modal host that opens the modal calls
 * `event.preventDefault()`, so the return value tells whether anyone handled it.
 */
export function requestModal(kind: ModalKind, detail?: BookingModalDetail): boolean {
  const event = new CustomEvent(modalEvents[kind], { detail, cancelable: true });
  return !window.dispatchEvent(event);
}

/** The id of each modal's `<dialog>` in the page's HTML: its openers name it in `commandfor`. */
export const dialogIds = {
  trial: 'trial-dialog',
  booking: 'booking-dialog',
  video: 'video-dialog',
} as const;

/**
 * The attribute a delayed opener (the header's) carries from the tap until its modal is on
 * screen, so the tap is answered within a frame (a turning ring after its label,
 * app/globals.css). Set and cleared by the dialogs' inline runtime (lib/dialogs/runtime.ts).
 */
export const PENDING_ATTRIBUTE = 'data-modal-pending';

/**
 * Raised on `window` when a dialog's form was submitted before its code arrived: the code is
 * wanted now, not at the next intent (components/modals/dialog-host.tsx).
 */
export const CODE_WANTED_EVENT = 'kyrelo:dialog-code';

/** Fired (bubbling) at a dialog once the runtime has put it on screen. */
export const DIALOG_OPENED_EVENT = 'kyrelo:dialog-opened';

/** Raised on `window` when something is about to raise a toast: the toast host loads sonner. */
export const TOASTS_WANTED_EVENT = 'kyrelo:toasts';
