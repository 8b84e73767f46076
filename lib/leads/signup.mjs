// POST /send-email: a signup, from a configured endpoint's checks to the provider or the store,
// in the order docs/deploying.md ("The trial mail endpoint contract") lists.
import { deployProblems } from './config.mjs';
import { clock, json, leadStore, sender } from './context.mjs';
import { LeadError, TURNSTILE_FIELD, isBot, messages, readLead } from './contract.mjs';
import { isPermanent, keepLead, mayHaveQueued, refuseLead, retryKept } from './kept-leads.mjs';
import { signupHtml, signupText } from './markup.mjs';
import { createRateLimiter } from './rate-limit.mjs';
import { readForm } from './read-form.mjs';
import { passesTurnstile } from './turnstile.mjs';

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
        ? `[leads] lead ${mail.id} refused by the provider for good: kept in the refused list (GET /send-email/pending)`
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
