import { chosenAlready, cookieSettings } from './consent-helpers';
import { otherBuildFile } from './other-build';
import { expect, isSameDocument, markDocument, test, waitForHydration } from './fixtures';

// What the build and the loader rely on in Next and React at run time, checked in the browser
// (the upgrade checklist in docs/architecture.md names these tests). What they rely on in Next's
// markup is checked when the build runs and by the unit tests.

test('React finds the disabled stylesheet by its address: one link and one request after hydration', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') requested.push(new URL(request.url()).pathname);
  });
  await page.goto('/pricing');
  const links = await page
    .locator('link[rel="stylesheet"]')
    .evaluateAll((all) => all.map((link) => link.getAttribute('href')));
  expect(links).toHaveLength(1);
  expect(requested).toEqual(links);
  expect(
    await page.locator('link[data-inlined]').evaluate((link) => link.hasAttribute('disabled')),
  ).toBe(false);
});

test("an in-site link answered by another build's page data loads that page as a new document", async ({
  page,
}) => {
  await chosenAlready(page);
  // A deploy after this page loaded: the route data Next's router asks for (its requests carry
  // an `RSC` header) is the other build's. The new document then loads from the served build.
  const swapped: string[] = [];
  await page.route(
    (url) => url.pathname.startsWith('/features') && url.pathname.endsWith('.txt'),
    async (route) => {
      const { pathname } = new URL(route.request().url());
      const fromRouter = 'rsc' in (await route.request().allHeaders());
      const body = fromRouter ? await otherBuildFile(pathname) : null;
      if (body === null) return route.fallback();
      swapped.push(pathname);
      await route.fulfill({ status: 200, contentType: 'text/plain; charset=utf-8', body });
    },
  );
  await page.goto('/pricing');
  await markDocument(page);
  // Only a new document fires `load`; a swap in place (Next applying the other build's data)
  // never does, and the test times out here.
  const loaded = page.waitForEvent('load', { timeout: 10_000 });
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Features' })
    .click();
  await loaded;
  await expect(page).toHaveURL(/\/features$/);
  expect(swapped.length).toBeGreaterThan(0);
  // Next saw another build id in the data and loaded the page itself: a new document, alive.
  expect(await isSameDocument(page)).toBe(false);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(cookieSettings(page)).toBeVisible();
});
