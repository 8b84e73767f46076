import { type Page } from '@playwright/test';
import { consentCopy } from '@/content/consent';
import {
  acceptButton,
  banner,
  cookieSettings,
  declineButton,
  deviceStorage,
  nothingStored,
} from './consent-helpers';
import { expect, test } from './fixtures';

// Built by `npm run build:configured` with NEXT_PUBLIC_POSTHOG_HOST=https://eu.i.posthog.com.
const POSTHOG_HOSTS = /^https:\/\/[a-z-]+\.i\.posthog\.com\//;
const PERSISTENCE = 'ph_phc_kyrelo_e2e_posthog';

/** Answers every PostHog request locally and records the config loads and captured page views. */
async function interceptPosthog(page: Page) {
  const seen = { configLoads: 0, pageviews: [] as string[] };
  await page.route(POSTHOG_HOSTS, async (route) => {
    const request = route.request();
    if (/\/array\/[^/]+\/config(\.js)?$/.test(new URL(request.url()).pathname)) {
      seen.configLoads += 1;
    }
    const body = request.postData();
    if (body?.startsWith('{')) {
      const batch =
        (
          JSON.parse(body) as {
            batch?: Array<{ event: string; properties: { $pathname: string } }>;
          }
        ).batch ?? [];
      for (const event of batch) {
        if (event.event === '$pageview') seen.pageviews.push(event.properties.$pathname);
      }
    }
    await route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
  });
  return seen;
}

/** Waits until posthog-js has started on the current page (its remote config is requested). */
async function analyticsStarted(seen: { configLoads: number }, previous = 0) {
  await expect.poll(() => seen.configLoads).toBeGreaterThan(previous);
  return seen.configLoads;
}

test('nothing is stored before a choice; Accept stores; "Cookie settings" → Decline removes it', async ({
  page,
}) => {
  const seen = await interceptPosthog(page);
  await page.goto('/');
  let loads = await analyticsStarted(seen);
  await expect(banner(page)).toBeVisible();
  expect(await deviceStorage(page)).toEqual(nothingStored);

  await acceptButton(page).click();
  await expect.poll(async () => (await deviceStorage(page)).local).toContain(PERSISTENCE);
  expect((await deviceStorage(page)).cookies).toContain(PERSISTENCE);

  await page.reload();
  loads = await analyticsStarted(seen, loads);
  expect((await deviceStorage(page)).cookies).toContain(PERSISTENCE);

  await cookieSettings(page).click();
  await declineButton(page).click();
  await expect.poll(() => deviceStorage(page)).toEqual(nothingStored);

  await page.reload();
  await analyticsStarted(seen, loads);
  expect(await deviceStorage(page)).toEqual(nothingStored);
});

test('after Decline nothing is stored, across a reload', async ({ page }) => {
  const seen = await interceptPosthog(page);
  await page.goto('/features');
  const loads = await analyticsStarted(seen);
  await declineButton(page).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await deviceStorage(page)).toEqual(nothingStored);

  await page.reload();
  await analyticsStarted(seen, loads);
  expect(await deviceStorage(page)).toEqual(nothingStored);
});

test('a Global Privacy Control signal keeps analytics in memory', async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  );
  const seen = await interceptPosthog(page);
  await page.goto('/');
  await analyticsStarted(seen);
  expect(await deviceStorage(page)).toEqual(nothingStored);
  await cookieSettings(page).click();
  await banner(page).getByRole('button', { name: consentCopy.accept }).click();
  await expect.poll(async () => (await deviceStorage(page)).local).toContain(PERSISTENCE);
});

test.describe('page views', () => {
  // PostHog drops events from browsers that look automated; present as a regular Chrome.
  test.use({
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  });

  test('each client-side route change is captured once', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
      Object.defineProperty(Navigator.prototype, 'userAgentData', { get: () => undefined });
    });
    const seen = await interceptPosthog(page);
    await page.goto('/');
    await analyticsStarted(seen);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Features' }).click();
    await expect(page).toHaveURL(/\/features$/);
    await nav.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await nav.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    // Batches arrive in order, so once the last view is in, any duplicate of an earlier one is too.
    await expect.poll(() => seen.pageviews.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(4);
    expect(seen.pageviews).toEqual(['/', '/features', '/pricing', '/']);
  });
});
