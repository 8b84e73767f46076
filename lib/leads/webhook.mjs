// The lead webhook: each accepted signup POSTed as JSON to LEADS_WEBHOOK_URL (a CRM's inbound
// webhook, an automation tool), signed by the Standard Webhooks scheme so any of its verifiers
// accepts it: `webhook-id` (the lead's id, the same on every retry, so a receiver drops a repeat),
// `webhook-timestamp` (seconds, of this attempt) and `webhook-signature`, `v1,` and the base64
// HMAC-SHA256 of `${id}.${timestamp}.${body}` under the `whsec_` secret's bytes. Web Crypto and
// fetch only, so workerd and Node run the same code.
import { DeliveryError, isPermanentRefusal } from './providers.mjs';
import { fromBase64, toBase64 } from './seal.mjs';
import { signupRecord } from './signup-form.mjs';
import { SECRET_PREFIX, webhookProblems } from './webhook-settings.mjs';

/**
 * What a kept webhook delivery holds: the lead's id and the exact body, so a retry sends the same
 * bytes under a fresh timestamp and signature.
 *
 * @typedef {{ id: string, body: string }} WebhookDelivery
 */

/** The event type in the body: a receiver that takes several kinds can tell this one apart. */
export const WEBHOOK_EVENT = 'trial.signup';
/**
 * The body for a lead: the form's fields by name, the plan, the attribution the e-mail carries,
 * the lead's id and when it was submitted, in the Standard Webhooks shape (type, timestamp, data).
 *
 * @param {import('./markup.mjs').SignupBlock[]} blocks the accepted signup's blocks (readLead)
 * @param {string} id the lead's id, the e-mail's too
 * @param {number} now
 */
export function webhookBody(blocks, id, now) {
  const submittedAt = new Date(now).toISOString();
  return JSON.stringify({
    type: WEBHOOK_EVENT,
    timestamp: submittedAt,
    data: { id, submittedAt, ...signupRecord(blocks) },
  });
}

/**
 * The `webhook-signature` value for one attempt.
 *
 * @param {string} secret `whsec_` and base64
 * @param {string} id
 * @param {number} timestamp seconds since the epoch
 * @param {string} body
 */
export async function signWebhook(secret, id, timestamp, body) {
  const key = await crypto.subtle.importKey(
    'raw',
    fromBase64(secret.slice(SECRET_PREFIX.length)),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signed = `${id}.${timestamp}.${body}`;
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(signed));
  return `v1,${toBase64(new Uint8Array(mac))}`;
}

/**
 * POSTs one delivery; resolves once the receiver answered 2xx, else rejects with a DeliveryError
 * (permanent for a 4xx about the request itself, as for the e-mail providers: a 400 or 422 is
 * refused for good; 401, 403, 404, 408, 429 and every 5xx are kept for a retry).
 *
 * @param {{ webhookUrl?: string | undefined, webhookSecret?: string | undefined, timeoutMs: number }} settings
 * @param {WebhookDelivery} delivery
 * @param {{ fetch?: typeof fetch, now?: number }} [options]
 */
export async function deliverWebhook(settings, delivery, options = {}) {
  const { fetch: fetchImpl = fetch, now = Date.now() } = options;
  const problems = webhookProblems(settings);
  if (!settings.webhookUrl || problems.length) {
    throw new DeliveryError(`webhook not configured: ${problems.join('; ') || 'no URL'}`);
  }
  const timestamp = Math.floor(now / 1000);
  const signature = await signWebhook(
    /** @type {string} */ (settings.webhookSecret),
    delivery.id,
    timestamp,
    delivery.body,
  );
  /** @type {Response} */
  let response;
  try {
    response = await fetchImpl(settings.webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'webhook-id': delivery.id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signature,
      },
      body: delivery.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
  } catch (error) {
    const name = /** @type {{ name?: unknown } | null | undefined} */ (error)?.name;
    throw new DeliveryError(
      name === 'TimeoutError'
        ? `webhook: no answer within ${settings.timeoutMs} ms`
        : `webhook: unreachable (${error})`,
    );
  }
  const answer = await response.text().catch(() => '');
  // A redirect is not followed: the signed lead goes only where LEADS_WEBHOOK_URL says.
  if (response.status < 200 || response.status >= 300) {
    throw new DeliveryError(`webhook: ${response.status} ${answer.slice(0, 300)}`, {
      permanent: isPermanentRefusal(response.status, undefined),
    });
  }
}
