// The signup endpoint as one function from a Request to a Response (the Fetch API), so workerd
// (functions/send-email/[[path]].ts) and Node (scripts/servers/mail-server.mjs) run the same
// code. Routes: POST /send-email (the signup), OPTIONS for CORS, GET /send-email/pending and
// POST /send-email/retry (the kept leads, behind LEADS_ADMIN_TOKEN), GET /health.
import { admin } from './admin.mjs';
import { BASE, json } from './context.mjs';
import { LeadError, messages } from './contract.mjs';
import { signup } from './signup.mjs';

/** @typedef {import('./context.mjs').LeadContext} LeadContext */

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
