// Builds the site a second time with analytics, error reporting, the geo lookup, the booking
// calendar and the Turnstile check configured, exported to out-configured/ (the default build in out/ is untouched). The
// end-to-end "configured" project serves it; every request to these hosts is intercepted by the tests, none reaches the internet.
import { isMain, run } from '../lib/common.mjs';

export const CONFIGURED_EXPORT_DIR = 'out-configured';
export const configuredEnv = {
  NEXT_PUBLIC_POSTHOG_KEY: 'phc_kyrelo_e2e',
  NEXT_PUBLIC_POSTHOG_HOST: 'https://eu.i.posthog.com',
  // Through the site's own /relay: the browser never contacts PostHog's hosts; the specs answer
  // the relay with page.route, and the pages-configured project runs it on the Pages runtime.
  NEXT_PUBLIC_POSTHOG_PROXY: '1',
  NEXT_PUBLIC_SENTRY_DSN: 'https://public@o0.ingest.sentry.io/0',
  // Nothing listens here: the pricing specs answer the lookup with page.route.
  NEXT_PUBLIC_GEO_ENDPOINT: 'http://localhost:4399/geo',
  // A reserved name that never resolves: the booking specs answer or abort it with page.route.
  NEXT_PUBLIC_BOOKING_URL: 'https://cal.kyrelo.example/kyrelo/consultation',
  // Turnstile's documented test site key (always passes); the specs serve its script with page.route.
  NEXT_PUBLIC_TURNSTILE_SITE_KEY: '1x00000000000000000000AA',
};

if (isMain(import.meta.filename)) {
  const started = Date.now();
  const env = { ...process.env, ...configuredEnv, NEXT_EXPORT_DIR: CONFIGURED_EXPORT_DIR };
  // `npm run build` itself, so the two exports go through the same steps: the build replaces the
  // folder NEXT_EXPORT_DIR names, all at once, when they have all passed (export-swap.mjs).
  run('npm', ['run', 'build'], { env });
  console.log(`Configured export in ${CONFIGURED_EXPORT_DIR}/ (${Date.now() - started} ms)`);
}
