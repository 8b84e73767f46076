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
 * The trial form's code in the order `ModalHost` fetches it once the page is idle, one slice per
 * idle period: each is evaluated on its own, so none is a long task on a slow phone. The last
 * slice is the modal itself, which finds the others already evaluated. (A slice of zod alone would
 * be a namespace import, which keeps all of zod Mini, its translations too: 289 KB.)
 */
export const trialPrefetchSteps: ReadonlyArray<() => Promise<unknown>> = [
  () => import('@/content/trial'),
  () => import('@/lib/trial/schema'),
  () => import('react-hook-form'),
  () => modalLoaders.trial(),
];

/**
 * Starts fetching a modal's code when the visitor shows intent (a pointer over, or focus on, an
 * opener), so it has usually arrived by the click. A failed fetch is retried by the open itself.
 */
export function preloadModal(kind: ModalKind): void {
  modalLoaders[kind]().catch(() => {});
}
