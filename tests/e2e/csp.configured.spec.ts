import { type Page } from '@playwright/test';
import { booking } from '@/content/booking';
import { acceptButton, banner } from './consent-helpers';
import { expect, test } from './fixtures';
import { RELAY_PATH } from '@/lib/relay/routes.mjs';
import { pageCases } from './pages';
import { expectNoViolations, loadLazyImages, watchPolicy } from './policy-watch';
import { RELAY_URLS } from './posthog-host';
import { idleWorkDone } from './support/page-work';

// The configured export's policies in the browser (which hosts each page allows is
// tests/http/csp.test.ts's). The services `npm run build:configured` bakes into out-configured/
// (scripts/build/build-configured.mjs); analytics go through the site's own /relay.
const SENTRY_HOST = 'https://o0.ingest.sentry.io/**';
const GEO_ENDPOINT = 'http://localhost:4399/geo';
const CALENDAR_HOST = 'https://cal.kyrelo.example/**';
const REMOTE_CONFIG = JSON.stringify({ sessionRecording: { endpoint: '/s/' } });

/**
 * Answers the analytics relay, Sentry, the geo lookup and the calendar locally; records what was
 * asked (PostHog's paths, below the relay).
 */
async function answerServices(page: Page) {
  const seen = { posthog: [] as string[], envelopes: 0, calendar: [] as string[] };
  await page.route(RELAY_URLS, (route) => {
    const request = route.request();
    const pathname = new URL(request.url()).pathname.slice(RELAY_PATH.length);
    seen.posthog.push(`${request.resourceType()} ${pathname}`);
    // The project's remote config turns session recording on, as a real project would.
    const body = pathname.startsWith('/array/') ? REMOTE_CONFIG : '{}';
    return route.fulfill({ status: 200, contentType: 'application/json', body });
  });
  await page.route(SENTRY_HOST, (route) => {
    seen.envelopes += 1;
    return route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
  });
  await page.route(GEO_ENDPOINT, (route) => route.fulfill({ json: { country_code: 'IN' } }));
  // The booking calendar: its probe and its frame.
  await page.route(CALENDAR_HOST, (route) => {
    seen.calendar.push(route.request().method());
    return route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Calendar</title>',
    });
  });
  return seen;
}

test('the booking calendar is asked, then framed, under the policy', async ({ page }) => {
  const watch = await watchPolicy(page);
  const seen = await answerServices(page);
  await page.goto('/free-demo');
  await expect(page.getByTitle(booking.frameTitle)).toBeVisible();
  // The frame element is on screen before its document is requested: wait for the request.
  await expect.poll(() => seen.calendar).toEqual(['HEAD', 'GET']);
  await idleWorkDone(page);
  expectNoViolations(watch);
});

// PostHog drops events from browsers that look automated; present as a regular Chrome.
test.use({
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
});

test('with consent given, analytics, session recording and error reporting run on every route without a violation', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
    Object.defineProperty(Navigator.prototype, 'userAgentData', { get: () => undefined });
  });
  const watch = await watchPolicy(page);
  const seen = await answerServices(page);

  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await acceptButton(page).click();
  // The recorder comes from the site's own bundle once recording is allowed.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          typeof (window as { __PosthogExtensions__?: { initSessionRecording?: unknown } })
            .__PosthogExtensions__?.initSessionRecording,
      ),
    )
    .toBe('function');

  for (const { path } of pageCases) {
    await page.goto(path);
    await loadLazyImages(page);
    await idleWorkDone(page);
  }

  // Events reach the ingest host in batches, a few seconds apart.
  await expect
    .poll(() => seen.posthog.filter((line) => !line.includes(' /array/')), { timeout: 15_000 })
    .not.toEqual([]);

  // An uncaught error, thrown until Sentry (loaded by the first error) has reported one.
  await expect
    .poll(async () => {
      await page.evaluate(() => setTimeout(() => Promise.reject(new Error('policy check'))));
      return seen.envelopes;
    })
    .toBeGreaterThan(0);
  await idleWorkDone(page);

  // posthog-js fetched its remote config as data; it never asked its CDN for a script.
  expect(seen.posthog).toContainEqual(expect.stringMatching(/^fetch \/array\/[^/]+\/config$/));
  expect(seen.posthog.filter((line) => line.startsWith('script'))).toEqual([]);
  watch.consoleErrors = watch.consoleErrors.filter((line) => !line.includes('policy check'));
  expectNoViolations(watch);
});
