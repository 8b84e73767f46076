// The signup endpoint's settings, read from plain strings: process.env for the Node servers,
// the Pages Function's `env` (wrangler.toml [vars], secrets, .dev.vars) at the edge. Secrets come
// from the platform only; none of these is a NEXT_PUBLIC_* variable, so none reaches the browser.
import { encryptionKeyProblem } from './seal.mjs';
import { webhookProblems } from './webhook-settings.mjs';

/** lib/env-defaults.mjs's NEXT_PUBLIC_TRIAL_EMAIL_TO (tests/unit/lib/env.test.ts keeps them equal). */
const DEFAULT_RECIPIENT = 'sales@kyrelo.example';
export const PROVIDERS = /** @type {const} */ (['resend', 'postmark']);
export const DEFAULT_API_URLS = Object.freeze({
  resend: 'https://api.resend.com',
  postmark: 'https://api.postmarkapp.com',
});
export const TURNSTILE_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';
/** Every variable leadSettingsFromEnv reads (scripts/servers/pages.mjs passes these on). */
export const LEAD_ENV_NAMES = /** @type {const} */ ([
  'MAIL_ALLOWED_TO',
  'MAIL_ALLOWED_ORIGINS',
  'MAIL_RATE_LIMIT',
  'MAIL_PROVIDER',
  'MAIL_API_KEY',
  'MAIL_API_URL',
  'MAIL_FROM',
  'MAIL_TIMEOUT_MS',
  'TURNSTILE_SECRET_KEY',
  'TURNSTILE_VERIFY_URL',
  'LEADS_ADMIN_TOKEN',
  'LEADS_ENCRYPTION_KEY',
  'LEADS_WEBHOOK_URL',
  'LEADS_WEBHOOK_SECRET',
]);
/** A lead the provider did not take is kept this long for the retries, then dropped. */
export const LEAD_TTL_DAYS = 30;

/**
 * @typedef {object} LeadSettings
 * @property {string[]} allowedTo the only recipients a submission may name (MAIL_ALLOWED_TO)
 * @property {string[]} allowedOrigins origins besides the endpoint's own (MAIL_ALLOWED_ORIGINS)
 * @property {number} rateLimit submissions per minute per client (MAIL_RATE_LIMIT, 5)
 * @property {string | undefined} provider `resend` or `postmark` (MAIL_PROVIDER); the Node
 *   servers also know `outbox`, the local stand-in's folder
 * @property {string | undefined} apiKey the provider's API key (MAIL_API_KEY, a secret)
 * @property {string | undefined} apiUrl the provider's API base (MAIL_API_URL; tests point it at a stub)
 * @property {string} from the endpoint's own verified sender (MAIL_FROM)
 * @property {number} timeoutMs how long the provider may take (MAIL_TIMEOUT_MS, 8000)
 * @property {string | undefined} turnstileSecret TURNSTILE_SECRET_KEY: Turnstile is on when set
 * @property {string} turnstileVerifyUrl TURNSTILE_VERIFY_URL (tests point it at a stub)
 * @property {string | undefined} adminToken LEADS_ADMIN_TOKEN: the bearer token of
 *   /send-email/pending and /send-email/retry, which answer 404 without it
 * @property {string | undefined} encryptionKey LEADS_ENCRYPTION_KEY: 32 bytes in base64 that
 *   kept leads are sealed with (seal.mjs); required with a real provider
 * @property {string | undefined} webhookUrl LEADS_WEBHOOK_URL: each lead is also POSTed there,
 *   signed (webhook.mjs); off when unset
 * @property {string | undefined} webhookSecret LEADS_WEBHOOK_SECRET: the signing secret,
 *   `whsec_` and base64 (a secret)
 */

/** @param {string | undefined} value */
export const list = (value) =>
  String(value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * @param {string | undefined} value
 * @param {number} fallback
 */
function count(value, fallback) {
  const number = Number(value ?? fallback);
  return Number.isFinite(number) && number >= 0 ? number : fallback;
}

/** @param {string | undefined} value */
const text = (value) => (value?.trim() ? value.trim() : undefined);

/**
 * @param {Record<string, string | undefined>} env
 * @param {{ allowedOrigins?: string[] }} [defaults]
 * @returns {LeadSettings}
 */
export function leadSettingsFromEnv(env, defaults = {}) {
  const allowedTo = list(env.MAIL_ALLOWED_TO);
  const origins = list(env.MAIL_ALLOWED_ORIGINS);
  return {
    allowedTo: allowedTo.length
      ? allowedTo
      : [env.NEXT_PUBLIC_TRIAL_EMAIL_TO?.trim() || DEFAULT_RECIPIENT],
    allowedOrigins: origins.length ? origins : (defaults.allowedOrigins ?? []),
    rateLimit: count(env.MAIL_RATE_LIMIT, 5),
    provider: text(env.MAIL_PROVIDER)?.toLowerCase(),
    apiKey: text(env.MAIL_API_KEY),
    apiUrl: text(env.MAIL_API_URL),
    from: text(env.MAIL_FROM) ?? 'Kyrelo signups <no-reply@kyrelo.example>',
    timeoutMs: count(env.MAIL_TIMEOUT_MS, 8000),
    turnstileSecret: text(env.TURNSTILE_SECRET_KEY),
    turnstileVerifyUrl: text(env.TURNSTILE_VERIFY_URL) ?? TURNSTILE_VERIFY_URL,
    adminToken: text(env.LEADS_ADMIN_TOKEN),
    encryptionKey: text(env.LEADS_ENCRYPTION_KEY),
    webhookUrl: text(env.LEADS_WEBHOOK_URL),
    webhookSecret: text(env.LEADS_WEBHOOK_SECRET),
  };
}

/**
 * What stops delivery through a provider; an empty list when nothing does.
 *
 * @param {LeadSettings} settings
 */
export function providerProblems(settings) {
  /** @type {readonly string[]} */
  const known = PROVIDERS;
  if (!settings.provider) return ['MAIL_PROVIDER is not set (resend or postmark)'];
  if (!known.includes(settings.provider)) {
    return [`MAIL_PROVIDER is ${settings.provider}, not one of ${PROVIDERS.join(', ')}`];
  }
  return settings.apiKey ? [] : ['MAIL_API_KEY is not set'];
}

/**
 * What stops an endpoint with a real provider from taking signups: the provider's settings, the
 * key kept leads are sealed with (the privacy policy promises encryption at rest), and half a
 * webhook configuration.
 *
 * @param {LeadSettings} settings
 */
export function deployProblems(settings) {
  const key = encryptionKeyProblem(settings.encryptionKey);
  return [...providerProblems(settings), ...(key ? [key] : []), ...webhookProblems(settings)];
}
