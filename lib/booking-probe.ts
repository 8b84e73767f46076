interface ProbeOptions {
  /** How long the host has to answer (`timings.bookingProbeTimeout`). */
  timeoutMs: number;
  /** Ends the probe early (the calendar went away); it then resolves to false. */
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
}

/**
 * Whether the scheduling page's host answers within `timeoutMs`, asked before its frame is drawn:
 * a frame whose host is down shows the browser's error page, and the page cannot tell (`load`
 * fires for it too, and the frame belongs to another origin). One `HEAD` request for the page the
 * frame would load, without cookies. Any answer, even an error status, arrives as an opaque
 * response and counts; a network error, a refusal by the policy (`connect-src`, also for a
 * redirect to a host the frame could not follow either) or the time-out do not. Never rejects.
 */
export async function bookingHostAnswers(
  url: string,
  { timeoutMs, signal, fetchImpl = globalThis.fetch }: ProbeOptions,
): Promise<boolean> {
  // Without fetch there is no way to ask: show the frame, as before the probe existed.
  if (typeof fetchImpl !== 'function') return true;
  const controller = new AbortController();
  const abort = () => controller.abort();
  const timer = setTimeout(abort, timeoutMs);
  signal?.addEventListener('abort', abort);
  try {
    await fetchImpl(url, {
      method: 'HEAD',
      mode: 'no-cors',
      cache: 'no-store',
      credentials: 'omit',
      signal: controller.signal,
    });
    return !controller.signal.aborted;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}
