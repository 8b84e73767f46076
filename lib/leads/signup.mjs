// POST /send-email: a signup, from a configured endpoint's checks to the provider or the store,
// in the order docs/deploying.md ("The trial mail endpoint contract") lists.
import { deployProblems } from './config.mjs';
import { clock, destinations, json, leadStore } from './context.mjs';
import { LeadError, TURNSTILE_FIELD, isBot, messages, readLead } from './contract.mjs';
import { isPermanent, keepLead, mayHaveQueued, refuseLead, retryKept } from './kept-leads.mjs';
import { signupHtml, signupText } from './markup.mjs';
import { createRateLimiter } from './rate-limit.mjs';
import { readForm } from './read-form.mjs';
import { passesTurnstile } from './turnstile.mjs';
import { webhookBody } from './webhook.mjs';
import { webhookProblems } from './webhook-settings.mjs';

/** @typedef {import('./context.mjs').LeadContext} LeadContext */

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
 * both needed, or a lead the provider refuses would be acknowledged and lost; and a webhook, when
 * one is set, must be whole.
 *
 * @param {LeadContext} ctx
 */
function contextProblems(ctx) {
  // With its own send (the Node servers), the provider's settings are the server's business; half
  // a webhook configuration is still this endpoint's.
  const problems = ctx.send ? webhookProblems(ctx.settings) : deployProblems(ctx.settings);
  if (!ctx.store) problems.push('no store (the LEADS KV binding, or MAIL_DATA_DIR)');
  return problems;
}

/**
 * @param {Request} request
 * @param {LeadContext} ctx
 */
export async function signup(request, ctx) {
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
  const id = crypto.randomUUID();
  const mail = {
    id,
    from: settings.from,
    to: lead.to,
    replyTo: lead.replyTo,
    subject: lead.subject,
    html: signupHtml(lead.blocks),
    text: signupText(lead.blocks),
  };
  const sendTo = destinations(ctx);
  /** @type {import('./kept-leads.mjs').Undelivered[]} */
  const items = [{ destination: 'mail', item: mail }];
  if (sendTo.webhook) {
    items.push({
      destination: 'webhook',
      item: { id, body: webhookBody(lead.blocks, id, clock(ctx)) },
    });
  }
  // Both at once: the visitor waits for the slower, not for the sum.
  const results = await Promise.allSettled(
    items.map((undelivered) => sendOne(sendTo, undelivered)),
  );
  let queued = false;
  for (const [i, result] of results.entries()) {
    const undelivered = /** @type {import('./kept-leads.mjs').Undelivered} */ (items[i]);
    const to = undelivered.destination === 'mail' ? `to ${mail.to}` : 'to the webhook';
    if (result.status === 'fulfilled') {
      log.log(`[leads] lead ${id} delivered ${to}`);
      continue;
    }
    queued = true;
    await keepUndelivered(ctx, where, undelivered, result.reason, to);
  }
  if (queued) return json(200, { ok: true, id, queued: true });
  // Every destination answers again: a good moment to send what they could not take before.
  if (ctx.waitUntil) {
    const retry = async () => {
      if (await mayHaveQueued(where)) await retryKept(where, sendTo, { max: 5, now: clock(ctx) });
    };
    ctx.waitUntil(retry().catch((e) => log.error(`[leads] retry: ${e}`)));
  }
  return json(200, { ok: true, id });
}

/**
 * @param {import('./kept-leads.mjs').Destinations} sendTo
 * @param {import('./kept-leads.mjs').Undelivered} undelivered
 */
function sendOne(sendTo, { destination, item }) {
  if (destination === 'mail') return sendTo.mail(item);
  return /** @type {NonNullable<typeof sendTo.webhook>} */ (sendTo.webhook)(item);
}

/**
 * Keeps what a destination did not take: for the retries, or in the refused list when it refused
 * the lead for good. A lead that can be neither delivered nor kept is a 503: the visitor still has
 * the form and sends it again (a destination that took the first may then get it twice, which is
 * better than none getting it).
 *
 * @param {LeadContext} ctx
 * @param {import('./kept-leads.mjs').LeadStore} where
 * @param {import('./kept-leads.mjs').Undelivered} undelivered
 * @param {unknown} error
 * @param {string} to
 */
async function keepUndelivered(ctx, where, undelivered, error, to) {
  const log = ctx.log ?? console;
  const { id } = undelivered.item;
  const permanent = isPermanent(error);
  log.error(`[leads] lead ${id} not delivered ${to}: ${error}`);
  try {
    await (permanent ? refuseLead : keepLead)(where, undelivered, String(error), clock(ctx));
  } catch (storeError) {
    log.error(`[leads] lead ${id} not kept either: ${storeError}`);
    throw new LeadError(503, messages.unavailable);
  }
  log.log(
    permanent
      ? `[leads] lead ${id} refused ${to} for good: kept in the refused list (GET /send-email/pending)`
      : `[leads] lead ${id} kept for a retry ${to}`,
  );
}
