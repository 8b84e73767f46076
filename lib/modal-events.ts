/**
 * The browser-wide events that open the site's modals. The names are a public contract (other
 * scripts on the page dispatch them): `openTrailModal` keeps its established spelling on purpose.
 */
export const modalEvents = {
  trial: 'openTrailModal',
  booking: 'openBookingModal',
} as const;

export type ModalKind = keyof typeof modalEvents;

export interface BookingModalDetail {
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
