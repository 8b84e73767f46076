// Delivery through a maintained provider's HTTP API (Resend or Postmark, docs/decisions.md says
// why both), with a time-out. fetch only, so the same code runs in workerd and in Node.
import { DEFAULT_API_URLS, providerProblems } from './config.mjs';

/**
 * What is sent: the server's own markup, the endpoint's own sender, the visitor only as Reply-To.
 *
 * @typedef {{ id: string, from: string, to: string, replyTo: string, subject: string, html: string, text: string }} Mail
 */

export class DeliveryError extends Error {
  /**
   * @param {string} message
   * @param {{ permanent?: boolean }} [options] permanent: the provider refused this message for
   *   good, and sending it again will not change that
   */
  constructor(message, { permanent = false } = {}) {
    super(message);
    this.permanent = permanent;
  }
}

/**
 * Answers that refuse the message itself: a 4xx, but for the ones that say nothing about it (our
 * key or account refused: 401, 403; a wrong MAIL_API_URL: 404, 405; a time-out: 408; too many
 * requests: 429). Those, a 5xx, no
 * answer or Postmark's account errors keep the lead in the queue.
 */
const NOT_ABOUT_THE_MESSAGE = new Set([401, 403, 404, 405, 408, 429]);
/**
 * Postmark's error codes that are about our account or sender, not the message (its API
 * reference, "Error codes"): bad server token, sender signature missing or unconfirmed, sending
 * not allowed, inactive recipient (our own sales inbox), account pending approval.
 */
const POSTMARK_ACCOUNT_CODES = new Set([10, 400, 401, 405, 406, 412]);

/**
 * @param {number} status
 * @param {unknown} code Postmark's ErrorCode, when the answer is Postmark's
 */
export function isPermanentRefusal(status, code) {
  if (status < 400 || status >= 500 || NOT_ABOUT_THE_MESSAGE.has(status)) return false;
  return !(typeof code === 'number' && POSTMARK_ACCOUNT_CODES.has(code));
}

/**
 * @param {import('./config.mjs').LeadSettings} settings
 * @param {Mail} mail
 * @returns {{ url: string, init: RequestInit }}
 */
export function providerRequest(settings, mail) {
  const provider = /** @type {'resend' | 'postmark'} */ (settings.provider);
  const base = (settings.apiUrl ?? DEFAULT_API_URLS[provider]).replace(/\/+$/, '');
  const json = { 'content-type': 'application/json', accept: 'application/json' };
  if (provider === 'postmark') {
    const body = {
      From: mail.from,
      To: mail.to,
      ReplyTo: mail.replyTo,
      Subject: mail.subject,
      HtmlBody: mail.html,
      TextBody: mail.text,
      MessageStream: 'outbound',
      Metadata: { lead_id: mail.id },
    };
    const headers = { ...json, 'x-postmark-server-token': String(settings.apiKey) };
    return { url: `${base}/email`, init: { method: 'POST', headers, body: JSON.stringify(body) } };
  }
  const body = {
    from: mail.from,
    to: [mail.to],
    reply_to: mail.replyTo,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
  };
  // The lead's id: a retry of a message Resend did take is not sent twice.
  const headers = {
    ...json,
    authorization: `Bearer ${settings.apiKey}`,
    'idempotency-key': mail.id,
  };
  return { url: `${base}/emails`, init: { method: 'POST', headers, body: JSON.stringify(body) } };
}

/**
 * Sends `mail`; resolves once the provider has taken it, else rejects with a DeliveryError that
 * says why (not configured, no answer in time, unreachable, or its status and error text).
 *
 * @param {import('./config.mjs').LeadSettings} settings
 * @param {Mail} mail
 * @param {typeof fetch} [fetchImpl]
 */
export async function deliver(settings, mail, fetchImpl = fetch) {
  const problems = providerProblems(settings);
  if (problems.length) throw new DeliveryError(`not configured: ${problems.join('; ')}`);
  const { url, init } = providerRequest(settings, mail);
  /** @type {Response} */
  let response;
  try {
    response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(settings.timeoutMs) });
  } catch (error) {
    // By name, not `instanceof Error`: the abort's DOMException may come from another realm.
    const name = /** @type {{ name?: unknown } | null | undefined} */ (error)?.name;
    throw new DeliveryError(
      name === 'TimeoutError'
        ? `no answer within ${settings.timeoutMs} ms`
        : `unreachable (${error})`,
    );
  }
  const answer = await response.text().catch(() => '');
  const code =
    settings.provider === 'postmark'
      ? /** @type {{ ErrorCode?: unknown }} */ (safeJson(answer))?.ErrorCode
      : undefined;
  if (!response.ok) {
    throw new DeliveryError(`${response.status} ${answer.slice(0, 300)}`, {
      permanent: isPermanentRefusal(response.status, code),
    });
  }
  // Postmark answers 200 with ErrorCode 0 when it accepted the message.
  if (settings.provider === 'postmark' && code !== 0)
    throw new DeliveryError(`Postmark ErrorCode ${String(code)}: ${answer.slice(0, 300)}`);
}

/** @param {string} text */
function safeJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
