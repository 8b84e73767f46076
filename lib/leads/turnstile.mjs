// Cloudflare Turnstile's verdict on a signup's token (TURNSTILE_SECRET_KEY set). A token proves
// something only when siteverify says it is a success for one of the site's own hosts and for the
// trial form's action; each other answer is handled as docs/deploying.md lists it: closed (the
// lead is refused with a message) when the answer is about the token, open (the lead goes through,
// the log says why) when Cloudflare could not answer or our own secret is wrong, so an outage or
// a configuration slip of ours never costs a visitor their signup.

/** The action the trial form's widget declares (lib/trial/turnstile.ts; a test keeps them equal). */
export const TURNSTILE_ACTION = 'trial-signup';
/**
 * Cloudflare's documented test secrets (pass, fail, token already spent): their verdicts name
 * `example.com` and no action, so hostname and action are not checked with them.
 */
const TEST_SECRET = /^[123]x0{31}AA$/;
const TIMEOUT_MS = 5000;
/** Codes about our request, not the visitor's token. */
const OUR_SIDE = ['missing-input-secret', 'invalid-input-secret', 'internal-error'];

/**
 * @typedef {object} TurnstileCheck
 * @property {string} secret
 * @property {string} verifyUrl
 * @property {string} token the form's token ('' when it sent none)
 * @property {string} client the visitor's address
 * @property {string[]} hosts the site's host names
 * @property {typeof fetch} [fetch]
 * @property {Pick<Console, 'error'>} [log]
 */

/**
 * True when the lead may go on.
 *
 * @param {TurnstileCheck} check
 */
export async function passesTurnstile({
  secret,
  verifyUrl,
  token,
  client,
  hosts,
  fetch: fetchImpl = fetch,
  log = console,
}) {
  if (!token || token.length > 2048) return false;
  const open = (/** @type {string} */ why) => {
    log.error(`[leads] Turnstile not verified (${why}): lead let through`);
    return true;
  };
  const body = new FormData();
  body.append('secret', secret);
  body.append('response', token);
  body.append('remoteip', client);
  /** @type {Response} */
  let answer;
  try {
    answer = await fetchImpl(verifyUrl, {
      method: 'POST',
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    return open(`no answer: ${error}`);
  }
  if (answer.status >= 500) return open(`siteverify answered ${answer.status}`);
  /** @type {{ success?: unknown, hostname?: unknown, action?: unknown, 'error-codes'?: unknown }} */
  let verdict;
  try {
    verdict = await answer.json();
  } catch {
    log.error(`[leads] Turnstile: siteverify answered ${answer.status} without JSON: lead refused`);
    return false;
  }
  const codes = Array.isArray(verdict?.['error-codes']) ? verdict['error-codes'].map(String) : [];
  if (verdict?.success !== true) {
    const ours = codes.filter((code) => OUR_SIDE.includes(code));
    return ours.length > 0 ? open(ours.join(', ')) : false;
  }
  if (TEST_SECRET.test(secret)) return true;
  return (
    typeof verdict.hostname === 'string' &&
    hosts.includes(verdict.hostname.toLowerCase()) &&
    verdict.action === TURNSTILE_ACTION
  );
}
