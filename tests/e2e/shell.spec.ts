import { expect, test } from './fixtures';
import { idleWorkDone, routedSoFar, trackIdleWork } from './support/page-work';

test('the toast host is not loaded with the page; it mounts top-right when a modal opens', async ({
  page,
}) => {
  await trackIdleWork(page);
  await page.goto('/features');
  // Nothing the page does once idle brings the toast host: it comes with the trial form's code,
  // which a visitor's intent fetches (a pointer on an opener, components/modals/dialog-host.tsx).
  await idleWorkDone(page);
  const host = page.locator('section[aria-label^="Notifications"]');
  await expect(host).toHaveCount(0);
  await page.getByRole('main').getByRole('button', { name: 'Start Free Trial' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Start Your Free Trial' })).toBeVisible();
  await expect(host).toBeAttached();
  await expect(host.locator('ol')).toHaveCount(0); // no toast until something raises one
});

test('pages reach no third-party service when none is configured', async ({
  page,
  externalRequests,
}) => {
  await trackIdleWork(page);
  for (const path of ['/', '/features', '/pricing', '/free-demo', '/legal/cookies-policy']) {
    await page.goto(path);
    await idleWorkDone(page);
    await routedSoFar(page);
  }
  expect(externalRequests).toEqual([]);
});

test('without a booking URL /free-demo offers email and the trial instead of a calendar', async ({
  page,
}) => {
  await page.goto('/free-demo');
  await expect(
    page.getByRole('heading', { name: 'Choose your preferred time slot' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: "What You'll Get:" })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /^Email / })).toHaveAttribute(
    'href',
    /^mailto:/,
  );
  await expect(page.locator('iframe')).toHaveCount(0);
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/aboutus');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});
