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
import { asRegularChrome, custom, interceptPosthog, regularChrome } from './posthog-host';

const PERSISTENCE = 'ph_phc_kyrelo_e2e_posthog';

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
  test.use(regularChrome);

  test("each client-side route change is captured once, sent through the site's own /relay only", async ({
    page,
    externalRequests,
  }) => {
    await asRegularChrome(page);
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
    const pageviews = () => custom(seen, '$pageview').map((view) => view.$pathname);
    await expect.poll(() => pageviews().length, { timeout: 15_000 }).toBeGreaterThanOrEqual(4);
    expect(pageviews()).toEqual(['/', '/features', '/pricing', '/']);
    // Every request went to the page's own origin: none to PostHog's hosts.
    const relay = `${new URL(page.url()).origin}/relay/`;
    expect(seen.bodies.filter((body) => !body.startsWith(relay))).toEqual([]);
    expect(seen.direct).toEqual([]);
    expect(externalRequests.filter((url) => /posthog\.com/.test(url))).toEqual([]);
  });
});
