import { currencyForAnswer, GEO_TIMEOUT_MS, lookupCurrency } from '@/lib/geo';

const ENDPOINT = 'https://geo.example.test/json';

/** jsdom has no fetch Response; the lookup only reads `ok` and `json()`. */
const response = (text: string, status = 200) =>
  ({ ok: status < 400, status, json: async () => JSON.parse(text) as unknown }) as Response;
const jsonResponse = (body: unknown, status = 200) =>
  Promise.resolve(response(JSON.stringify(body), status));

describe('currencyForAnswer', () => {
  it.each([
    [{ country_code: 'IN' }, 'INR'],
    [{ country_code: 'in' }, 'INR'],
    [{ country_code: 'US' }, 'USD'],
    [{ country_code: 'GB' }, 'USD'],
    [{ country: 'IN' }, 'USD'],
    [{ country_code: 91 }, 'USD'],
    [null, 'USD'],
    ['IN', 'USD'],
  ])('%j gives %s', (answer, currency) => {
    expect(currencyForAnswer(answer)).toBe(currency);
  });
});

describe('lookupCurrency', () => {
  afterEach(() => jest.useRealTimers());

  it('makes no request at all when no endpoint is configured', async () => {
    const fetchImpl = jest.fn();
    await expect(lookupCurrency(undefined, { fetchImpl })).resolves.toBe('USD');
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('shows rupees when the endpoint answers IN, with one GET to the endpoint', async () => {
    const fetchImpl = jest.fn(() => jsonResponse({ country_code: 'IN', ip: '203.0.113.9' }));
    await expect(lookupCurrency(ENDPOINT, { fetchImpl })).resolves.toBe('INR');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledWith(
      ENDPOINT,
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
  });

  it('shows dollars for US', async () => {
    const fetchImpl = jest.fn(() => jsonResponse({ country_code: 'US' }));
    await expect(lookupCurrency(ENDPOINT, { fetchImpl })).resolves.toBe('USD');
  });

  it('shows dollars when the answer has no country_code', async () => {
    const fetchImpl = jest.fn(() => jsonResponse({ city: 'Bengaluru' }));
    await expect(lookupCurrency(ENDPOINT, { fetchImpl })).resolves.toBe('USD');
  });

  it('shows dollars on an HTTP error, even one whose body says IN', async () => {
    const fetchImpl = jest.fn(() => jsonResponse({ country_code: 'IN' }, 503));
    await expect(lookupCurrency(ENDPOINT, { fetchImpl })).resolves.toBe('USD');
  });

  it('shows dollars when the body is not JSON', async () => {
    const fetchImpl = jest.fn(() => Promise.resolve(response('<html>rate limited</html>')));
    await expect(lookupCurrency(ENDPOINT, { fetchImpl })).resolves.toBe('USD');
  });

  it('shows dollars when the network fails', async () => {
    const fetchImpl = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(lookupCurrency(ENDPOINT, { fetchImpl })).resolves.toBe('USD');
  });

  it('aborts after 3 s without an answer and shows dollars', async () => {
    jest.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetchImpl = jest.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          signal = init?.signal ?? undefined;
          signal?.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          );
        }),
    );
    const result = lookupCurrency(ENDPOINT, { fetchImpl });
    jest.advanceTimersByTime(GEO_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    jest.advanceTimersByTime(1);
    expect(signal?.aborted).toBe(true);
    await expect(result).resolves.toBe('USD');
  });

  it('keeps the answer that arrives just before the time-out', async () => {
    jest.useFakeTimers();
    const fetchImpl = jest.fn(
      () =>
        new Promise<Response>((resolve) =>
          setTimeout(() => resolve(response('{"country_code":"IN"}')), GEO_TIMEOUT_MS - 10),
        ),
    );
    const result = lookupCurrency(ENDPOINT, { fetchImpl });
    await jest.advanceTimersByTimeAsync(GEO_TIMEOUT_MS - 10);
    await expect(result).resolves.toBe('INR');
  });
});
