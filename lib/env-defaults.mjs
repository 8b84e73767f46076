// Plain JavaScript so the build scripts, which Node runs without a TypeScript loader, read the same
// defaults lib/env.ts applies: a second copy there would drift (a changed default port would
// let check-production-config wave through the local trial endpoint it exists to catch).

/** The value each NEXT_PUBLIC_* variable takes when it is unset or empty. */
export const envDefaults = Object.freeze({
  NEXT_PUBLIC_SITE_URL: 'http://localhost:3000',
  NEXT_PUBLIC_TRIAL_ENDPOINT: 'http://localhost:8000/send-email',
  NEXT_PUBLIC_TRIAL_EMAIL_FROM: 'no-reply@kyrelo.example',
  NEXT_PUBLIC_TRIAL_EMAIL_TO: 'sales@kyrelo.example',
  NEXT_PUBLIC_POSTHOG_HOST: 'https://us.i.posthog.com',
  // A plain static host has nothing to answer /relay: the browser sends to PostHog's host.
  NEXT_PUBLIC_POSTHOG_PROXY: '0',
});

/** NEXT_PUBLIC_DEPLOY_TARGET's value for a build that Cloudflare Pages serves with functions/. */
export const PAGES_TARGET = 'cloudflare-pages';

/**
 * On Cloudflare Pages the site's own functions (functions/) answer the trial signup, the
 * country lookup and the analytics relay on the site's origin, so those are the defaults of a
 * Pages build: no third party, no CORS, and `connect-src 'self'` covers all three.
 */
export const pagesDefaults = Object.freeze({
  NEXT_PUBLIC_TRIAL_ENDPOINT: '/send-email',
  NEXT_PUBLIC_GEO_ENDPOINT: '/api/country',
  NEXT_PUBLIC_POSTHOG_PROXY: '1',
});

/**
 * The deploy target a build is for: NEXT_PUBLIC_DEPLOY_TARGET when set, else `cloudflare-pages`
 * inside Cloudflare Pages' own build image (it sets CF_PAGES=1), else `static`.
 *
 * @param {Record<string, string | undefined>} env
 * @returns {string}
 */
export function deployTarget(env) {
  const named = env.NEXT_PUBLIC_DEPLOY_TARGET?.trim();
  if (named) return named;
  return env.CF_PAGES === '1' ? PAGES_TARGET : 'static';
}

/**
 * The defaults for a build of `target`: the Pages defaults on Pages, the plain ones elsewhere.
 *
 * @param {string | undefined} target
 * @returns {Record<string, string>}
 */
export function defaultsFor(target) {
  return target === PAGES_TARGET ? { ...envDefaults, ...pagesDefaults } : { ...envDefaults };
}

/**
 * True for an address on the site's own origin: a path such as `/send-email` (not `//host`).
 *
 * @param {string} value
 */
export function isSameOriginPath(value) {
  return value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');
}
