import type { ModalKind } from '@/lib/modal-events';

/**
 * The modals (react-hook-form, zod, the booking frame) are separate chunks, never part of a page's
 * first load and never fetched just because the browser is idle: code that nobody asked for would
 * still be parsed and run while the page is busy becoming interactive.
 */
export const modalLoaders = {
  trial: () => import('./trial-modal'),
  booking: () => import('./booking-modal'),
} satisfies Record<ModalKind, () => Promise<unknown>>;

/**
 * Starts fetching a modal's code when the visitor shows intent (a pointer over, or focus on, an
 * opener), so it has usually arrived by the click. A failed fetch is retried by the open itself.
 */
export function preloadModal(kind: ModalKind): void {
  modalLoaders[kind]().catch(() => {});
}
