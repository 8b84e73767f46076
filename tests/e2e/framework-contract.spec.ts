import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { consentCopy } from '@/content/consent';
import { CONSENT_KEY } from '@/lib/consent';
import { expect, isSameDocument, markDocument, test } from './fixtures';

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
  await page.addInitScript((key) => window.localStorage.setItem(key, 'no'), CONSENT_KEY);
  // A deploy after this page loaded: the next page's data (its route files) is the other build's.
  const other = path.resolve('out-configured');
  const swapped: string[] = [];
  await page.route(
    (url) => url.pathname.startsWith('/features') && url.pathname.endsWith('.txt'),
    async (route) => {
      const file = path.join(other, new URL(route.request().url()).pathname);
      const body = await readFile(file, 'utf8').catch(() => null);
      if (body === null) return route.fallback();
      swapped.push(path.basename(file));
      await route.fulfill({ status: 200, contentType: 'text/plain; charset=utf-8', body });
    },
  );
  await page.goto('/pricing');
  await markDocument(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Features' })
    .click();
  await expect(page).toHaveURL(/\/features$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(swapped.length).toBeGreaterThan(0);
  // Next saw another build id in the data and loaded the page itself: a new document.
  expect(await isSameDocument(page)).toBe(false);
  await expect(
    page.getByRole('contentinfo').getByRole('button', { name: consentCopy.settings }),
  ).toBeVisible();
});
