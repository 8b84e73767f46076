// The trial signup endpoint's contract, once for the three servers that answer it: the local
// stand-in and the Node service (scripts/servers/mail-server.mjs) and the Cloudflare Pages
// Function (functions/send-email/[[path]].ts). docs/deploying.md, "The trial mail endpoint
// contract", is its prose; tests/e2e/lead-contract.ts holds all three to it.
import { invalidEmailMessage, trialEmail } from './trial-email-copy.mjs';
import { parseSignupHtml } from './markup.mjs';
import { EMAIL_PATTERN, readSignupForm } from './signup-form.mjs';

export { EMAIL_PATTERN };

/** The four fields the site sends (lib/trial/email.ts), each exactly once. */
export const FIELDS = /** @type {const} */ (['from_email', 'to', 'subject', 'body_html']);
/** A hidden form field no person fills in; a request with it filled is a bot's. */
export const HONEYPOT_FIELD = 'website';
/**
 * Cloudflare Turnstile's token, sent when the form has the check (NEXT_PUBLIC_TURNSTILE_SITE_KEY);
 * accepted either way, so the site key and the secret can be set one deploy apart.
 */
export const TURNSTILE_FIELD = 'cf-turnstile-response';
/** The subject the site sends; anything else is not a trial signup. */
export const TRIAL_SUBJECT = trialEmail.subject;
export const MAX_BODY_BYTES = 1024 * 1024;

/** Every message a visitor or a client can get back, written for the visitor. */
export const messages = Object.freeze({
  tooLarge: 'Request body must be at most 1 MB',
  notMultipart: 'Content-Type must be multipart/form-data',
  malformed: 'Malformed multipart/form-data body',
  originRefused: 'Origin not allowed',
  methodNotAllowed: 'Method not allowed',
  notFound: 'Not found',
  rateLimited: 'Too many signups from this address. Please wait a minute and try again.',
  notRecipient: 'Invalid field: to is not an allowed recipient',
  notSignup: 'Invalid field: body_html must be the signup table the site sends',
  /** The form's own words: only a crafted request gets past the form with such an address. */
  invalidEmail: invalidEmailMessage,
  turnstile: 'The spam check did not pass. Please reload the page and try again.',
  unavailable:
    'We could not send your signup just now. Your details are still in the form: please try again in a few minutes.',
  internal: 'Internal server error',
  retryBusy: 'Another retry is running. Please try again in a minute.',
});

export class LeadError extends Error {
  /**
   * @param {number} status
   * @param {string} message
   * @param {Record<string, string>} [headers]
   */
  constructor(status, message, headers = {}) {
    super(message);
    this.status = status;
    this.headers = headers;
  }
}

/**
 * A signup, validated: where it goes, who to answer, and the blocks of its body.
 *
 * @typedef {object} Lead
 * @property {string} to the pinned recipient, in its configured spelling
 * @property {string} replyTo the visitor's e-mail address, read from the body
 * @property {string} subject
 * @property {import('./markup.mjs').SignupBlock[]} blocks
 */

/**
 * @param {FormData} form
 * @param {string} name
 */
function textField(form, name) {
  const value = form.get(name);
  if (value === null || (typeof value === 'string' && value.trim() === '')) {
    throw new LeadError(400, `Missing field: ${name}`);
  }
  if (typeof value !== 'string') throw new LeadError(400, `Invalid field: ${name} must be text`);
  return value;
}

/**
 * The checks every server makes on a submission's fields: only the four (the honeypot and the
 * Turnstile token aside), each once; `to` one of the pinned recipients; the fixed subject; a
 * body that is the site's signup table, with its headings and labels only, whose Work email is an
 * address by the form's rule. Turnstile's token is checked by the handler.
 *
 * @param {FormData} form
 * @param {{ allowedTo: string[] }} settings
 * @returns {Lead}
 */
export function readLead(form, { allowedTo }) {
  /** @type {string[]} */
  const allowed = [...FIELDS, HONEYPOT_FIELD, TURNSTILE_FIELD];
  const [fromEmail, to, subject, body] = FIELDS.map((name) => textField(form, name));
  // Extra fields (cc, bcc, reply_to, attachments…) are how a relay gets abused: none are accepted.
  for (const name of new Set(form.keys())) {
    if (!allowed.includes(name)) throw new LeadError(400, `Unexpected field: ${name}`);
    if (form.getAll(name).length > 1) throw new LeadError(400, `Repeated field: ${name}`);
  }
  if (!EMAIL_PATTERN.test(String(fromEmail).trim())) {
    throw new LeadError(400, 'Invalid field: from_email must be an email address');
  }
  const wanted = String(to).trim().toLowerCase();
  const recipient = allowedTo.find((address) => address.toLowerCase() === wanted);
  if (!recipient) throw new LeadError(400, messages.notRecipient);
  if (subject !== TRIAL_SUBJECT) {
    throw new LeadError(400, `Invalid field: subject must be "${TRIAL_SUBJECT}"`);
  }
  const blocks = parseSignupHtml(String(body));
  const signup = blocks && readSignupForm(blocks);
  if (!blocks || !signup) throw new LeadError(400, messages.notSignup);
  if (!EMAIL_PATTERN.test(signup.email)) throw new LeadError(400, messages.invalidEmail);
  return { to: recipient, replyTo: signup.email, subject: TRIAL_SUBJECT, blocks };
}

/**
 * True when the honeypot came back filled in.
 *
 * @param {FormData} form
 */
export function isBot(form) {
  const value = form.get(HONEYPOT_FIELD);
  return typeof value === 'string' ? value.trim() !== '' : value !== null;
}
