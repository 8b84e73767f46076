import { expect, test } from './fixtures';
import { trialDialog } from './support/trial-form';

// Each page's description (the RSC payload React hydrates from) is not inline in its HTML: the
// loader fetches the route's `.txt` file and hands it to Next before the scripts run
// (scripts/build/page-description.mjs, first-paint-loader.mjs).

const trialOpener = 'Start Free Trial';

test('the HTML carries no description; the page fetches its own file once and comes alive', async ({
  page,
  request,
}) => {
  expect(await (await request.get('/pricing')).text()).not.toContain('__next_f.push([1,');
  const fetched: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname.endsWith('.txt')) fetched.push(url.pathname + url.search);
  });
  await page.goto('/pricing');
  expect(fetched).toEqual(['/pricing.txt']);
});

test('a failed request is tried once more, and the page comes alive', async ({ page }) => {
  let attempts = 0;
  await page.route('**/index.txt', (route) =>
    ++attempts === 1 ? route.abort('failed') : route.continue(),
  );
  await page.goto('/');
  expect(attempts).toBe(2);
  await page.getByRole('main').getByRole('button', { name: trialOpener }).first().click();
  await expect(trialDialog(page)).toBeVisible();
});

test('a description that cannot be fetched leaves a working document, not a broken app', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  let attempts = 0;
  await page.route('**/index.txt', (route) => {
    attempts += 1;
    return route.abort('failed');
  });
  // The fixture's page.goto waits for hydration, which never comes here.
  await page.mainFrame().goto('/');
  await expect.poll(() => attempts).toBe(2);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // No framework script ran: the links are plain links, and the trial button still opens its
  // dialog from the page's own HTML (the inline runtime), where the visitor can type.
  expect(await page.locator('script[src^="/_next/"]:not([nomodule])').count()).toBe(0);
  await page.getByRole('main').getByRole('button', { name: trialOpener }).first().click();
  await expect(trialDialog(page)).toBeVisible();
  await expect(trialDialog(page).getByLabel('First name')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(trialDialog(page)).toBeHidden();
  await page.getByRole('main').getByRole('link', { name: 'Schedule Demo' }).first().click();
  await expect(page).toHaveURL(/\/free-demo$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});
