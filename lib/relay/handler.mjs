// The analytics relay's rules on Cloudflare Pages (functions/relay/[[path]].ts): a request to
// /relay/… is forwarded to PostHog when it is one posthog-js makes (routes.mjs), with the
// visitor's address and without cookies, and nothing about it is kept. nginx applies the same
// rules in deploy/nginx/kyrelo.conf.
import { readBoundedBody } from '../bounded-body.mjs';
import { posthogUpstreams, relayRoute } from './routes.mjs';

export const RELAY_LIMITS = Object.freeze({
  /**
   * posthog-js splits a session recording into requests of at most about 6.6 MB of JSON (its
   * SEVEN_MEGABYTES with wiggle room), usually gzip'd to a fraction of that; 10 MiB takes the
   * largest even uncompressed and base64-encoded (8.8 MB). Anything larger is not posthog-js's.
   */
  maxBodyBytes: 10 * 1024 * 1024,
  /**
   * Requests per client and minute. A visit sends a handful: the remote config per page, an event
   * batch every few seconds, a recording chunk every 2 s while recording; 300 leaves room for a
   * few visitors behind one address, and stops a flood from reaching PostHog in our name.
   */
  perMinute: 300,
  /** PostHog answers in well under a second; a stalled upstream must not hold the visitor's page. */
  timeoutMs: 10_000,
});

/** The visitor's headers PostHog needs; everything else (Cookie, Authorization, …) stays here. */
const FORWARDED_HEADERS = ['content-type', 'accept', 'user-agent'];
/** Answer headers that describe the connection or the encoding the runtime already undid. */
const DROPPED_ANSWER_HEADERS = [
  'set-cookie',
  'set-cookie2',
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
];

/**
 * @param {number} status
 * @param {string} message
 * @param {Record<string, string>} [headers]
 */
function refusal(status, message, headers = {}) {
  return Response.json(
    { message },
    {
      status,
      headers: { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', ...headers },
    },
  );
}

/**
 * Counts each client's requests in fixed minutes, in this process or isolate only: the relay
 * stores nothing (docs/deploying.md names the WAF rule that bounds all isolates together).
 *
 * @param {number} perMinute
 * @param {() => number} now
 */
function minuteCounter(perMinute, now) {
  let minute = -1;
  /** @type {Map<string, number>} */
  let counts = new Map();
  /** @param {string} client seconds until the next minute when over the limit, else null */
  return (client) => {
    const current = Math.floor(now() / 60_000);
    if (current !== minute) {
      minute = current;
      counts = new Map();
    }
    const count = (counts.get(client) ?? 0) + 1;
    counts.set(client, count);
    return count > perMinute
      ? Math.max(1, Math.ceil(((current + 1) * 60_000 - now()) / 1000))
      : null;
  };
}

/**
 * @typedef {object} RelayOptions
 * @property {string} host NEXT_PUBLIC_POSTHOG_HOST: PostHog Cloud's region, or any other PostHog
 * @property {typeof fetch} [fetch]
 * @property {Partial<Record<keyof typeof RELAY_LIMITS, number>>} [limits]
 * @property {() => number} [now]
 */

/**
 * The relay for one PostHog host. `handle` takes the request and the client's address (on Pages,
 * CF-Connecting-IP, which the edge sets) and never throws.
 *
 * @param {RelayOptions} options
 */
export function createRelay({ host, fetch = globalThis.fetch, limits = {}, now = Date.now }) {
  const { maxBodyBytes, perMinute, timeoutMs } = { ...RELAY_LIMITS, ...limits };
  const upstreams = posthogUpstreams(host);
  const overLimit = minuteCounter(perMinute, now);

  /**
   * @param {Request} request
   * @param {string} client
   * @returns {Promise<Response>}
   */
  async function handle(request, client) {
    // Counted before anything else: a flood of refused paths is a flood too.
    const wait = overLimit(client || 'unknown');
    if (wait !== null) {
      return refusal(429, 'Too many requests from this address', { 'retry-after': String(wait) });
    }
    const url = new URL(request.url);
    const route = relayRoute(url.pathname, request.method);
    if ('status' in route) {
      return route.status === 405
        ? refusal(405, 'Method not allowed', { allow: route.allow ?? '' })
        : refusal(404, 'Not found');
    }
    let body;
    try {
      body = request.method === 'POST' ? await readBoundedBody(request, maxBodyBytes) : undefined;
    } catch {
      return refusal(400, 'Request body was cut off');
    }
    if (body === null) {
      return refusal(413, `Request body must be at most ${maxBodyBytes / 1024 / 1024} MB`);
    }
    const headers = new Headers();
    for (const name of FORWARDED_HEADERS) {
      const value = request.headers.get(name);
      if (value !== null) headers.set(name, value);
    }
    // One address, the one the edge saw: PostHog derives the approximate location from it, and a
    // client cannot slip in another.
    if (client) headers.set('x-forwarded-for', client);
    // The query (compression, version, cache buster) and the body go on byte for byte.
    const target = `${upstreams[route.upstream]}${route.path}${url.search}`;
    try {
      const answer = await fetch(target, {
        method: request.method,
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      // Read whole inside the time-out: PostHog's answers are small, and a stalled body counts
      // as no answer.
      const bytes = await answer.arrayBuffer();
      const answerHeaders = new Headers(answer.headers);
      for (const name of DROPPED_ANSWER_HEADERS) answerHeaders.delete(name);
      if (!answerHeaders.has('cache-control')) answerHeaders.set('cache-control', 'no-store');
      const empty = request.method === 'HEAD' || [101, 204, 205, 304].includes(answer.status);
      return new Response(empty ? null : bytes, {
        status: answer.status,
        headers: answerHeaders,
      });
    } catch (error) {
      // Only the time-out's signal aborts the request (a DOMException, not always an Error here).
      const name = /** @type {{ name?: unknown } | null} */ (error)?.name;
      const timedOut = name === 'TimeoutError' || name === 'AbortError';
      return timedOut
        ? refusal(504, 'Analytics did not answer in time')
        : refusal(502, 'Analytics could not be reached');
    }
  }

  return { handle };
}
