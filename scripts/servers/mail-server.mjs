// Local stand-in for the trial signup mail endpoint: stores each message in an outbox folder.
// It enforces the contract a production endpoint must follow (docs/deploying.md), because the
// browser sends `to` and `from_email` itself: an endpoint that trusted them would be an open relay.
// So the tests exercise the safe flow: pinned recipients, the site's origins only, a rate limit.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { isMain, listen } from '../lib/common.mjs';

/** @import { IncomingMessage, OutgoingHttpHeaders, Server, ServerResponse } from 'node:http' */

/**
 * @typedef {object} MailServerOptions
 * @property {string} outbox folder that receives one `.json` and one `.html` file per submission
 */

/**
 * @typedef {object} MailOptions
 * @property {string[]} allowedTo the only recipients a submission may name
 * @property {string[]} allowedOrigins the site origins that get a CORS grant
 * @property {number} rateLimit submissions per minute per client address
 */

/**
 * @typedef {object} Settings
 * @property {string} outbox
 * @property {string[]} allowedTo
 * @property {string[]} allowedOrigins
 * @property {(client: string) => number | null} overLimit seconds to wait, or null when allowed
 */

/** @typedef {ServerResponse & { corsHeaders?: OutgoingHttpHeaders }} Res */

/**
 * A submission's fields, validated.
 *
 * @typedef {Record<(typeof FIELDS)[number], string>} Message
 */

/**
 * What is stored: `from_email` only as the address to reply to.
 *
 * @typedef {Omit<Message, 'from_email'> & { reply_to: string }} StoredMessage
 */

const MAX_BODY_BYTES = 1024 * 1024;
const FIELDS = /** @type {const} */ (['from_email', 'to', 'subject', 'body_html']);
/** @type {Set<string>} */
const EMAIL_FIELDS = new Set(['from_email', 'to']);
const EMAIL_PATTERN = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/;
/** The subject the site sends (content/trial.ts); anything else is not a trial signup. */
export const TRIAL_SUBJECT = 'New Trial Signup';
const RATE_WINDOW_MS = 60_000;

const CORS_HEADERS = {
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-max-age': '600',
};

/** @param {string | undefined} value */
const list = (value) =>
  String(value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * lib/env.ts's default NEXT_PUBLIC_TRIAL_EMAIL_TO, the one the export sends to when it is unset
 * (tests/unit/lib/env.test.ts keeps the two equal). Not imported from lib/env-defaults.mjs: the
 * end-to-end tests load that module twice, as CommonJS through lib/env.ts and as ESM through this
 * file, and Playwright's compilation cache then serves the CommonJS build to the ESM import.
 */
const DEFAULT_RECIPIENT = 'sales@kyrelo.example';

/**
 * The stand-in's settings from the environment: MAIL_ALLOWED_TO (default the site's configured
 * recipient), MAIL_ALLOWED_ORIGINS (default the `npm start` site on PORT) and MAIL_RATE_LIMIT
 * (submissions per minute per client address, default 5).
 *
 * @param {Record<string, string | undefined>} [env]
 * @returns {MailOptions}
 */
export function mailOptionsFromEnv(env = process.env) {
  const sitePort = env.PORT ?? '3000';
  const allowedTo = list(env.MAIL_ALLOWED_TO);
  const allowedOrigins = list(env.MAIL_ALLOWED_ORIGINS);
  const rateLimit = Number(env.MAIL_RATE_LIMIT ?? 5);
  return {
    allowedTo: allowedTo.length
      ? allowedTo
      : [env.NEXT_PUBLIC_TRIAL_EMAIL_TO?.trim() || DEFAULT_RECIPIENT],
    allowedOrigins: allowedOrigins.length
      ? allowedOrigins
      : [`http://localhost:${sitePort}`, `http://127.0.0.1:${sitePort}`],
    rateLimit: Number.isFinite(rateLimit) && rateLimit >= 0 ? rateLimit : 5,
  };
}

class HttpError extends Error {
  /**
   * @param {number} status
   * @param {string} message
   * @param {OutgoingHttpHeaders} [headers]
   */
  constructor(status, message, headers = {}) {
    super(message);
    this.status = status;
    this.headers = headers;
  }
}

/**
 * CORS headers for the request's origin: a grant only for one of the site's own origins.
 *
 * @param {IncomingMessage} req
 * @param {string[]} allowedOrigins
 * @returns {OutgoingHttpHeaders}
 */
function corsHeaders(req, allowedOrigins) {
  const origin = req.headers.origin;
  const granted = origin !== undefined && allowedOrigins.includes(origin);
  return granted
    ? { ...CORS_HEADERS, 'access-control-allow-origin': origin, vary: 'Origin' }
    : { vary: 'Origin' };
}

/**
 * @param {Res} res
 * @param {number} status
 * @param {unknown} payload
 * @param {OutgoingHttpHeaders} [extraHeaders]
 */
function sendJson(res, status, payload, extraHeaders = {}) {
  res.writeHead(status, {
    ...res.corsHeaders,
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...extraHeaders,
  });
  res.end(JSON.stringify(payload));
}

/**
 * @param {IncomingMessage} req
 * @param {Res} res
 */
function sendPreflight(req, res) {
  res.writeHead(204, {
    ...res.corsHeaders,
    'access-control-allow-headers': req.headers['access-control-request-headers'] ?? 'content-type',
    'content-length': '0',
  });
  res.end();
}

/** @param {IncomingMessage} req */
async function readBody(req) {
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
    throw new HttpError(413, 'Request body must be at most 1 MB');
  }
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'Request body must be at most 1 MB');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** @param {IncomingMessage} req */
async function parseMultipart(req) {
  const contentType = req.headers['content-type'] ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    throw new HttpError(415, 'Content-Type must be multipart/form-data');
  }
  const body = await readBody(req);
  // The platform's multipart parser; a Response needs no URL, method or streaming options.
  const response = new Response(body, { headers: { 'content-type': contentType } });
  return response.formData().catch(() => {
    throw new HttpError(400, 'Malformed multipart/form-data body');
  });
}

/**
 * @param {FormData} form
 * @param {string} name
 */
function validateField(form, name) {
  const value = form.get(name);
  if (value === null || (typeof value === 'string' && value.trim() === '')) {
    throw new HttpError(400, `Missing field: ${name}`);
  }
  if (typeof value !== 'string') throw new HttpError(400, `Invalid field: ${name} must be text`);
  if (EMAIL_FIELDS.has(name) && !EMAIL_PATTERN.test(value.trim())) {
    throw new HttpError(400, `Invalid field: ${name} must be an email address`);
  }
  // A line break in a header-like field would allow header injection in a real mailer.
  if (name === 'subject' && /[\r\n]/.test(value)) {
    throw new HttpError(400, 'Invalid field: subject must be a single line');
  }
  return EMAIL_FIELDS.has(name) ? value.trim() : value;
}

/**
 * @param {FormData} form
 * @param {{ allowedTo: string[] }} settings
 * @returns {Message}
 */
function readMessage(form, { allowedTo }) {
  const message = /** @type {Message} */ (
    Object.fromEntries(FIELDS.map((name) => [name, validateField(form, name)]))
  );
  /** @type {readonly string[]} */
  const fields = FIELDS;
  // Extra fields (cc, bcc, reply_to, attachments…) are how a relay gets abused: none are accepted.
  for (const name of new Set(form.keys())) {
    if (!fields.includes(name)) throw new HttpError(400, `Unexpected field: ${name}`);
    if (form.getAll(name).length > 1) throw new HttpError(400, `Repeated field: ${name}`);
  }
  if (!allowedTo.some((address) => address.toLowerCase() === message.to.toLowerCase())) {
    throw new HttpError(400, 'Invalid field: to is not an allowed recipient');
  }
  if (message.subject !== TRIAL_SUBJECT) {
    throw new HttpError(400, `Invalid field: subject must be "${TRIAL_SUBJECT}"`);
  }
  return message;
}

/**
 * At most `limit` submissions per client address in any minute; a fixed window per client.
 *
 * @param {number} limit
 * @param {() => number} [now]
 * @returns {(client: string) => number | null}
 */
function createRateLimiter(limit, now = () => Date.now()) {
  /** @type {Map<string, { start: number, count: number }>} */
  const windows = new Map();
  return (client) => {
    const time = now();
    for (const [key, old] of windows) {
      if (time - old.start >= RATE_WINDOW_MS) windows.delete(key);
    }
    const entry = windows.get(client) ?? { start: time, count: 0 };
    windows.set(client, entry);
    entry.count++;
    if (entry.count <= limit) return null;
    return Math.ceil((entry.start + RATE_WINDOW_MS - time) / 1000);
  };
}

/** @type {Record<string, string>} */
const HTML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** @param {string} text */
function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

// The body is submitted HTML; the CSP keeps any script in it from running when opened locally.
/** @param {StoredMessage} message */
function previewHtml(message) {
  return [
    '<!doctype html>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="script-src 'none'">`,
    `<title>${escapeHtml(message.subject)}</title>`,
    `<p>Reply-To (from_email, unverified): ${escapeHtml(message.reply_to)}<br>To: ${escapeHtml(message.to)}</p>`,
    '<hr>',
    message.body_html,
    '',
  ].join('\n');
}

/**
 * @param {string} outbox
 * @param {StoredMessage} message
 */
async function storeMessage(outbox, message) {
  const receivedAt = new Date().toISOString();
  const id = `${receivedAt.replaceAll(':', '-')}-${randomBytes(4).toString('hex')}`;
  await mkdir(outbox, { recursive: true });
  const record = { receivedAt, ...message, note: REPLY_TO_NOTE };
  await writeFile(path.join(outbox, `${id}.json`), `${JSON.stringify(record, null, 2)}\n`);
  await writeFile(path.join(outbox, `${id}.html`), previewHtml(message));
  return id;
}

const REPLY_TO_NOTE =
  'from_email comes from the browser, so it is stored as reply_to only; a real endpoint sends from its own fixed address.';

/**
 * @param {IncomingMessage} req
 * @param {Res} res
 * @param {Settings} settings
 */
async function handleSendEmail(req, res, settings) {
  const retryAfter = settings.overLimit(req.socket.remoteAddress ?? 'unknown');
  if (retryAfter !== null) {
    throw new HttpError(
      429,
      'Too many signups from this address. Please wait a minute and try again.',
      {
        'retry-after': String(retryAfter),
      },
    );
  }
  const form = await parseMultipart(req);
  const { from_email, ...rest } = readMessage(form, settings);
  const message = { ...rest, reply_to: from_email };
  const id = await storeMessage(settings.outbox, message);
  console.log(
    `[mail] -> ${message.to} "${message.subject}" (reply-to ${from_email}, unverified) saved as ${id}.json`,
  );
  sendJson(res, 200, { ok: true, id });
}

/**
 * @param {IncomingMessage} req
 * @param {Res} res
 * @param {Settings} settings
 */
async function route(req, res, settings) {
  const pathname = (req.url ?? '/').split('?', 1)[0];
  res.corsHeaders = corsHeaders(req, settings.allowedOrigins);
  const foreign =
    req.headers.origin !== undefined && !settings.allowedOrigins.includes(req.headers.origin);
  // CORS only hides the answer: a plain multipart POST from another site would still be sent.
  if (foreign && pathname === '/send-email') {
    throw new HttpError(403, 'Origin not allowed');
  }
  if (req.method === 'OPTIONS') return sendPreflight(req, res);
  if (pathname === '/health' && (req.method === 'GET' || req.method === 'HEAD')) {
    return sendJson(res, 200, { ok: true });
  }
  if (pathname === '/send-email') {
    if (req.method !== 'POST') {
      return sendJson(res, 405, { message: 'Method not allowed' }, { allow: 'POST, OPTIONS' });
    }
    return handleSendEmail(req, res, settings);
  }
  sendJson(res, 404, { message: 'Not found' });
}

/**
 * @param {Res} res
 * @param {unknown} error
 */
function handleError(res, error) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (error instanceof HttpError) {
    // Stop reading an unread upload; the client gets the answer, then the connection closes.
    const unread = [413, 429, 403].includes(error.status);
    const extra = { ...error.headers, ...(unread ? { connection: 'close' } : {}) };
    sendJson(res, error.status, { message: error.message }, extra);
    return;
  }
  console.error('[mail] request failed:', error);
  sendJson(res, 500, { message: 'Internal server error' });
}

/**
 * An http.Server (not yet listening) that accepts POST /send-email and writes to `outbox`.
 * Options left out come from the environment (mailOptionsFromEnv).
 *
 * @param {MailServerOptions & Partial<MailOptions>} options
 * @returns {Server}
 */
export function createMailServer({ outbox, ...options }) {
  const { allowedTo, allowedOrigins, rateLimit } = { ...mailOptionsFromEnv(), ...options };
  const settings = {
    outbox: path.resolve(outbox),
    allowedTo,
    allowedOrigins,
    overLimit: createRateLimiter(rateLimit),
  };
  return createServer((req, res) => {
    route(req, res, settings).catch((error) => handleError(res, error));
  });
}

if (isMain(import.meta.filename)) {
  const outbox = process.env.OUTBOX ?? 'outbox';
  // No top-level await, like serve.mjs: importers compiled to CommonJS could not load it.
  void listen(createMailServer({ outbox }), Number(process.env.MAIL_PORT ?? 8000)).then((port) => {
    const url = `http://localhost:${port}/send-email`;
    const { allowedTo, allowedOrigins, rateLimit } = mailOptionsFromEnv();
    console.log(`Mail stand-in at ${url}, writing to ${path.resolve(outbox)}`);
    console.log(
      `  to: ${allowedTo.join(', ')}; origins: ${allowedOrigins.join(', ')}; ${rateLimit}/minute per client`,
    );
  });
}
