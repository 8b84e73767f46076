import { randomUUID } from 'node:crypto';
import type { PosthogRecord } from '../../scripts/servers/posthog-stub.mjs';
import { acceptButton, banner } from './consent-helpers';
import { expect, test } from './fixtures';
import { relayUpstream } from './origins';
import { POSTHOG_HOSTS, asRegularChrome, regularChrome } from './posthog-host';

// The configured export on Cloudflare Pages' runtime, its functions/relay/ sending to the PostHog
// stand-in (scripts/servers/posthog-stub.mjs): a visitor's event from the browser to "PostHog",
// nothing intercepted on the way. What the relay answers request by request is
// tests/http/relay.test.ts's.

test.use(regularChrome);

/** What the stand-in received with `marker` in its path, query or decoded body. */
async function received(marker: string): Promise<PosthogRecord[]> {
  const res = await fetch(`${relayUpstream}/_received?marker=${encodeURIComponent(marker)}`);
  return (await res.json()) as PosthogRecord[];
}

test("a visitor who accepts sends a page view through the site's own /relay to PostHog, with their address and no cookie", async ({
  page,
  externalRequests,
}, testInfo) => {
  await asRegularChrome(page);
  const visit = randomUUID();
  const requested: string[] = [];
  const relayCookies: string[] = [];
  page.on('request', (request) => {
    requested.push(request.url());
    if (new URL(request.url()).pathname.startsWith('/relay/')) {
      void request.allHeaders().then((headers) => {
        if (headers.cookie) relayCookies.push(headers.cookie);
      });
    }
  });

  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await acceptButton(page).click();
  // A new page load after the choice: its page view carries the visit's mark in $current_url.
  await page.goto(`/features?visit=${visit}`);

  const pageview = async () =>
    (await received(visit)).find((record) =>
      record.events.some((event) => event.event === '$pageview'),
    );
  await expect.poll(pageview, { timeout: 20_000 }).toBeDefined();
  const record = (await pageview())!;
  await testInfo.attach('stub record of the page view', {
    body: JSON.stringify({ ...record, body: `${record.body.length} base64 characters` }, null, 2),
    contentType: 'application/json',
  });

  expect(record.method).toBe('POST');
  expect(['/e/', '/i/v0/e/']).toContain(record.path);
  // The query as posthog-js sent it (1.449 sends gzip bodies with none: PostHog reads the bytes).
  const sentQueries = requested
    .filter((url) => new URL(url).pathname === `/relay${record.path}`)
    .map((url) => new URL(url).search);
  expect(sentQueries).toContain(record.query);
  // The one address the runtime saw; no cookie, though the browser sent the site's.
  expect(record.headers['x-forwarded-for']).toMatch(/^(127(\.\d{1,3}){3}|::1)$/);
  expect(record.cookie).toBe(false);
  await expect.poll(() => relayCookies.length).toBeGreaterThan(0);

  // Every analytics request went to the page's own origin; none to PostHog's hosts.
  const origin = new URL(page.url()).origin;
  expect(requested.filter((url) => POSTHOG_HOSTS.test(url))).toEqual([]);
  expect(externalRequests.filter((url) => /posthog/.test(url))).toEqual([]);
  expect(requested).toContainEqual(expect.stringMatching(`^${origin}/relay/`));

  // The page's policy lets it connect to its own origin for analytics, to no PostHog host.
  const policy = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content');
  const connect = /(?:^|;)\s*connect-src ([^;]*)/.exec(policy ?? '')?.[1]?.split(/\s+/) ?? [];
  await testInfo.attach('connect-src', { body: connect.join(' '), contentType: 'text/plain' });
  expect(connect).toContain("'self'");
  expect(connect.filter((source) => /posthog/.test(source))).toEqual([]);
});
