// A stand-in for PostHog's ingestion and assets hosts behind the analytics relay, mounted at
// /posthog/ of the provider stub (provider-stub.mjs): the relay's tests point
// NEXT_PUBLIC_POSTHOG_HOST at http://127.0.0.1:<port>/posthog. It answers as PostHog does
// ({"status":1} for events, a remote config for /array/<key>/config), always with a Set-Cookie
// the relay must drop, and records what reached it: method, path, raw query, the headers that
// matter, whether a cookie came along, the body's bytes and the events decoded from them.
// GET /posthog/_received?marker=… lists the records whose path, query or decoded body contain the
// marker. A query with `stub=slow` is answered only after 15 s (past the relay's time-out).
import { gunzipSync } from 'node:zlib';

/** @import { IncomingMessage, ServerResponse } from 'node:http' */

export const POSTHOG_STUB_PREFIX = '/posthog/';

/**
 * @typedef {object} PosthogRecord
 * @property {string} method
 * @property {string} path the path below /posthog
 * @property {string} query the raw query, `?` included, as it arrived
 * @property {Record<string, string | undefined>} headers
 * @property {boolean} cookie whether a Cookie header arrived
 * @property {string} body the raw body bytes, base64
 * @property {string} text the body decoded (gzip-js, base64 form or plain)
 * @property {{ event: string, distinct_id?: string }[]} events
 */

/**
 * A posthog-js body as text: gzip (posthog-js 1.449 sends it with no `compression` parameter, as
 * PostHog recognises gzip by its first bytes; older versions said `compression=gzip-js`), a base64
 * `data=` form, or JSON.
 *
 * @param {Buffer} body
 * @param {URLSearchParams} query
 */
export function decodePosthogBody(body, query) {
  if (body.length === 0) return '';
  try {
    const gzip = body[0] === 0x1f && body[1] === 0x8b;
    if (gzip || query.get('compression') === 'gzip-js') return gunzipSync(body).toString('utf8');
    const text = body.toString('utf8');
    if (text.startsWith('data=')) {
      return Buffer.from(decodeURIComponent(text.slice(5)), 'base64').toString('utf8');
    }
    return text;
  } catch {
    return '';
  }
}

/** @param {string} text */
function eventsIn(text) {
  try {
    const payload = JSON.parse(text);
    const list = Array.isArray(payload) ? payload : (payload.batch ?? [payload]);
    return /** @type {Record<string, unknown>[]} */ (list)
      .filter((item) => typeof item?.event === 'string')
      .map((item) => ({
        event: String(item.event),
        ...(typeof item.distinct_id === 'string' ? { distinct_id: item.distinct_id } : {}),
      }));
  } catch {
    return [];
  }
}

/**
 * @param {ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 * @param {Record<string, string>} [headers]
 */
function json(res, status, body, headers = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/** The request handler for everything under /posthog/, with its own record of what arrived. */
export function createPosthogStub() {
  /** @type {PosthogRecord[]} */
  const received = [];
  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function handle(req, res) {
    const raw = req.url ?? '/';
    const queryAt = raw.indexOf('?');
    const query = queryAt === -1 ? '' : raw.slice(queryAt);
    const path = (queryAt === -1 ? raw : raw.slice(0, queryAt)).slice(
      POSTHOG_STUB_PREFIX.length - 1,
    );
    const params = new URLSearchParams(query);
    if (req.method === 'GET' && path === '/_received') {
      const marker = params.get('marker') ?? '';
      return json(
        res,
        200,
        received.filter(
          (record) => marker && `${record.path}${record.query}\n${record.text}`.includes(marker),
        ),
      );
    }
    /** @type {Buffer[]} */
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = Buffer.concat(chunks);
    const text = decodePosthogBody(body, params);
    received.push({
      method: req.method ?? '',
      path,
      query,
      headers: Object.fromEntries(
        ['host', 'x-forwarded-for', 'content-type', 'user-agent', 'forwarded', 'x-real-ip'].map(
          (name) => [name, [req.headers[name] ?? []].flat().join(', ') || undefined],
        ),
      ),
      cookie: req.headers.cookie !== undefined,
      body: body.toString('base64'),
      text,
      events: eventsIn(text),
    });
    // PostHog sets no cookie on these answers; this one shows whether a relay would pass one on.
    const cookie = { 'set-cookie': 'stub_session=1; Path=/' };
    const answer = () => {
      const config = /^\/array\/([^/]+)\/config$/.exec(path);
      if (config) {
        return json(
          res,
          200,
          {
            token: config[1],
            supportedCompression: ['gzip-js', 'base64'],
            sessionRecording: { endpoint: '/s/' },
          },
          { ...cookie, 'cache-control': 'public, max-age=300' },
        );
      }
      json(res, 200, { status: 1 }, cookie);
    };
    if (params.get('stub') === 'slow') setTimeout(answer, 15_000).unref();
    else answer();
  }
  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  return (req, res) => handle(req, res).catch(() => res.destroy());
}
