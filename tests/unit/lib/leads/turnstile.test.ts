/** @jest-environment ./tests/unit/lib/leads/node-environment.ts */
// The endpoint's side of Turnstile (lib/leads/turnstile.mjs): siteverify's verdict on a token.
// tests/unit/lib/trial/turnstile.test.ts covers the browser's side.
import { TURNSTILE_ACTION, passesTurnstile } from '@/lib/leads/turnstile.mjs';

const verifyUrl = 'https://siteverify.test/turnstile/v0/siteverify';
const secret = '0x4AAAAAAAB-real-looking-secret';
const hosts = ['www.kyrelo.example', 'kyrelo.example'];
/** Cloudflare's documented test secrets: always passes, always fails, token already spent. */
const PASS_SECRET = '1x0000000000000000000000000000000AA';
const FAIL_SECRET = '2x0000000000000000000000000000000AA';
const SPENT_SECRET = '3x0000000000000000000000000000000AA';

const verified = { success: true, hostname: 'www.kyrelo.example', action: TURNSTILE_ACTION };

/** A siteverify that answers `status` and `body` (JSON unless a string), and records calls. */
function siteverify(status: number, body: unknown) {
  const fetchImpl = jest.fn(async (_url: string, _init: RequestInit) => {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(text, { status });
  });
  return fetchImpl;
}

function check(fetchImpl: unknown, overrides: Partial<Parameters<typeof passesTurnstile>[0]> = {}) {
  const log = { error: jest.fn() };
  const result = passesTurnstile({
    secret,
    verifyUrl,
    token: 'XXXX.DUMMY.TOKEN',
    client: '203.0.113.7',
    hosts,
    fetch: fetchImpl as typeof fetch,
    log,
    ...overrides,
  });
  return { result, log };
}

describe('passesTurnstile', () => {
  it('a success for one of our hosts and the trial form action passes, without a log line', async () => {
    const fetchImpl = siteverify(200, verified);
    const { result, log } = check(fetchImpl);
    expect(await result).toBe(true);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('posts the secret, the token and the visitor address to siteverify, with a time-out signal', async () => {
    const fetchImpl = siteverify(200, verified);
    await check(fetchImpl).result;
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe(verifyUrl);
    expect(init.method).toBe('POST');
    expect(init.signal).toBeInstanceOf(AbortSignal);
    const body = init.body as FormData;
    expect(body.get('secret')).toBe(secret);
    expect(body.get('response')).toBe('XXXX.DUMMY.TOKEN');
    expect(body.get('remoteip')).toBe('203.0.113.7');
  });

  it('the hostname is compared without case', async () => {
    const fetchImpl = siteverify(200, { ...verified, hostname: 'KYRELO.example' });
    expect(await check(fetchImpl).result).toBe(true);
  });

  it.each([
    ['no token', ''],
    ['a token longer than 2048 characters', 'x'.repeat(2049)],
  ])('%s: refused without asking siteverify', async (_, token) => {
    const fetchImpl = siteverify(200, verified);
    const { result, log } = check(fetchImpl, { token });
    expect(await result).toBe(false);
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(log.error).not.toHaveBeenCalled();
  });

  describe('closed (false): the answer is about the token', () => {
    it.each([
      ['the token is invalid', { success: false, 'error-codes': ['invalid-input-response'] }],
      [
        'the token is spent or expired',
        { success: false, 'error-codes': ['timeout-or-duplicate'] },
      ],
      ['no token was sent', { success: false, 'error-codes': ['missing-input-response'] }],
      ['no error codes', { success: false }],
      ['error codes that are not a list', { success: false, 'error-codes': 'internal-error' }],
      ['success that is not true', { ...verified, success: 'true' }],
      ['another site’s hostname', { ...verified, hostname: 'evil.example' }],
      ['no hostname', { success: true, action: TURNSTILE_ACTION }],
      ['a hostname that is not a string', { ...verified, hostname: ['www.kyrelo.example'] }],
      ['another action', { ...verified, action: 'login' }],
      ['no action', { success: true, hostname: 'www.kyrelo.example' }],
    ])('%s', async (_, verdict) => {
      const { result, log } = check(siteverify(200, verdict));
      expect(await result).toBe(false);
      expect(log.error).not.toHaveBeenCalled();
    });

    it('a 400 whose verdict is about the token', async () => {
      const verdict = { success: false, 'error-codes': ['invalid-input-response'] };
      expect(await check(siteverify(400, verdict)).result).toBe(false);
    });

    it.each([
      [200, 'Bad gateway, but 200'],
      [403, '<html>Forbidden</html>'],
    ])('an answer %i that is not JSON: refused, and logged', async (status, text) => {
      const { result, log } = check(siteverify(status, text));
      expect(await result).toBe(false);
      expect(log.error).toHaveBeenCalledWith(
        `[leads] Turnstile: siteverify answered ${status} without JSON: lead refused`,
      );
    });
  });

  describe('open (true, logged): Cloudflare could not answer, or our own secret is wrong', () => {
    it.each(['invalid-input-secret', 'missing-input-secret', 'internal-error'])(
      'error code %s',
      async (code) => {
        const { result, log } = check(siteverify(200, { success: false, 'error-codes': [code] }));
        expect(await result).toBe(true);
        expect(log.error).toHaveBeenCalledWith(
          `[leads] Turnstile not verified (${code}): lead let through`,
        );
      },
    );

    it.each([500, 502, 503])('siteverify answers %i', async (status) => {
      const { result, log } = check(siteverify(status, 'Service Unavailable'));
      expect(await result).toBe(true);
      expect(log.error).toHaveBeenCalledWith(
        `[leads] Turnstile not verified (siteverify answered ${status}): lead let through`,
      );
    });

    it('a 5xx with a JSON verdict that says the token is bad is still open', async () => {
      const verdict = { success: false, 'error-codes': ['invalid-input-response'] };
      expect(await check(siteverify(500, verdict)).result).toBe(true);
    });

    it('no answer in time (the time-out aborts the request)', async () => {
      const timedOut = jest.fn(async () => {
        throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
      });
      const { result, log } = check(timedOut);
      expect(await result).toBe(true);
      expect(log.error).toHaveBeenCalledWith(
        expect.stringMatching(/^\[leads\] Turnstile not verified \(no answer: .*timeout.*\)/),
      );
    });

    it('a network failure', async () => {
      const down = jest.fn(async () => {
        throw new TypeError('fetch failed');
      });
      const { result, log } = check(down);
      expect(await result).toBe(true);
      expect(log.error).toHaveBeenCalledWith(
        '[leads] Turnstile not verified (no answer: TypeError: fetch failed): lead let through',
      );
    });
  });

  describe("Cloudflare's test secrets: no hostname or action check", () => {
    it('the always-passing secret passes with the example.com verdict it gets', async () => {
      const testVerdict = { success: true, hostname: 'example.com', action: '' };
      expect(await check(siteverify(200, testVerdict), { secret: PASS_SECRET }).result).toBe(true);
    });

    it('the same verdict with a real secret is refused', async () => {
      const testVerdict = { success: true, hostname: 'example.com', action: '' };
      expect(await check(siteverify(200, testVerdict)).result).toBe(false);
    });

    it.each([
      [FAIL_SECRET, 'invalid-input-response'],
      [SPENT_SECRET, 'timeout-or-duplicate'],
    ])('%s still refuses with its verdict (%s)', async (testSecret, code) => {
      const verdict = { success: false, hostname: 'example.com', 'error-codes': [code] };
      expect(await check(siteverify(200, verdict), { secret: testSecret }).result).toBe(false);
    });

    it.each(['1x0000000000000000000000000000000AAB', '4x0000000000000000000000000000000AA'])(
      'a secret that only looks like one (%s) is checked in full',
      async (lookalike) => {
        const testVerdict = { success: true, hostname: 'example.com', action: '' };
        expect(await check(siteverify(200, testVerdict), { secret: lookalike }).result).toBe(false);
      },
    );
  });
});
