// The trial signup's blocks as lib/trial/email.ts writes them, and no others. markup.mjs reads any
// headings and rows in the site's markup; the inbox gets them under the site's own signed sender,
// so a heading or label of a crafted body ("ACTION REQUIRED: wire the money") would read as the
// site's. Only the site's words (trial-email-copy.mjs, content/trial.ts's), in the site's order,
// pass here.
import { trialEmail, trialFieldLabels } from './trial-email-copy.mjs';

/**
 * zod 4's z.email() pattern (`regexes.email`), the rule the trial form applies
 * (lib/trial/schema.ts): an address the form would refuse, a provider refuses for good, so the
 * lead would be lost after it was accepted. signup-form.test.ts holds the two to the same answers.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

const attribution = trialEmail.attribution;

/** The first table's labels, in lib/trial/fields.ts's order, then the accepted terms. */
const FORM_LABELS = [
  trialFieldLabels.firstName,
  trialFieldLabels.lastName,
  trialFieldLabels.email,
  trialFieldLabels.company,
  trialFieldLabels.phone,
  trialEmail.acceptedTerms,
];
const EMAIL_ROW = FORM_LABELS.indexOf(trialFieldLabels.email);
/** The first table's rows by the form's field names (lib/trial/fields.ts), in FORM_LABELS' order. */
const FORM_KEYS = /** @type {const} */ ([
  'firstName',
  'lastName',
  'email',
  'company',
  'phone',
  'acceptedTerms',
]);

/**
 * The attribution rows in the order buildAttributionBlock writes them (lib/trial/attribution.ts
 * orders the campaign parameters and click ids); any may be left out but the last.
 */
const ATTRIBUTION_KEYS = /** @type {const} */ ([
  'plan',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'fbclid',
  'referrer',
  'landingPage',
  'openedOn',
]);
/** @type {ReadonlySet<string>} */
const CLICK_IDS = new Set([attribution.gclid, attribution.fbclid]);
/** @type {readonly string[]} */
const ATTRIBUTION_LABELS = ATTRIBUTION_KEYS.map((key) => attribution[key]);

/** @param {import('./markup.mjs').SignupBlock} block */
function isFormBlock({ level, heading, rows }) {
  return (
    level === 2 &&
    heading === trialEmail.heading &&
    rows.length === FORM_LABELS.length &&
    rows.every(([label], i) => label === FORM_LABELS[i]) &&
    rows.at(-1)?.[1] === trialEmail.yes
  );
}

/** @param {import('./markup.mjs').SignupBlock} block */
function isAttributionBlock({ level, heading, rows }) {
  if (level !== 3 || heading !== attribution.heading) return false;
  let next = 0;
  for (const [label, value] of rows) {
    // Searching only past the previous row's label keeps each label once and in order.
    const index = ATTRIBUTION_LABELS.indexOf(label, next);
    if (index < 0) return false;
    if (CLICK_IDS.has(label) && value !== attribution.present) return false;
    next = index + 1;
  }
  return rows.at(-1)?.[0] === attribution.openedOn;
}

/**
 * The signup the blocks hold, or null when they are not the site's form: the values' first table
 * with its six labels in order, then optionally the attribution table.
 *
 * @param {import('./markup.mjs').SignupBlock[]} blocks
 * @returns {{ email: string } | null}
 */
export function readSignupForm(blocks) {
  const [form, found, ...rest] = blocks;
  if (!form || !isFormBlock(form) || (found && !isAttributionBlock(found)) || rest.length > 0) {
    return null;
  }
  return { email: form.rows[EMAIL_ROW]?.[1] ?? '' };
}

/**
 * @typedef {object} SignupRecord
 * @property {{ firstName: string, lastName: string, email: string, company: string, phone: string | null, acceptedTerms: true }} fields
 * @property {string | null} plan the plan picked on the pricing page, by name
 * @property {Record<string, string | true>} attribution what the e-mail's "How they found us"
 *   says, by lib/trial/attribution.ts's names: a click id as `true` (present, never its value);
 *   `landingPage` always (the e-mail leaves it out when it is the page the form was opened on)
 */

/**
 * The signup in readSignupForm's blocks as data, for the lead webhook: the same values the
 * e-mail shows, keyed by name rather than by label.
 *
 * @param {import('./markup.mjs').SignupBlock[]} blocks blocks readSignupForm accepted
 * @returns {SignupRecord}
 */
export function signupRecord(blocks) {
  const [form, found] = blocks;
  const value = (/** @type {number} */ i) => form?.rows[i]?.[1] ?? '';
  const phone = value(FORM_KEYS.indexOf('phone'));
  /** @type {Record<string, string | true>} */
  const attribution = {};
  let plan = null;
  for (const [label, text] of found?.rows ?? []) {
    const key = ATTRIBUTION_KEYS[ATTRIBUTION_LABELS.indexOf(label)];
    if (key === 'plan') plan = text;
    else if (key) attribution[key] = CLICK_IDS.has(label) ? true : text;
  }
  if (attribution.openedOn && !attribution.landingPage) {
    attribution.landingPage = attribution.openedOn;
  }
  return {
    fields: {
      firstName: value(0),
      lastName: value(1),
      email: value(EMAIL_ROW),
      company: value(3),
      phone: phone === trialEmail.notProvided ? null : phone,
      acceptedTerms: true,
    },
    plan,
    attribution,
  };
}
