// Local stand-in for the trial signup mail endpoint: stores each message in an outbox folder.
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
 * A submission's fields, validated.
 *
 * @typedef {Record<(typeof FIELDS)[number], string>} Message
 */

const MAX_BODY_BYTES = 1024 * 1024;
const FIELDS = /** @type {const} */ (['from_email', 'to', 'subject', 'body_html']);
/** @type {Set<string>} */
const EMAIL_FIELDS = new Set(['from_email', 'to']);
const EMAIL_PATTERN = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/;

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-max-age': '600',
};

class HttpError extends Error {
  /**
   * @param {number} status
   * @param {string} message
   */
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/**
 * @param {ServerResponse} res
 * @param {number} status
 * @param {unknown} payload
 * @param {OutgoingHttpHeaders} [extraHeaders]
 */
function sendJson(res, status, payload, extraHeaders = {}) {
  res.writeHead(status, {
    ...CORS_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...extraHeaders,
  });
  res.end(JSON.stringify(payload));
}

/**
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 */
function sendPreflight(req, res) {
  res.writeHead(204, {
    ...CORS_HEADERS,
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
 * @returns {Message}
 */
function readMessage(form) {
  return /** @type {Message} */ (
    Object.fromEntries(FIELDS.map((name) => [name, validateField(form, name)]))
  );
}

/** @type {Record<string, string>} */
const HTML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** @param {string} text */
function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

// The body is submitted HTML; the CSP keeps any script in it from running when opened locally.
/** @param {Message} message */
function previewHtml(message) {
  return [
    '<!doctype html>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="script-src 'none'">`,
    `<title>${escapeHtml(message.subject)}</title>`,
    `<p>From: ${escapeHtml(message.from_email)}<br>To: ${escapeHtml(message.to)}</p>`,
    '<hr>',
    message.body_html,
    '',
  ].join('\n');
}

/**
 * @param {string} outbox
 * @param {Message} message
 */
async function storeMessage(outbox, message) {
  const receivedAt = new Date().toISOString();
  const id = `${receivedAt.replaceAll(':', '-')}-${randomBytes(4).toString('hex')}`;
  await mkdir(outbox, { recursive: true });
  const record = { receivedAt, ...message };
  await writeFile(path.join(outbox, `${id}.json`), `${JSON.stringify(record, null, 2)}\n`);
  await writeFile(path.join(outbox, `${id}.html`), previewHtml(message));
  return id;
}

/**
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {string} outbox
 */
async function handleSendEmail(req, res, outbox) {
  const form = await parseMultipart(req);
  const message = readMessage(form);
  const id = await storeMessage(outbox, message);
  console.log(
    `[mail] ${message.from_email} -> ${message.to} "${message.subject}" saved as ${id}.json`,
  );
  sendJson(res, 200, { ok: true, id });
}

/**
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {string} outbox
 */
async function route(req, res, outbox) {
  const pathname = (req.url ?? '/').split('?', 1)[0];
  if (req.method === 'OPTIONS') return sendPreflight(req, res);
  if (pathname === '/health' && (req.method === 'GET' || req.method === 'HEAD')) {
    return sendJson(res, 200, { ok: true });
  }
  if (pathname === '/send-email') {
    if (req.method !== 'POST') {
      return sendJson(res, 405, { message: 'Method not allowed' }, { allow: 'POST, OPTIONS' });
    }
    return handleSendEmail(req, res, outbox);
  }
  sendJson(res, 404, { message: 'Not found' });
}

/**
 * @param {ServerResponse} res
 * @param {unknown} error
 */
function handleError(res, error) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (error instanceof HttpError) {
    // Stop reading an oversized upload; the client gets the answer, then the connection closes.
    const extra = error.status === 413 ? { connection: 'close' } : {};
    sendJson(res, error.status, { message: error.message }, extra);
    return;
  }
  console.error('[mail] request failed:', error);
  sendJson(res, 500, { message: 'Internal server error' });
}

/**
 * An http.Server (not yet listening) that accepts POST /send-email and writes to `outbox`.
 *
 * @param {MailServerOptions} options
 * @returns {Server}
 */
export function createMailServer({ outbox }) {
  const outboxPath = path.resolve(outbox);
  return createServer((req, res) => {
    route(req, res, outboxPath).catch((error) => handleError(res, error));
  });
}

if (isMain(import.meta.filename)) {
  const outbox = process.env.OUTBOX ?? 'outbox';
  // No top-level await, like serve.mjs: importers compiled to CommonJS could not load it.
  void listen(createMailServer({ outbox }), Number(process.env.MAIL_PORT ?? 8000)).then((port) => {
    const url = `http://localhost:${port}/send-email`;
    console.log(`Mail stand-in at ${url}, writing to ${path.resolve(outbox)}`);
  });
}
