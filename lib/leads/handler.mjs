// The signup endpoint as one function from a Request to a Response (the Fetch API), so workerd
// (functions/send-email/[[path]].ts) and Node (scripts/servers/mail-server.mjs) run the same
// code. Routes: POST /send-email (the signup), OPTIONS for CORS, GET /send-email/pending and
// POST /send-email/retry (the kept leads, behind LEADS_ADMIN_TOKEN), GET /health.
import {
  LeadError,
  MAX_BODY_BYTES,
  TURNSTILE_FIELD,
  isBot,
  messages,
  readLead,
} from './contract.mjs';
import { signupHtml, signupText } from './markup.mjs';
import { deliver } from './providers.mjs';
import { keepLead, keptLeads, overLimit, retryKept } from './store.mjs';

/**
 * @typedef {object} LeadContext
 * @property {import('./config.mjs').LeadSettings} settings
 * @property {string} client the client's address, as the platform vouches for it
 * @property {string} ownOrigin the origin the endpoint is served on (the site's, behind a proxy)
 * @property {import('./store.mjs').Store | null} store null: nothing can be kept (misconfigured)
 * @property {(mail: import('./providers.mjs').Mail) => Promise<void>} [send] default: the provider
 * @property {typeof fetch} [fetch] for the provider and Turnstile
 * @property {(promise: Promise<unknown>) => void} [waitUntil] work that may outlive the answer
 * @property {Pick<Console, 'log' | 'error'>} [log]
 * @property {() => number} [now] the clock the rate limit counts minutes by (Date.now)
 */

const BASE = '/send-email';

/**
 * @param {number} status
 * @param {unknown} payload
 * @param {Record<string, string>} [headers]
 */
function json(status, payload, headers = {}) {
  return new Response(JSON.stringify(payload), {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      ...headers,
    },
  });
}

/**
 * @param {Request} request
 * @param {LeadContext} ctx
 */
function allowedOrigin(request, ctx) {
  const origin = request.headers.get('origin');
  if (origin === null) return null;
  return origin === ctx.ownOrigin || ctx.settings.allowedOrigins.includes(origin) ? origin : null;
}

/**
 * @param {Request} request
 * @param {number} max
 */
async function readBody(request, max) {
  if (Number(request.headers.get('content-length') ?? 0) > max) {
    throw new LeadError(413, messages.tooLarge);
  }
  const reader = request.body?.getReader();
  /** @type {Uint8Array[]} */
  const chunks = [];
  let size = 0;
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    // Stop reading: the servers close the connection after the answer.
    if (size > max) throw new LeadError(413, messages.tooLarge);
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** @param {Request} request */
async function readForm(request) {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    throw new LeadError(415, messages.notMultipart);
  }
  const body = await readBody(request, MAX_BODY_BYTES);
  // The platform's multipart parser; a Response needs no URL, method or streaming options.
  return new Response(body, { headers: { 'content-type': type } }).formData().catch(() => {
    throw new LeadError(400, messages.malformed);
  });
}

/**
 * Cloudflare Turnstile's verdict on the form's token. Only a definite "no" refuses the lead: when
 * Cloudflare does not answer in 5 s the lead goes through (and the log says so).
 *
 * @param {FormData} form
 * @param {LeadContext} ctx
 */
async function passesTurnstile(form, ctx) {
  const { turnstileSecret, turnstileVerifyUrl } = ctx.settings;
  const token = form.get(TURNSTILE_FIELD);
  if (typeof token !== 'string' || token === '') return false;
  const body = new FormData();
  body.append('secret', String(turnstileSecret));
  body.append('response', token);
  body.append('remoteip', ctx.client);
  try {
    const answer = await (ctx.fetch ?? fetch)(turnstileVerifyUrl, {
      method: 'POST',
      body,
      signal: AbortSignal.timeout(5000),
    });
    const verdict = /** @type {{ success?: unknown }} */ (await answer.json());
    return verdict.success === true;
  } catch (error) {
    (ctx.log ?? console).error(`[leads] Turnstile not verified, lead let through: ${error}`);
    return true;
  }
}

/**
 * @param {Request} request
 * @param {LeadContext} ctx
 */
async function signup(request, ctx) {
  const { settings, store } = ctx;
  const log = ctx.log ?? console;
  if (store) {
    const now = (ctx.now ?? Date.now)();
    const retryAfter = await overLimit(store, ctx.client, settings.rateLimit, now).catch(
      (error) => {
        log.error(`[leads] rate limit not checked (store failed): ${error}`);
        return null;
      },
    );
    if (retryAfter !== null) {
      throw new LeadError(429, messages.rateLimited, { 'retry-after': String(retryAfter) });
    }
  }
  const form = await readForm(request);
  const turnstile = Boolean(settings.turnstileSecret);
  if (isBot(form)) {
    // A bot is told it succeeded, so it does not try again; nothing is sent or kept.
    log.log('[leads] honeypot filled: dropped');
    return json(200, { ok: true });
  }
  const lead = readLead(form, { allowedTo: settings.allowedTo });
  if (turnstile && !(await passesTurnstile(form, ctx)))
    throw new LeadError(403, messages.turnstile);
  const mail = {
    id: crypto.randomUUID(),
    from: settings.from,
    to: lead.to,
    replyTo: lead.replyTo,
    subject: lead.subject,
    html: signupHtml(lead.blocks),
    text: signupText(lead.blocks),
  };
  const send = ctx.send ?? ((m) => deliver(settings, m, ctx.fetch));
  try {
    await send(mail);
  } catch (error) {
    log.error(`[leads] lead ${mail.id} not delivered: ${error}`);
    if (!store) throw new LeadError(503, messages.unavailable);
    try {
      await keepLead(store, mail, String(error));
    } catch (storeError) {
      log.error(`[leads] lead ${mail.id} not kept either: ${storeError}`);
      throw new LeadError(503, messages.unavailable);
    }
    log.log(`[leads] lead ${mail.id} kept for a retry`);
    return json(200, { ok: true, id: mail.id, queued: true });
  }
  log.log(`[leads] lead ${mail.id} delivered to ${mail.to}`);
  // The provider answers again: a good moment to send what it refused before.
  if (store && ctx.waitUntil) {
    ctx.waitUntil(retryKept(store, send, { max: 5 }).catch((e) => log.error(`[leads] ${e}`)));
  }
  return json(200, { ok: true, id: mail.id });
}

/**
 * @param {Request} request
 * @param {LeadContext} ctx
 */
function isAdmin(request, ctx) {
  const token = ctx.settings.adminToken;
  const given = request.headers.get('authorization') ?? '';
  if (!token || given.length !== token.length + 7) return false;
  // Compared in full every time: no early exit for a timing attack to measure.
  let difference = 0;
  const expected = `Bearer ${token}`;
  for (let i = 0; i < expected.length; i++) {
    difference |= expected.charCodeAt(i) ^ given.charCodeAt(i);
  }
  return difference === 0;
}

/**
 * @param {Request} request
 * @param {LeadContext} ctx
 * @param {string} action
 */
async function admin(request, ctx, action) {
  if (!isAdmin(request, ctx) || !ctx.store) return json(404, { message: messages.notFound });
  const { store, settings } = ctx;
  if (action === 'pending' && request.method === 'GET') {
    return json(200, { leads: await keptLeads(store) });
  }
  if (action === 'retry' && request.method === 'POST') {
    const send = ctx.send ?? ((m) => deliver(settings, m, ctx.fetch));
    return json(200, await retryKept(store, send, { max: 50 }));
  }
  return json(404, { message: messages.notFound });
}

/**
 * @param {Request} request
 * @param {LeadContext} ctx
 * @param {Record<string, string>} cors
 */
async function route(request, ctx, cors) {
  const { pathname } = new URL(request.url);
  if (pathname === '/health' && (request.method === 'GET' || request.method === 'HEAD')) {
    return json(200, { ok: true });
  }
  if (pathname.startsWith(`${BASE}/`) && pathname.length > BASE.length + 1) {
    return admin(request, ctx, pathname.slice(BASE.length + 1));
  }
  if (pathname !== BASE && pathname !== `${BASE}/`)
    return json(404, { message: messages.notFound });
  const origin = allowedOrigin(request, ctx);
  // CORS only hides the answer: a plain multipart POST from another site would still be sent.
  // A request without an Origin is no browser's (browsers send it with every POST): no page of
  // another site can make it, so it is judged by its fields like any other.
  if (origin === null && request.headers.has('origin')) {
    throw new LeadError(403, messages.originRefused);
  }
  if (request.method === 'OPTIONS') {
    return new Response(null, {
      status: 204,
      headers: {
        ...cors,
        'access-control-allow-methods': 'POST, OPTIONS',
        'access-control-allow-headers':
          request.headers.get('access-control-request-headers') ?? 'content-type',
        'access-control-max-age': '600',
      },
    });
  }
  if (request.method !== 'POST') {
    throw new LeadError(405, messages.methodNotAllowed, { allow: 'POST, OPTIONS' });
  }
  return signup(request, ctx);
}

/**
 * Answers one request. Every failure is a status with a JSON `message` for the visitor.
 *
 * @param {Request} request
 * @param {LeadContext} ctx
 * @returns {Promise<Response>}
 */
export async function handleLeadRequest(request, ctx) {
  const origin = allowedOrigin(request, ctx);
  /** @type {Record<string, string>} */
  const cors = origin
    ? { 'access-control-allow-origin': origin, vary: 'Origin' }
    : { vary: 'Origin' };
  let response;
  try {
    response = await route(request, ctx, cors);
  } catch (error) {
    if (error instanceof LeadError) {
      response = json(error.status, { message: error.message }, error.headers);
    } else {
      (ctx.log ?? console).error('[leads] request failed:', error);
      response = json(500, { message: messages.internal });
    }
  }
  for (const [name, value] of Object.entries(cors)) response.headers.set(name, value);
  return response;
}
