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
