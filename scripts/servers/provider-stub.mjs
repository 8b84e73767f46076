// A stand-in for the e-mail providers' HTTP APIs (Resend's POST /emails, Postmark's POST /email)
// for the end-to-end tests: no test reaches the internet. It records what would have been sent.
// How it answers is chosen by the message's Reply-To (the visitor's address), so tests running
// in parallel each get their own behaviour: a local part starting with
//   provider-500 / provider-422  that status, every time
//   provider-slow                an answer only after 10 s (past the endpoint's time-out)
//   provider-drop                the connection closed without an answer
//   provider-once                500 the first time, accepted after that
// and anything else is accepted. GET /sent?reply_to=… lists the accepted messages for an address,
// GET /attempts?reply_to=… counts every request for it. POST /turnstile/v0/siteverify answers as
// Cloudflare Turnstile's verification does for its documented test secrets (TURNSTILE_TEST_SECRETS).
import { createServer } from 'node:http';
import { Readable } from 'node:stream';
import { isMain, listen } from '../lib/common.mjs';
import { createWebhookReceiver } from './webhook-receiver.mjs';
import { POSTHOG_STUB_PREFIX, createPosthogStub } from './posthog-stub.mjs';

/** @import { IncomingMessage, Server, ServerResponse } from 'node:http' */

/** Turnstile's documented test secrets: one always passes, one always fails. */
export const TURNSTILE_TEST_SECRETS = Object.freeze({
  pass: '1x0000000000000000000000000000000AA',
  fail: '2x0000000000000000000000000000000AA',
});

/**
 * Turnstile's verdict for a form with `secret` and `response`, as Cloudflare gives it for its test
 * secrets; any other secret is invalid.
 *
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 */
async function siteverify(req, res) {
  const body = new Response(/** @type {any} */ (Readable.toWeb(req)), {
    headers: { 'content-type': String(req.headers['content-type'] ?? '') },
  });
  const form = await body.formData().catch(() => new FormData());
  const secret = form.get('secret');
  const token = form.get('response');
  if (!token) return json(res, 200, { success: false, 'error-codes': ['missing-input-response'] });
  // What Cloudflare answers for its test secrets: a fixed host name and no action.
  if (secret === TURNSTILE_TEST_SECRETS.pass) {
    return json(res, 200, { success: true, hostname: 'example.com', action: '' });
  }
  const code =
    secret === TURNSTILE_TEST_SECRETS.fail ? 'invalid-input-response' : 'invalid-input-secret';
  json(res, 200, { success: false, 'error-codes': [code] });
}

/** The only API key the stub takes: a wrong or missing key is a 401, as at the providers. */
export const STUB_API_KEY = 'stub-provider-key';

/**
 * @typedef {object} SentMessage
 * @property {'resend' | 'postmark'} api
 * @property {string} from
 * @property {string} to
 * @property {string} replyTo
 * @property {string} subject
 * @property {string} html
 * @property {string} text
 * @property {string | null} idempotencyKey
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

/** @param {IncomingMessage} req */
async function readJson(req) {
  /** @type {Buffer[]} */
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

/**
 * @param {'resend' | 'postmark'} api
 * @param {IncomingMessage} req
 * @param {Record<string, any>} body
 * @returns {SentMessage}
 */
function messageOf(api, req, body) {
  if (api === 'postmark') {
    return {
      api,
      from: body.From,
      to: body.To,
      replyTo: body.ReplyTo,
      subject: body.Subject,
      html: body.HtmlBody,
      text: body.TextBody,
      idempotencyKey: null,
    };
  }
  return {
    api,
    from: body.from,
    to: Array.isArray(body.to) ? body.to.join(',') : body.to,
    replyTo: body.reply_to,
    subject: body.subject,
    html: body.html,
    text: body.text,
    idempotencyKey: String(req.headers['idempotency-key'] ?? '') || null,
  };
}

/** @returns {Server} */
export function createProviderStub() {
  /** @type {SentMessage[]} */
  const sent = [];
  /** @type {Map<string, number>} */
  const attempts = new Map();
  // PostHog behind the analytics relay (posthog-stub.mjs).
  const posthog = createPosthogStub();
  // The endpoints' CRM webhook (tests/e2e/origins.ts gives it their LEADS_WEBHOOK_SECRET).
  const webhook = createWebhookReceiver(process.env.WEBHOOK_SECRET ?? '');
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    if (url.pathname.startsWith('/webhook')) {
      return void webhook(req, res, url).catch(() =>
        json(res, 400, { message: 'stub: bad request' }),
      );
    }
    if (url.pathname.startsWith(POSTHOG_STUB_PREFIX)) return void posthog(req, res);
    if (req.method === 'GET' && (url.pathname === '/sent' || url.pathname === '/attempts')) {
      const address = url.searchParams.get('reply_to') ?? '';
      if (url.pathname === '/attempts')
        return json(res, 200, { count: attempts.get(address) ?? 0 });
      return json(
        res,
        200,
        sent.filter((message) => message.replyTo === address),
      );
    }
    if (req.method === 'POST' && url.pathname === '/turnstile/v0/siteverify') {
      return void siteverify(req, res);
    }
    /** @type {'resend' | 'postmark' | null} */
    const api =
      req.method === 'POST' && url.pathname === '/emails'
        ? 'resend'
        : req.method === 'POST' && url.pathname === '/email'
          ? 'postmark'
          : null;
    if (!api) return json(res, 404, { message: 'Not found' });
    const key =
      api === 'resend'
        ? req.headers.authorization
        : `Bearer ${req.headers['x-postmark-server-token'] ?? ''}`;
    if (key !== `Bearer ${STUB_API_KEY}`) return json(res, 401, { message: 'Bad API key' });
    readJson(req)
      .then((body) => {
        const message = messageOf(api, req, body);
        const count = (attempts.get(message.replyTo) ?? 0) + 1;
        attempts.set(message.replyTo, count);
        const local = message.replyTo?.split('@')[0] ?? '';
        if (local.startsWith('provider-500')) return json(res, 500, { message: 'stub: down' });
        if (local.startsWith('provider-422')) {
          return json(res, 422, { ErrorCode: 300, message: 'stub: invalid sender' });
        }
        if (local.startsWith('provider-drop')) return void req.socket.destroy();
        if (local.startsWith('provider-once') && count === 1) {
          return json(res, 500, { message: 'stub: down once' });
        }
        const accept = () => {
          sent.push(message);
          const id = `stub-${sent.length}`;
          json(res, 200, api === 'postmark' ? { ErrorCode: 0, MessageID: id } : { id });
        };
        if (local.startsWith('provider-slow')) setTimeout(accept, 10_000).unref();
        else accept();
      })
      .catch(() => json(res, 400, { message: 'stub: invalid JSON' }));
  });
}

if (isMain(import.meta.filename)) {
  void listen(createProviderStub(), Number(process.env.PORT ?? 8026), '127.0.0.1').then((port) =>
    console.log(`Provider stub at http://127.0.0.1:${port}/ (Resend /emails, Postmark /email)`),
  );
}
