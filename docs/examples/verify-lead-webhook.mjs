// How a receiver checks a lead webhook (docs/deploying.md, "The lead webhook"): Node, no package.
// Copy it into the receiving service; tests/unit/docs/verify-lead-webhook.test.ts runs this file.
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The lead in `body` when the request is the site's, signed with `secret` (LEADS_WEBHOOK_SECRET);
 * throws otherwise. Pass the raw body, byte for byte: a body parsed and serialised again no longer
 * matches its signature.
 *
 * @param {string} secret `whsec_…`
 * @param {Record<string, string | undefined>} headers the request's, lower-case names
 * @param {string} body
 * @param {{ seen?: Set<string>, toleranceSeconds?: number, now?: number }} [options] `seen`: the
 *   webhook ids already handled (a store of your own); a retry of a lead you already have is
 *   refused, and so is a copy replayed within the tolerance
 */
export function verifyLeadWebhook(secret, headers, body, options = {}) {
  const { seen, toleranceSeconds = 300, now = Date.now() } = options;
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'];
  if (!id || !timestamp || !signatures) throw new Error('Not a signed webhook: headers missing');
  // An old timestamp is a recorded request sent again.
  if (!/^\d+$/.test(timestamp) || Math.abs(now / 1000 - Number(timestamp)) > toleranceSeconds) {
    throw new Error('Timestamp too old or too new');
  }
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();
  // One or more `v1,<base64>` separated by spaces (several while a secret is being rotated).
  const matches = signatures.split(' ').some((signature) => {
    const [version, value = ''] = signature.split(',');
    const given = Buffer.from(value, 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new Error('Signature does not match');
  if (seen?.has(id)) throw new Error(`Already received: ${id}`);
  seen?.add(id);
  return JSON.parse(body);
}
