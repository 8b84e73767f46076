// First step of `npm run build`: refuses a production build whose configuration would ship a
// broken site, before `next build` spends a minute on it. Every NEXT_PUBLIC_* value is baked into
// the static files, so a wrong one is only noticed by visitors: a trial endpoint left at the local
// default fails every signup, and an http:// service on an https:// page is blocked as mixed content.
// Builds for a local site URL (localhost, 127.0.0.1, ::1, *.test, *.local) are never refused.
import { defaultsFor, deployTarget, isSameOriginPath } from '../../lib/env-defaults.mjs';
import { isMain, projectRoot } from '../lib/common.mjs';
import { buildEnv } from './build-env.mjs';

/** @typedef {Record<string, string | undefined>} Env */

/**
 * Services that must be https:// on a deployed site (the trial endpoint has its own rule).
 *
 * @type {[name: string, service: string][]}
 */
const HTTPS_ONLY = [
  ['NEXT_PUBLIC_GEO_ENDPOINT', 'the currency lookup'],
  ['NEXT_PUBLIC_BOOKING_URL', 'the booking calendar'],
  ['NEXT_PUBLIC_SENTRY_DSN', 'error reports'],
  ['NEXT_PUBLIC_POSTHOG_HOST', 'analytics'],
];

const FIX = 'Set it in the build environment or .env.production, then run `npm run build` again.';

/**
 * The value as lib/env.ts reads it: trimmed, empty meaning unset.
 *
 * @param {Env} env
 * @param {string} name
 * @returns {string | undefined}
 */
function valueOf(env, name) {
  const value = env[name]?.trim();
  // The defaults lib/env.ts applies for this build's deploy target (Pages: its own functions).
  return value ? value : (defaultsFor(deployTarget(env))[name] ?? undefined);
}

/** @param {string | undefined} value */
function parseUrl(value) {
  if (value === undefined) return null;
  try {
    return new URL(value);
  } catch {
    // lib/env.ts rejects it during `next build`, naming the variable; no second message here.
    return null;
  }
}

/**
 * True for a URL that only works on the machine that built the site.
 *
 * @param {URL} url
 */
export function isLocalUrl(url) {
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '::1' ||
    /^127\.\d+\.\d+\.\d+$/.test(host) ||
    host === '0.0.0.0' ||
    host.endsWith('.test') ||
    host.endsWith('.local')
  );
}

/**
 * A production build is one whose site URL is not a local address.
 *
 * @param {Env} env
 */
export function isProductionBuild(env) {
  const site = parseUrl(valueOf(env, 'NEXT_PUBLIC_SITE_URL'));
  return site !== null && !isLocalUrl(site);
}

/**
 * @param {Env} env
 * @returns {string | null}
 */
export function siteUrlProblem(env) {
  const value = valueOf(env, 'NEXT_PUBLIC_SITE_URL');
  const url = parseUrl(value);
  if (url?.protocol !== 'http:') return null;
  return (
    `NEXT_PUBLIC_SITE_URL is ${value}: a deployed site must be https:// (HSTS is sent, and the ` +
    `canonical links, sitemap and share images would point to http). Set ` +
    `NEXT_PUBLIC_SITE_URL=https://${url.host}. ${FIX}`
  );
}

/**
 * @param {Env} env
 * @returns {string | null}
 */
export function trialEndpointProblem(env) {
  const name = 'NEXT_PUBLIC_TRIAL_ENDPOINT';
  const value = valueOf(env, name);
  // A path on the site's own origin: the site's own endpoint (functions/ on Pages, the Node
  // service behind nginx), as https as the site itself.
  if (value !== undefined && isSameOriginPath(value)) return null;
  const url = parseUrl(value);
  if (!url) return null;
  const unset = !env[name]?.trim();
  const fix =
    `Set ${name} to your mail endpoint's https:// URL, or to /send-email when the site's own ` +
    `endpoint answers on its origin (Cloudflare Pages, or nginx with the Node service; ` +
    `docs/deploying.md, "Leads in production"). ${FIX}`;
  if (isLocalUrl(url)) {
    const what = unset ? 'is not set, so the default' : 'is';
    return `${name} ${what} ${value} is a local address: every visitor's trial signup would fail. ${fix}`;
  }
  if (url.protocol === 'http:') {
    return `${name} is ${value}: an https:// page cannot post to http:// (the browser blocks it as mixed content), so every trial signup would fail. ${fix}`;
  }
  return null;
}

/**
 * @param {Env} env
 * @returns {string[]}
 */
export function httpsOnlyProblems(env) {
  return HTTPS_ONLY.flatMap(([name, service]) => {
    const value = env[name]?.trim();
    if (!value || parseUrl(value)?.protocol !== 'http:') return [];
    return [
      `${name} is ${value}: an https:// page cannot reach http:// (mixed content), so ${service} would not work. Set ${name} to an https:// URL, or leave it empty to turn ${service} off. ${FIX}`,
    ];
  });
}

/**
 * Every problem of a production configuration; none for a local build.
 *
 * @param {Env} env
 * @returns {string[]}
 */
export function productionConfigProblems(env) {
  if (!isProductionBuild(env)) return [];
  return [siteUrlProblem(env), trialEndpointProblem(env), ...httpsOnlyProblems(env)].filter(
    (problem) => problem !== null,
  );
}

if (isMain(import.meta.filename)) {
  const problems = productionConfigProblems(buildEnv(projectRoot));
  if (problems.length > 0) {
    console.error(
      `Refusing to build for ${valueOf(process.env, 'NEXT_PUBLIC_SITE_URL')}:\n\n` +
        problems.map((problem) => `- ${problem}`).join('\n\n') +
        '\n\nA local build (NEXT_PUBLIC_SITE_URL unset or a local address) is never refused.',
    );
    process.exit(1);
  }
}
