import { type Page } from '@playwright/test';
import { brand } from '@/content/site';
import { banner, chosenAlready, cookieSettings } from './consent-helpers';
import { otherBuildFile } from './other-build';
import { sentryEvents } from './sentry-events';
import { expect, test, waitForHydration } from './fixtures';

// A deploy between a page's HTML and its description: the HTML is the old build's, and every
// later request (the description at the paint, the chunks, a reload) reaches the new one. The
// served export (out/, on each server this spec runs on) is the new build; out-configured/, a
// second real build with its own build id and chunk names, plays the old one. The old HTML
// reports to Sentry, so the report of the reload is checked too (first-paint-loader.mjs).

/** The old build's HTML for `route`, as the first `count` navigations to it get it. */
async function serveOldHtml(page: Page, route: string, count: number) {
  const html = await otherBuildFile(`${route === '/' ? '/index' : route}.html`);
  if (html === null) throw new Error(`out-configured has no page for ${route}: build it first`);
  const documents: string[] = [];
  await page.route(
    (url) => url.pathname === route,
    async (request) => {
      if (request.request().resourceType() !== 'document') return request.fallback();
      documents.push(documents.length < count ? 'old' : 'new');
      if (documents.length > count) return request.fallback();
      await request.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html });
    },
  );
  return documents;
}

test('a page whose description comes from the next build reloads once into that build', async ({
  page,
}) => {
  await chosenAlready(page);
  const documents = await serveOldHtml(page, '/pricing', 1);
  const events = await sentryEvents(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.mainFrame().goto('/pricing');
  await expect.poll(() => documents).toEqual(['old', 'new']);
  // The reloaded document itself, not the old one on its way out, before hydration is awaited.
  await expect
    .poll(() =>
      page
        .evaluate(() => performance.getEntriesByType('navigation')[0]?.toJSON().type)
        .catch(() => null),
    )
    .toBe('reload');
  await waitForHydration(page);
  // The new build's page, alive: its own loader, no failure mark, a working island.
  await expect(page.locator('html')).not.toHaveAttribute('data-load-failed');
  // The banner's view is a chunk fetched at the click, from a runtime the whole suite keeps busy;
  // a click that lands before the footer's island has its handler is made again.
  await expect(async () => {
    await cookieSettings(page).click();
    await expect(banner(page)).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 20_000 });
  expect(documents).toEqual(['old', 'new']);
  await expect.poll(() => events.map((event) => event.level)).toEqual(['warning']);
  expect(events[0]).toMatchObject({ tags: { load_failure: 'reload' } });
  expect(errors).toEqual([]);
});

test('when the old HTML keeps coming back, one reload and then a working plain document', async ({
  page,
}) => {
  const documents = await serveOldHtml(page, '/pricing', 5);
  const events = await sentryEvents(page);

  await page.mainFrame().goto('/pricing');
  await expect(page.locator('html')).toHaveAttribute('data-load-failed', 'build');
  expect(documents).toEqual(['old', 'old']);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // No script of either build ran: a plain document whose links work.
  expect(await page.locator('script[src^="/_next/"]:not([nomodule])').count()).toBe(0);
  await expect
    .poll(() => events.map((event) => event.tags))
    .toEqual([
      expect.objectContaining({ load_failure: 'reload' }),
      expect.objectContaining({ load_failure: 'build' }),
    ]);
  await page
    .getByRole('banner')
    .getByRole('link', { name: `${brand.name} home` })
    .click();
  await expect(page).toHaveURL(/:\d+\/$/);
  expect(documents).toHaveLength(2);
});
