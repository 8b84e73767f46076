/** @jest-environment ./tests/unit/lib/leads/node-environment.ts */
import { gzipSync } from 'node:zlib';
import { onRequest } from '@/functions/relay/[[path]]';
import { RELAY_LIMITS, createRelay } from '@/lib/relay/handler.mjs';

// The relay's rules (lib/relay/handler.mjs) with a fake PostHog, and the Pages Function's own
// choices. The runtime and nginx run them in tests/http/relay.test.ts.

const site = 'https://www.kyrelo.example';
const batch = gzipSync(JSON.stringify([{ event: '$pageview', properties: { distinct_id: 'd1' } }]));
const query = '?compression=gzip-js&ver=1.449.2&_=1764453000000';

interface Sent {
  url: string;
  init: RequestInit;
}

/** A fake fetch that records each request and answers `answer()`. */
function fakePosthog(answer = () => Response.json({ status: 1 })) {
  const sent: Sent[] = [];
  const fetch = jest.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
    sent.push({ url: String(url), init });
    return answer();
  });
  return { sent, fetch: fetch as unknown as typeof globalThis.fetch };
}

const post = (path: string, body: BodyInit = batch, headers: Record<string, string> = {}) =>
  new Request(`${site}${path}`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'text/plain', cookie: 'ph_x=1; cookie_consent=yes', ...headers },
  });

describe('createRelay', () => {
  it('forwards an event batch to the ingest host: body and query byte for byte, the one address, no cookie', async () => {
    const posthog = fakePosthog();
    const relay = createRelay({ host: 'https://eu.i.posthog.com', fetch: posthog.fetch });
    const res = await relay.handle(
      post(`/relay/e/${query}`, batch, { 'x-forwarded-for': '6.6.6.6' }),
      '203.0.113.9',
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 1 });
    const [{ url, init }] = posthog.sent as [Sent];
    expect(url).toBe(`https://eu.i.posthog.com/e/${query}`);
    expect(Buffer.from(init.body as Uint8Array).equals(batch)).toBe(true);
    const headers = init.headers as Headers;
    expect(headers.get('x-forwarded-for')).toBe('203.0.113.9');
    expect(headers.get('cookie')).toBeNull();
    expect(headers.get('content-type')).toBe('text/plain');
  });

  it.each([
    ['/relay/i/v0/e/', 'https://us.i.posthog.com/i/v0/e/'],
    ['/relay/s/', 'https://us.i.posthog.com/s/'],
  ])('forwards %s to the ingest host', async (path, target) => {
    const posthog = fakePosthog();
    const relay = createRelay({ host: 'https://us.i.posthog.com', fetch: posthog.fetch });
    expect((await relay.handle(post(path), '203.0.113.9')).status).toBe(200);
    expect(posthog.sent.map(({ url }) => url)).toEqual([target]);
  });

  it('reads the remote config from the assets host, and a self-hosted PostHog serves both', async () => {
    const config = () =>
      Response.json({ token: 'phc_k' }, { headers: { 'cache-control': 'max-age=300' } });
    const cloud = fakePosthog(config);
    const relay = createRelay({ host: 'https://eu.i.posthog.com', fetch: cloud.fetch });
    const res = await relay.handle(new Request(`${site}/relay/array/phc_k/config`), '203.0.113.9');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('max-age=300');
    expect(cloud.sent[0]?.url).toBe('https://eu-assets.i.posthog.com/array/phc_k/config');

    const own = fakePosthog(config);
    const selfHosted = createRelay({ host: 'https://ph.example.com/base/', fetch: own.fetch });
    await selfHosted.handle(new Request(`${site}/relay/array/phc_k/config`), '');
    await selfHosted.handle(post('/relay/e/'), '');
    expect(own.sent.map(({ url }) => url)).toEqual([
      'https://ph.example.com/base/array/phc_k/config',
      'https://ph.example.com/base/e/',
    ]);
  });

  it.each([
    '/relay',
    '/relay/',
    '/relay/api/projects/',
    '/relay/decide/',
    '/relay/flags/',
    '/relay/static/array.js',
    '/relay/array/phc_k/config.js',
    '/relay/e',
    '/relay/e/x',
    '/relay/e%2F..%2F..%2Fapi/',
    '/relayx/e/',
  ])('answers %s with 404, without asking PostHog', async (path) => {
    const posthog = fakePosthog();
    const relay = createRelay({ host: 'https://eu.i.posthog.com', fetch: posthog.fetch });
    const res = await relay.handle(post(path), '203.0.113.9');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found' });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(posthog.sent).toEqual([]);
  });

  it('answers a method posthog-js does not use with 405', async () => {
    const posthog = fakePosthog();
    const relay = createRelay({ host: 'https://eu.i.posthog.com', fetch: posthog.fetch });
    const get = await relay.handle(new Request(`${site}/relay/e/`), '203.0.113.9');
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    const put = await relay.handle(
      new Request(`${site}/relay/array/phc_k/config`, { method: 'PUT', body: 'x' }),
      '203.0.113.9',
    );
    expect(put.status).toBe(405);
    expect(posthog.sent).toEqual([]);
  });

  it('drops any cookie PostHog would set, and says no-store where it says nothing', async () => {
    const posthog = fakePosthog(
      () =>
        new Response('{"status":1}', {
          headers: { 'set-cookie': 'ph=1; Path=/', 'content-type': 'application/json' },
        }),
    );
    const relay = createRelay({ host: 'https://eu.i.posthog.com', fetch: posthog.fetch });
    const res = await relay.handle(post('/relay/e/'), '203.0.113.9');
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).toBe('application/json');
  });

  it('refuses a body over the bound with 413, by its length or by what arrives', async () => {
    const posthog = fakePosthog();
    const relay = createRelay({
      host: 'https://eu.i.posthog.com',
      fetch: posthog.fetch,
      limits: { maxBodyBytes: 1024 },
    });
    expect((await relay.handle(post('/relay/e/', new Uint8Array(1024)), 'a')).status).toBe(200);
    const declared = await relay.handle(post('/relay/e/', new Uint8Array(1025)), 'a');
    expect(declared.status).toBe(413);
    // A stream with no declared length is counted as it arrives.
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 4; i++) controller.enqueue(new Uint8Array(400));
        controller.close();
      },
    });
    const streamed = await relay.handle(
      new Request(`${site}/relay/e/`, { method: 'POST', body: stream, duplex: 'half' } as never),
      'a',
    );
    expect(streamed.status).toBe(413);
    expect(posthog.sent).toHaveLength(1);
    // posthog-js's largest recording request fits the production bound.
    expect(RELAY_LIMITS.maxBodyBytes).toBeGreaterThan(7 * 1024 * 1024 * 0.9 * (4 / 3));
  });

  it('answers 400 to an upload cut off half way, and sends nothing on', async () => {
    const posthog = fakePosthog();
    const relay = createRelay({ host: 'https://eu.i.posthog.com', fetch: posthog.fetch });
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new Uint8Array(400));
        controller.error(new Error('Network connection lost.'));
      },
    });
    const res = await relay.handle(
      new Request(`${site}/relay/e/`, { method: 'POST', body: stream, duplex: 'half' } as never),
      'a',
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Request body was cut off' });
    expect(posthog.sent).toHaveLength(0);
    // The next request from the same client is forwarded as usual.
    expect((await relay.handle(post('/relay/e/'), 'a')).status).toBe(200);
    expect(posthog.sent).toHaveLength(1);
  });

  it('bounds each client per minute, counting refused paths too, and starts again the next minute', async () => {
    let now = 60_000 * 1000 + 30_000;
    const posthog = fakePosthog();
    const relay = createRelay({
      host: 'https://eu.i.posthog.com',
      fetch: posthog.fetch,
      limits: { perMinute: 3 },
      now: () => now,
    });
    for (const path of ['/relay/e/', '/relay/nope', '/relay/e/']) {
      expect((await relay.handle(post(path), '203.0.113.9')).status).not.toBe(429);
    }
    const limited = await relay.handle(post('/relay/e/'), '203.0.113.9');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('30');
    // Another client has its own count.
    expect((await relay.handle(post('/relay/e/'), '203.0.113.10')).status).toBe(200);
    expect(posthog.sent).toHaveLength(3);
    now += 30_000;
    expect((await relay.handle(post('/relay/e/'), '203.0.113.9')).status).toBe(200);
  });

  it('answers 504 when PostHog does not answer in time, 502 when it cannot be reached', async () => {
    const slow = jest.fn(
      (_url: unknown, init: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    const relay = createRelay({
      host: 'https://eu.i.posthog.com',
      fetch: slow as unknown as typeof fetch,
      limits: { timeoutMs: 50 },
    });
    const started = Date.now();
    const late = await relay.handle(post('/relay/e/'), 'a');
    expect(late.status).toBe(504);
    expect(Date.now() - started).toBeLessThan(2_000);

    const down = createRelay({
      host: 'https://eu.i.posthog.com',
      fetch: (() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch,
    });
    const refused = await down.handle(post('/relay/e/'), 'a');
    expect(refused.status).toBe(502);
    expect(await refused.json()).toEqual({ message: 'Analytics could not be reached' });
  });

  it('logs nothing', async () => {
    const log = jest.spyOn(console, 'log');
    const error = jest.spyOn(console, 'error');
    const relay = createRelay({ host: 'https://eu.i.posthog.com', fetch: fakePosthog().fetch });
    await relay.handle(post('/relay/e/'), '203.0.113.9');
    await relay.handle(post('/relay/nope'), '203.0.113.9');
    expect(log).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });
});

describe('functions/relay/[[path]].ts', () => {
  afterEach(() => jest.restoreAllMocks());

  it("sends to the function's NEXT_PUBLIC_POSTHOG_HOST, with CF-Connecting-IP as the address", async () => {
    const posthog = fakePosthog();
    jest.spyOn(globalThis, 'fetch').mockImplementation(posthog.fetch);
    const request = post(`/relay/e/${query}`, batch, { 'cf-connecting-ip': '198.51.100.7' });
    const env = { NEXT_PUBLIC_POSTHOG_HOST: 'https://ph.example.com' };
    const res = await onRequest({ request, env, waitUntil: () => {} });
    expect(res.status).toBe(200);
    expect(posthog.sent[0]?.url).toBe(`https://ph.example.com/e/${query}`);
    expect((posthog.sent[0]?.init.headers as Headers).get('x-forwarded-for')).toBe('198.51.100.7');
  });

  it('without the variable, sends to the default PostHog host', async () => {
    const posthog = fakePosthog();
    jest.spyOn(globalThis, 'fetch').mockImplementation(posthog.fetch);
    const res = await onRequest({ request: post('/relay/s/'), env: {}, waitUntil: () => {} });
    expect(res.status).toBe(200);
    expect(posthog.sent[0]?.url).toBe('https://us.i.posthog.com/s/');
  });
});
