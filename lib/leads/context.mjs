// What every part of the signup endpoint is given (the LeadContext each server builds per request)
// and the small helpers they share: the JSON answer, the clock, the store of kept leads, the sender.
import { deliver } from './providers.mjs';
import { deliverWebhook } from './webhook.mjs';

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
 * @property {(delivery: import('./webhook.mjs').WebhookDelivery) => Promise<void>} [sendWebhook]
 *   default: the webhook of the settings (LEADS_WEBHOOK_URL), when it has one
 * @property {typeof fetch} [fetch] for the provider, the webhook and Turnstile
 * @property {(promise: Promise<unknown>) => void} [waitUntil] work that may outlive the answer
 * @property {Pick<Console, 'log' | 'error'>} [log]
 * @property {() => number} [now] the clock of the rate limit's minutes and the kept leads' times
 *   (Date.now)
 */

/**
 * What delivery needs of a LeadContext: the Node service's retry timer has no request to take
 * the rest from.
 *
 * @typedef {Pick<LeadContext, 'settings' | 'send' | 'sendWebhook' | 'fetch' | 'now'>} DeliveryContext
 */

/** The endpoint's path; the admin routes are under it. */
export const BASE = '/send-email';

/** @param {Pick<LeadContext, 'now'>} ctx */
export const clock = (ctx) => (ctx.now ?? Date.now)();

/** @param {LeadContext} ctx */
export const leadStore = (ctx) => ({
  store: /** @type {import('./store.mjs').Store} */ (ctx.store),
  key: ctx.settings.encryptionKey,
});

/** @param {DeliveryContext} ctx */
export const sender = (ctx) =>
  ctx.send ??
  ((/** @type {import('./providers.mjs').Mail} */ m) => deliver(ctx.settings, m, ctx.fetch));

/**
 * Where a lead goes: the e-mail always, the webhook when LEADS_WEBHOOK_URL is set.
 *
 * @param {DeliveryContext} ctx
 * @returns {import('./kept-leads.mjs').Destinations}
 */
export function destinations(ctx) {
  const webhook =
    ctx.sendWebhook ??
    (ctx.settings.webhookUrl
      ? (/** @type {import('./webhook.mjs').WebhookDelivery} */ delivery) =>
          deliverWebhook(ctx.settings, delivery, {
            now: clock(ctx),
            ...(ctx.fetch ? { fetch: ctx.fetch } : {}),
          })
      : undefined);
  return { mail: sender(ctx), ...(webhook ? { webhook } : {}) };
}

/**
 * @param {number} status
 * @param {unknown} payload
 * @param {Record<string, string>} [headers]
 */
export function json(status, payload, headers = {}) {
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
