import type { ModalKind } from '@/lib/modal-events';

/**
 * The modals (react-hook-form, zod, the booking frame) are separate chunks, never part of a page's
 * first load. The trial form, the site's conversion, is also fetched once the hydrated page is
 * idle (`ModalHost`), so a tap on a phone finds it ready instead of waiting a round trip; the
 * booking modal waits for intent.
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
