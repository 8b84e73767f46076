import { type Page } from '@playwright/test';
import { expect, isSameDocument, markDocument, test } from './fixtures';
import { nextIdlePeriod, routedSoFar } from './support/page-work';
import { trialDialog, trialOpener } from './support/trial-form';

/** Requests for page data (`…/__next.*.txt`): what an in-place navigation or a prefetch fetches. */
function pageDataRequests(page: Page) {
  const paths: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.txt')) paths.push(url.pathname);
  });
  return paths;
}

test('in-site links swap the page in place; nothing is fetched for links only scrolled past', async ({
  page,
}) => {
  const data = pageDataRequests(page);
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.goto('/');
  // The page's own description, fetched by its loader to come alive (first-paint-loader.mjs).
  expect(data).toEqual(['/index.txt']);
  const scrolled = page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        addEventListener('scrollend', () => resolve(), { once: true }),
      ),
  );
  await page.mouse.wheel(0, 4000);
  await scrolled;
  // The links now on screen seen by the router's observers, and whatever they asked for sent.
  await nextIdlePeriod(page);
  await routedSoFar(page);
  expect(data).toEqual(['/index.txt']);

  const pricing = page.getByRole('banner').getByRole('link', { name: 'Pricing', exact: true });
  await page.mouse.wheel(0, -4000);
  await pricing.hover();
  await expect.poll(() => data.some((path) => path.startsWith('/pricing/'))).toBe(true);

  await markDocument(page);
  await pricing.click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Simple Plans That Grow With Your Agency',
  );
  expect(await isSameDocument(page)).toBe(true);
  expect(documents).toHaveLength(1);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  expect(await isSameDocument(page)).toBe(true);
});

test("pointing at a trial opener fetches the form's code, not its fallback page's data", async ({
  page,
}) => {
  await page.goto('/');
  const data = pageDataRequests(page);
  await trialOpener(page).hover();
  await trialOpener(page).focus();
  await trialOpener(page).click();
  await expect(trialDialog(page)).toBeVisible();
  await routedSoFar(page);
  expect(data).toEqual([]);
});

test('a link to a section of the same page scrolls there without a navigation', async ({
  page,
}) => {
  await page.goto('/legal/privacy-policy');
  const data = pageDataRequests(page);
  const nav = page.getByRole('navigation', { name: 'Legal documents' });
  const link = nav.locator('a[href^="/legal/privacy-policy#"]').nth(3);
  const hash = new URL((await link.getAttribute('href')) ?? '', 'http://x').hash;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${hash}$`));
  await expect(page.locator(hash)).toBeInViewport();
  await routedSoFar(page);
  expect(data).toEqual([]);
});
