// Plain JavaScript so the browser bundle (lib/analytics/persistence.ts), the build's policy
// (lib/security/csp.ts), the Pages Function (functions/relay/) and the local servers read one
// path and one host mapping: two copies would drift, and a relay that forwards what the browser
// does not send (or drops what it does) fails silently.

/** The site's own path for analytics: neutral, so blocklists aimed at analytics do not name it. */
export const RELAY_PATH = '/relay';

/**
 * Where posthog-js 1.449 sends each kind of request for an `api_host`. PostHog Cloud splits
 * ingestion (`https://eu.i.posthog.com`) from static assets and the remote config
 * (`https://eu-assets.i.posthog.com`, its RequestRouter); any other host (a self-hosted PostHog, a
 * local stand-in) serves both itself, at its own path.
 *
 * @param {string} host NEXT_PUBLIC_POSTHOG_HOST
 * @returns {{ ingest: string, assets: string, region: 'us' | 'eu' | null }}
 */
export function posthogUpstreams(host) {
  const trimmed = host.trim().replace(/\/+$/, '');
  // posthog-js's own test of the region, unanchored as it is there.
  const region = /^https:\/\/(app|us|us-assets)(\.i)?\.posthog\.com/i.test(trimmed)
    ? 'us'
    : /^https:\/\/(eu|eu-assets)(\.i)?\.posthog\.com/i.test(trimmed)
      ? 'eu'
      : null;
  if (!region) return { ingest: trimmed, assets: trimmed, region };
  return {
    ingest: `https://${region}.i.posthog.com`,
    assets: `https://${region}-assets.i.posthog.com`,
    region,
  };
}

/**
 * PostHog's app for a host (posthog-js's `ui_host`): its toolbar and links open there, never on
 * the relay. Cloud regions have `https://eu.posthog.com`; a self-hosted PostHog is its own app.
 *
 * @param {string} host
 */
export function posthogUiHost(host) {
  const { region, ingest } = posthogUpstreams(host);
  return region ? `https://${region}.posthog.com` : ingest;
}

/**
 * The requests posthog-js makes with the site's configuration (lib/analytics/persistence.ts), and
 * nothing else: events (`/e/`, or `/i/v0/e/` when the project's remote config names it, each a
 * batch), session recordings (`/s/`), and the remote config as JSON. Feature flags, surveys, site
 * apps and scripts from PostHog's CDN (`/static/…`, the remote config as a script) are turned off there, so the relay
 * forwards none of them: served from the site's origin, a PostHog script would pass the policy's
 * `script-src 'self'`.
 */
const ROUTES = [
  { pattern: /^\/(?:e|i\/v0\/e|s)\/$/, upstream: 'ingest', methods: ['POST'] },
  {
    pattern: /^\/array\/[A-Za-z0-9_-]{1,100}\/config$/,
    upstream: 'assets',
    methods: ['GET', 'HEAD'],
  },
];

/**
 * What the relay does with a request for `pathname` (as the URL parser left it): forward it (the
 * upstream and the path there), or refuse it with 404 (not a PostHog path it forwards) or 405.
 *
 * @param {string} pathname
 * @param {string} method
 * @returns {{ status: 404 | 405, allow?: string } | { upstream: 'ingest' | 'assets', path: string }}
 */
export function relayRoute(pathname, method) {
  if (!pathname.startsWith(`${RELAY_PATH}/`)) return { status: 404 };
  const path = pathname.slice(RELAY_PATH.length);
  const route = ROUTES.find(({ pattern }) => pattern.test(path));
  if (!route) return { status: 404 };
  if (!route.methods.includes(method)) return { status: 405, allow: route.methods.join(', ') };
  return { upstream: /** @type {'ingest' | 'assets'} */ (route.upstream), path };
}
