// A CRM's inbound webhook for the tests, mounted on the provider stub at /webhook: it checks each
// request with the receiver's snippet the docs give (docs/examples/verify-lead-webhook.mjs) and
// records what it accepted. How it answers is chosen by the lead's e-mail address, so tests in
// parallel each get their own behaviour: a local part starting with
//   webhook-500 / webhook-422   that status, every time
//   webhook-once                503 the first time, accepted after that
// and anything else is accepted. A request whose signature does not verify gets a 401.
// GET /webhook/received?email=… lists, for that address, every request with its verdict.
import { verifyLeadWebhook } from '../../docs/examples/verify-lead-webhook.mjs';

/** @import { IncomingMessage, ServerResponse } from 'node:http' */

/**
 * @typedef {object} WebhookRequest
 * @property {string} id the `webhook-id` header
 * @property {number} status what the receiver answered
 * @property {boolean} verified the signature and timestamp checked out
 * @property {boolean} duplicate an id it had already accepted
 * @property {string} body the raw body, as it came
 */

/**
 * @param {ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 */
function json(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** @param {string} body */
function emailOf(body) {
  try {
    return String(JSON.parse(body)?.data?.fields?.email ?? '');
  } catch {
    return '';
  }
}

/**
 * The receiver's request handler, for requests under /webhook; `secret` is the endpoints'
 * LEADS_WEBHOOK_SECRET.
 *
 * @param {string} secret
 */
export function createWebhookReceiver(secret) {
  /** @type {Map<string, WebhookRequest[]>} */
  const requests = new Map();
  /** @type {Set<string>} */
  const accepted = new Set();
  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {URL} url
   */
  return async function receive(req, res, url) {
    if (req.method === 'GET' && url.pathname === '/webhook/received') {
      return json(res, 200, requests.get(url.searchParams.get('email') ?? '') ?? []);
    }
    if (req.method !== 'POST' || url.pathname !== '/webhook') {
      return json(res, 404, { message: 'Not found' });
    }
    /** @type {Buffer[]} */
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = Buffer.concat(chunks).toString('utf8');
    const headers = /** @type {Record<string, string>} */ (req.headers);
    const id = headers['webhook-id'] ?? '';
    const email = emailOf(body);
    const list = requests.get(email) ?? [];
    requests.set(email, list);
    const local = email.split('@')[0] ?? '';
    let verified = true;
    try {
      verifyLeadWebhook(secret, headers, body);
    } catch {
      verified = false;
    }
    const status = !verified
      ? 401
      : local.startsWith('webhook-500')
        ? 500
        : local.startsWith('webhook-422')
          ? 422
          : local.startsWith('webhook-once') && list.length === 0
            ? 503
            : 200;
    const duplicate = status === 200 && accepted.has(id);
    if (status === 200) accepted.add(id);
    list.push({ id, status, verified, duplicate, body });
    json(res, status, status === 200 ? { received: true } : { error: status });
  };
}
