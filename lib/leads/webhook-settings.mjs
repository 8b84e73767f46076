// The lead webhook's two settings, LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET, checked: apart
// from webhook.mjs so config.mjs can name their problems without importing the delivery.
import { fromBase64 } from './seal.mjs';

export const SECRET_PREFIX = 'whsec_';
/** Standard Webhooks' bounds for a secret's bytes. */
const SECRET_BYTES = { min: 24, max: 64 };
/** Hosts a webhook may reach over plain http: this machine only (the tests' receiver). */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * What is wrong with the webhook's settings, or an empty list when it is off (no URL and no
 * secret) or ready. Half a configuration is a problem: a URL without a secret would send
 * unsigned leads, a secret without a URL would send none.
 *
 * @param {{ webhookUrl?: string | undefined, webhookSecret?: string | undefined }} settings
 */
export function webhookProblems({ webhookUrl, webhookSecret }) {
  if (!webhookUrl && !webhookSecret) return [];
  /** @type {string[]} */
  const problems = [];
  if (!webhookUrl) problems.push('LEADS_WEBHOOK_SECRET is set but LEADS_WEBHOOK_URL is not');
  else {
    const url = URL.canParse(webhookUrl) ? new URL(webhookUrl) : null;
    const secure =
      url?.protocol === 'https:' || (url?.protocol === 'http:' && LOOPBACK.has(url.hostname));
    if (!secure) problems.push('LEADS_WEBHOOK_URL must be an https:// address');
  }
  const problem = secretProblem(webhookSecret);
  if (problem) problems.push(problem);
  return problems;
}

/** @param {string | undefined} secret */
function secretProblem(secret) {
  const hint = `\`whsec_\` and ${SECRET_BYTES.min}–${SECRET_BYTES.max} random bytes in base64 (\`echo whsec_$(openssl rand -base64 32)\`)`;
  if (!secret) return `LEADS_WEBHOOK_SECRET is not set (${hint})`;
  try {
    const bytes = secret.startsWith(SECRET_PREFIX)
      ? fromBase64(secret.slice(SECRET_PREFIX.length)).length
      : 0;
    if (bytes >= SECRET_BYTES.min && bytes <= SECRET_BYTES.max) return null;
  } catch {
    // not base64: the same answer as a secret of the wrong length
  }
  return `LEADS_WEBHOOK_SECRET must be ${hint}`;
}
