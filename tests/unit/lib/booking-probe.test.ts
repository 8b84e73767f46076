import { bookingHostAnswers } from '@/lib/booking-probe';

const PAGE = 'https://cal.example/kyrelo/30min';
const TIMEOUT = 4500;

/** What a `no-cors` fetch resolves to whatever the status: a response the page may not read. */
const opaque = { type: 'opaque', status: 0, ok: false } as Response;

/** A fetch that never answers, but gives up with an AbortError when its signal aborts, as browsers do. */
function hangingFetch() {
  return jest.fn(
    (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        );
      }),
  );
}

/** The probe's result so far: undefined while it is still waiting. */
function track(probe: Promise<boolean>) {
  const result: { value?: boolean } = {};
  void probe.then((value) => (result.value = value));
  return result;
}

describe('bookingHostAnswers', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('answers true when the host answers, with one cookie-less no-cors HEAD for the page', async () => {
    const fetchImpl = jest.fn(() => Promise.resolve(opaque));
    await expect(bookingHostAnswers(PAGE, { timeoutMs: TIMEOUT, fetchImpl })).resolves.toBe(true);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledWith(PAGE, {
      method: 'HEAD',
      mode: 'no-cors',
      cache: 'no-store',
      credentials: 'omit',
      signal: expect.any(AbortSignal),
    });
    expect(jest.getTimerCount()).toBe(0);
  });

  it('answers false when the request fails (host down, refused, blocked by the policy)', async () => {
    const fetchImpl = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(bookingHostAnswers(PAGE, { timeoutMs: TIMEOUT, fetchImpl })).resolves.toBe(false);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('answers false once the time-out passes without an answer, and aborts the request', async () => {
    const fetchImpl = hangingFetch();
    const result = track(bookingHostAnswers(PAGE, { timeoutMs: TIMEOUT, fetchImpl }));
    await jest.advanceTimersByTimeAsync(TIMEOUT - 1);
    expect(result.value).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(result.value).toBe(false);
    expect(fetchImpl.mock.calls[0]![1]!.signal!.aborted).toBe(true);
  });

  it('an answer arriving just before the time-out still counts', async () => {
    const fetchImpl = jest.fn(
      () => new Promise<Response>((resolve) => setTimeout(() => resolve(opaque), TIMEOUT - 1)),
    );
    const result = track(bookingHostAnswers(PAGE, { timeoutMs: TIMEOUT, fetchImpl }));
    await jest.advanceTimersByTimeAsync(TIMEOUT);
    expect(result.value).toBe(true);
  });

  it("ends, false, when the caller's signal aborts", async () => {
    const fetchImpl = hangingFetch();
    const caller = new AbortController();
    const result = track(
      bookingHostAnswers(PAGE, { timeoutMs: TIMEOUT, fetchImpl, signal: caller.signal }),
    );
    caller.abort();
    await jest.advanceTimersByTimeAsync(0);
    expect(result.value).toBe(false);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('without fetch (as in jsdom), cannot ask and lets the frame show', async () => {
    expect(globalThis.fetch).toBeUndefined();
    await expect(bookingHostAnswers(PAGE, { timeoutMs: TIMEOUT })).resolves.toBe(true);
  });
});
