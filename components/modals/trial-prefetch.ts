import { whenIdle } from '@/lib/when-idle';
import { modalLoaders } from './modal-loaders';

/**
 * The trial form's code in the order `ModalHost` fetches it once the page is idle, one slice per
 * idle period: each is evaluated on its own, so none is a long task on a slow phone. The last
 * slice is the modal itself, which finds the others already evaluated. (A slice of zod alone would
 * be a namespace import, which keeps all of zod Mini, its translations too: 289 KB.) This module
 * is itself fetched once idle, so the steps' loaders are not in any page's first-load script.
 */
export const trialPrefetchSteps: ReadonlyArray<() => Promise<unknown>> = [
  () => import('@/content/trial'),
  () => import('@/lib/trial/schema'),
  () => import('react-hook-form'),
  () => import('sonner'),
  () => modalLoaders.trial(),
];

/** Starts the slices, each in an idle period of its own, until `signal` aborts. */
export function prefetchTrialInSlices(signal: AbortSignal): void {
  const next = (step: number) => {
    const load = trialPrefetchSteps[step];
    if (!load || signal.aborted) return;
    const cancel = whenIdle(() => {
      load().then(
        () => next(step + 1),
        () => {},
      );
    });
    signal.addEventListener('abort', cancel, { once: true });
  };
  next(0);
}
