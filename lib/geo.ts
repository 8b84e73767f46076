import { type Currency } from './pricing';

/** The country lookup gives up after this long and the page shows dollars. */
export const GEO_TIMEOUT_MS = 3000;

/** Rupees for India; every other answer, including a malformed one, means dollars. */
export function currencyForAnswer(answer: unknown): Currency {
  if (typeof answer !== 'object' || answer === null) return 'USD';
  const code = (answer as { country_code?: unknown }).country_code;
  return typeof code === 'string' && code.trim().toUpperCase() === 'IN' ? 'INR' : 'USD';
}

interface LookupOptions {
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

/**
 * Asks the configured geolocation endpoint for the visitor's country and picks the currency.
 * Never rejects: no endpoint (no request at all), an HTTP error, a network failure, invalid
 * JSON or no answer within the time-out all resolve to dollars.
 */
export async function lookupCurrency(
  endpoint: string | undefined,
  { fetchImpl = globalThis.fetch, timeoutMs = GEO_TIMEOUT_MS }: LookupOptions = {},
): Promise<Currency> {
  if (!endpoint) return 'USD';
  try {
    const response = await fetchImpl(endpoint, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { Accept: 'application/json' },
      credentials: 'omit',
    });
    if (!response.ok) return 'USD';
    return currencyForAnswer(await response.json());
  } catch {
    return 'USD';
  }
}
