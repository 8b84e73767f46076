// The signup endpoint as one function from a Request to a Response (the Fetch API), so workerd
// (functions/send-email/[[path]].ts) and Node (scripts/servers/mail-server.mjs) run the same
// code. Routes: POST /send-email (the signup), OPTIONS for CORS, GET /send-email/pending and
// POST /send-email/retry (the kept leads, behind LEADS_ADMIN_TOKEN), GET /health.
import { deployProblems } from './config.mjs';
import {
  LeadError,
  MAX_BODY_BYTES,
  TURNSTILE_FIELD,
  isBot,
  messages,
  readLead,
} from './contract.mjs';
import {
  isPermanent,
  keepLead,
  mayHaveQueued,
  readLeads,
  refuseLead,
  retryKept,
  REFUSED,
} from './kept-leads.mjs';
import { signupHtml, signupText } from './markup.mjs';
import { deliver } from './providers.mjs';
import { createRateLimiter } from './rate-limit.mjs';
import { passesTurnstile } from './turnstile.mjs';

/**
 * @typedef {object} LeadContext
 * @property {import('./config.mjs').LeadSettings} settings
 * @property {string} client the client's address, as the platform vouches for it
 * @property {string} ownOrigin the origin the endpoint is served on (the site's, behind a proxy)
 * @property {import('./store.mjs').Store | null} store null: misconfigured, signups get a 503
 * @property {import('./rate-limit.mjs').RateLimiter} [limiter] one per server (its in-process
 *   count must outlive the request); default one per store
 * @property {boolean} [configuredHostsOnly] answer only on the origins of MAIL_ALLOWED_ORIGINS
 *   when it is set (the Pages Function: its *.pages.dev address is not the site's)
 * @property {(mail: import('./providers.mjs').Mail) => Promise<void>} [send] default: the
 *   provider, which must then be configured (deployProblems)
 * @property {typeof fetch} [fetch] for the provider and Turnstile
 * @property {(promise: Promise<unknown>) => void} [waitUntil] work that may outlive the answer
 * @property {Pick<Console, 'log' | 'error'>} [log]
 * @property {() => number} [now] the clock of the rate limit's minutes and the kept leads' times
 *   (Date.now)
 */

const BASE = '/send-email';

/** @type {WeakMap<import('./store.mjs').Store, import('./rate-limit.mjs').RateLimiter>} */
const limiters = new WeakMap();

/**
 * @param {LeadContext} ctx
 * @param {import('./store.mjs').Store} store
 */
function limiterOf(ctx, store) {
  if (ctx.limiter) return ctx.limiter;
  let limiter = limiters.get(store);
  if (!limiter) {
    limiter = createRateLimiter({ limit: ctx.settings.rateLimit, store, log: ctx.log });
    limiters.set(store, limiter);
  }
  return limiter;
}

/** @param {LeadContext} ctx */
const clock = (ctx) => (ctx.now ?? Date.now)();

/** @param {LeadContext} ctx */
const leadStore = (ctx) => ({
  store: /** @type {import('./store.mjs').Store} */ (ctx.store),
  key: ctx.settings.encryptionKey,
});

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

/**
 * What the headers alone can refuse, before anything is read or written.
 *
 * @param {Request} request
 */
function checkHeaders(request) {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    throw new LeadError(415, messages.notMultipart);
  }
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) {
    throw new LeadError(413, messages.tooLarge);
  }
  return type;
}

/** @param {Request} request */
async function readForm(request) {
  const type = checkHeaders(request);
  const body = await readBody(request, MAX_BODY_BYTES);
  // The platform's multipart parser; a Response needs no URL, method or streaming options.
  return new Response(body, { headers: { 'content-type': type } }).formData().catch(() => {
    throw new LeadError(400, messages.malformed);
  });
}

/**
 * The host names the site is served on: its own and each allowed origin's.
 *
 * @param {LeadContext} ctx
 */
function siteHosts(ctx) {
  return [ctx.ownOrigin, ...ctx.settings.allowedOrigins].flatMap((origin) => {
    try {
      return [new URL(origin).hostname];
    } catch {
      return [];
    }
  });
}

/**
 * Why this endpoint cannot take a signup: a provider (or the stand-in's send) and a store are
 * both needed, or a lead the provider refuses would be acknowledged and lost.
 *
 * @param {LeadContext} ctx
 */
function contextProblems(ctx) {
  const problems = ctx.send ? [] : deployProblems(ctx.settings);
  if (!ctx.store) problems.push('no store (the LEADS KV binding, or MAIL_DATA_DIR)');
  return problems;
}

/**
 * @param {Request} request
 * @param {LeadContext} ctx
 */
async function signup(request, ctx) {
  const { settings } = ctx;
  const log = ctx.log ?? console;
  const problems = contextProblems(ctx);
  if (problems.length) {
    log.error(`[leads] signup refused, the endpoint is misconfigured: ${problems.join('; ')}`);
    throw new LeadError(503, messages.unavailable);
  }
  const where = leadStore(ctx);
  const form = await readForm(request);
  if (isBot(form)) {
    // A bot is told it succeeded, so it does not try again; nothing is sent or kept.
    log.log('[leads] honeypot filled: dropped');
    return json(200, { ok: true });
  }
  const lead = readLead(form, { allowedTo: settings.allowedTo });
  // Counted only for a signup that could be sent: nothing else costs the store a write.
  const retryAfter = await limiterOf(ctx, where.store).check(ctx.client, clock(ctx));
  if (retryAfter !== null) {
    throw new LeadError(429, messages.rateLimited, { 'retry-after': String(retryAfter) });
  }
  if (settings.turnstileSecret) {
    const token = form.get(TURNSTILE_FIELD);
    const passed = await passesTurnstile({
      secret: settings.turnstileSecret,
      verifyUrl: settings.turnstileVerifyUrl,
      token: typeof token === 'string' ? token : '',
      client: ctx.client,
      hosts: siteHosts(ctx),
      fetch: ctx.fetch,
      log,
    });
    if (!passed) throw new LeadError(403, messages.turnstile);
  }
  const mail = {
    id: crypto.randomUUID(),
    from: settings.from,
    to: lead.to,
    replyTo: lead.replyTo,
    subject: lead.subject,
    html: signupHtml(lead.blocks),
    text: signupText(lead.blocks),
  };
  const send = sender(ctx);
  try {
    await send(mail);
  } catch (error) {
    const permanent = isPermanent(error);
    log.error(`[leads] lead ${mail.id} not delivered: ${error}`);
    try {
      await (permanent ? refuseLead : keepLead)(where, mail, String(error), clock(ctx));
    } catch (storeError) {
      log.error(`[leads] lead ${mail.id} not kept either: ${storeError}`);
      throw new LeadError(503, messages.unavailable);
    }
    log.log(
      permanent
        ? `[leads] lead ${mail.id} refused by the provider for good: kept in the refused list (GET ${BASE}/pending)`
        : `[leads] lead ${mail.id} kept for a retry`,
    );
    return json(200, { ok: true, id: mail.id, queued: true });
  }
  log.log(`[leads] lead ${mail.id} delivered to ${mail.to}`);
  // The provider answers again: a good moment to send what it could not take before.
  if (ctx.waitUntil) {
    const retry = async () => {
      if (await mayHaveQueued(where)) await retryKept(where, send, { max: 5, now: clock(ctx) });
    };
    ctx.waitUntil(retry().catch((e) => log.error(`[leads] retry: ${e}`)));
  }
  return json(200, { ok: true, id: mail.id });
}

/** @param {LeadContext} ctx */
const sender = (ctx) =>
  ctx.send ??
  ((/** @type {import('./providers.mjs').Mail} */ m) => deliver(ctx.settings, m, ctx.fetch));

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
  const where = leadStore(ctx);
  if (action === 'pending' && request.method === 'GET') {
    const queue = await readLeads(where);
    const refused = await readLeads(where, REFUSED);
    return json(200, {
      leads: queue.leads.map(({ lead }) => lead),
      refused: refused.leads.map(({ lead }) => lead),
      // Sealed under another key than LEADS_ENCRYPTION_KEY's (a key changed with leads kept).
      unreadable: queue.unreadable + refused.unreadable,
    });
  }
  if (action === 'retry' && request.method === 'POST') {
    const refused = new URL(request.url).searchParams.get('list') === 'refused';
    const result = await retryKept(where, sender(ctx), {
      max: 50,
      force: true,
      refused,
      now: clock(ctx),
    });
    if (result.busy) {
      throw new LeadError(409, 'Another retry is running. Please try again in a minute.');
    }
    return json(200, result);
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
  const { allowedOrigins } = ctx.settings;
  if (ctx.configuredHostsOnly && allowedOrigins.length && !allowedOrigins.includes(ctx.ownOrigin)) {
    return json(404, { message: messages.notFound });
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
