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

/**
 * Marks a link that opens a modal (its value the modal's kind). Its page, /free-demo, is only the
 * fallback when no modal opens, so a pointer or a touch on it does not prefetch that page: on a
 * slow phone the prefetch cost the tap about 30 ms before the modal could answer it.
 */
export const OPENER_ATTRIBUTE = 'data-opens-modal';

/**
 * The attribute an opener carries from the tap until its modal is on screen, so the tap is
 * answered within a frame (a turning ring after its label, app/globals.css) while the modal's
 * code arrives or the header's delay runs.
 */
export const PENDING_ATTRIBUTE = 'data-modal-pending';

/** Clears every pending opener: the modal is on screen, or the visitor is leaving the page. */
export function clearPendingOpeners(): void {
  for (const opener of document.querySelectorAll(`[${PENDING_ATTRIBUTE}]`))
    opener.removeAttribute(PENDING_ATTRIBUTE);
}
