/**
 * Runs `callback` once the browser is idle (or after `timeout` ms at the latest) and returns a
 * function that cancels it. Third-party code starts here so it never competes with first paint.
 */
export function whenIdle(callback: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 200);
  return () => window.clearTimeout(id);
}
