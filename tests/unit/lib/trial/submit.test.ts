import { trialErrorMessage } from '@/lib/trial/errors';
import { submitTrial, TRIAL_TIMEOUT_MS, TrialSubmitError } from '@/lib/trial/submit';
import { validTrialValues } from '../../helpers/trial-values';

const values = validTrialValues;
const addresses = { from: 'no-reply@x.example', to: 'sales@x.example' };
const endpoint = 'http://mail.test/send-email';

/** A minimal Response: jsdom has no fetch API of its own. */
function response(status: number, body?: string): Response {
  return {
    status,
    json: async () => JSON.parse(body ?? ''),
  } as unknown as Response;
}

/** Submits with a stubbed fetch and returns the rejection (or undefined on success). */
async function failureOf(fetchImpl: jest.Mock): Promise<unknown> {
  try {
    await submitTrial(values, { ...addresses, endpoint, fetch: fetchImpl });
    return undefined;
  } catch (error) {
    return error;
  }
}

const messageFor = async (fetchImpl: jest.Mock) => trialErrorMessage(await failureOf(fetchImpl));

describe('submitTrial', () => {
  it('sends one multipart POST to the endpoint', async () => {
    const fetchImpl = jest.fn().mockResolvedValue(response(200, '{"ok":true}'));
    expect(await failureOf(fetchImpl)).toBeUndefined();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(endpoint);
    expect(init.method).toBe('POST');
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get('subject')).toBe('New Trial Signup');
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('treats any status below 400 as success', async () => {
    for (const status of [200, 201, 204, 302, 399]) {
      expect(await failureOf(jest.fn().mockResolvedValue(response(status)))).toBeUndefined();
    }
  });

  it('aborts a hanging request after 15 s and reports a network failure', async () => {
    jest.useFakeTimers();
    const fetchImpl = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal!.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          );
        }),
    );
    const outcome = failureOf(fetchImpl);
    jest.advanceTimersByTime(TRIAL_TIMEOUT_MS - 1);
    expect((fetchImpl.mock.calls[0]![1] as RequestInit).signal!.aborted).toBe(false);
    jest.advanceTimersByTime(1);
    const error = await outcome;
    jest.useRealTimers();
    expect(TRIAL_TIMEOUT_MS).toBe(15_000);
    expect(error).toBeInstanceOf(TrialSubmitError);
    expect(trialErrorMessage(error)).toBe(
      'Network connection failed. Please check your internet connection and try again.',
    );
  });
});

describe('the error catalogue', () => {
  afterEach(() => jest.restoreAllMocks());

  it('offline: the network message', async () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchImpl = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await messageFor(fetchImpl)).toBe(
      'Network connection failed. Please check your internet connection and try again.',
    );
  });

  it('refused, unresolvable or cross-origin-blocked while online: unable to connect', async () => {
    const fetchImpl = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await messageFor(fetchImpl)).toBe(
      'Unable to connect to server. Please contact support if this issue persists.',
    );
  });

  it("status >= 400: the response's message", async () => {
    const fetchImpl = jest.fn().mockResolvedValue(response(400, '{"message":"Missing field: to"}'));
    expect(await messageFor(fetchImpl)).toBe('Missing field: to');
  });

  it("429 from the endpoint's rate limit: its message, like any other status >= 400", async () => {
    const message = 'Too many signups from this address. Please wait a minute and try again.';
    const fetchImpl = jest.fn().mockResolvedValue(response(429, JSON.stringify({ message })));
    expect(await messageFor(fetchImpl)).toBe(message);
  });

  it('status >= 400 without a usable message: "Server error ({status})"', async () => {
    for (const [status, body] of [
      [500, ''],
      [503, '<html>Service Unavailable</html>'],
      [400, '{"error":"bad"}'],
      [422, '{"message":"   "}'],
      [429, '{"message":42}'],
      [502, 'null'],
    ] as const) {
      const fetchImpl = jest.fn().mockResolvedValue(response(status, body));
      expect(await messageFor(fetchImpl)).toBe(`Server error (${status})`);
    }
  });

  it('any other error with a message: "Error: {message}"', async () => {
    const fetchImpl = jest.fn().mockRejectedValue(new RangeError('Body is too large'));
    expect(await messageFor(fetchImpl)).toBe('Error: Body is too large');
    expect(trialErrorMessage(new Error('cost is $& more'))).toBe('Error: cost is $& more');
  });

  it('otherwise the fallback', () => {
    const fallback = 'Failed to send trial signup email. Please try again.';
    expect(trialErrorMessage(new Error(''))).toBe(fallback);
    expect(trialErrorMessage(new Error('  '))).toBe(fallback);
    expect(trialErrorMessage('a string')).toBe(fallback);
    expect(trialErrorMessage(undefined)).toBe(fallback);
    expect(trialErrorMessage({ message: 'not an Error' })).toBe(fallback);
  });

  it('maps each failure kind directly', () => {
    expect(trialErrorMessage(new TrialSubmitError({ kind: 'network' }))).toMatch(/^Network/);
    expect(trialErrorMessage(new TrialSubmitError({ kind: 'unreachable' }))).toMatch(/^Unable/);
    expect(trialErrorMessage(new TrialSubmitError({ kind: 'http', status: 418 }))).toBe(
      'Server error (418)',
    );
  });
});
