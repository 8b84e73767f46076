// The kept leads' routes, behind LEADS_ADMIN_TOKEN (404 without it, so they are not there for
// anyone else): GET /send-email/pending lists them, POST /send-email/retry sends them now.
import { clock, destinations, json, leadStore } from './context.mjs';
import { LeadError, messages } from './contract.mjs';
import { REFUSED, readLeads, retryKept } from './kept-leads.mjs';

/** @typedef {import('./context.mjs').LeadContext} LeadContext */

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
export async function admin(request, ctx, action) {
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
    const result = await retryKept(where, destinations(ctx), {
      max: 50,
      force: true,
      refused,
      now: clock(ctx),
    });
    if (result.busy) {
      throw new LeadError(409, messages.retryBusy);
    }
    return json(200, result);
  }
  return json(404, { message: messages.notFound });
}
