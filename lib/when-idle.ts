import { timings } from '@/content/timings';

/**
 * Runs `callback` once the browser is idle (or after `timeout` ms at the latest) and returns a
 * function that cancels it; without `requestIdleCallback`, after `timings.idleFallback`.
 * Third-party code starts here so it never competes with first paint.
 */
export function whenIdle(callback: () => void, timeout: number = timings.idleTimeout): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, timings.idleFallback);
  return () => window.clearTimeout(id);
}
