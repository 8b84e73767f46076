import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import {
  fillTrialForm,
  gotoReady,
  submitButton,
  submitTrialForm,
  successToast,
  toasts,
  trialDialog,
  trialOpener,
} from './support/trial-form';
import { routeTrialEndpoint, startMailEndpoint } from './trial-endpoint';

// axe with each menu, modal and toast open. The video modal is checked in home-video.spec.ts,
// the booking modal in booking.spec.ts, the legal overlay and side list in legal.spec.ts.

test('the open Products menu has no axe violations', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Products' })
    .click();
  expect(await axeViolations(page, 'header')).toEqual([]);
});

test('the mobile menu, with its product list expanded, has no axe violations', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Site menu' });
  await menu.locator('summary', { hasText: 'Products' }).click();
  await expect(menu.getByRole('link', { name: 'View All Products' })).toBeVisible();
  expect(await axeViolations(page, 'dialog')).toEqual([]);
});

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the trial modal, empty and with every field error, has no axe violations', async ({
      page,
    }) => {
      await gotoReady(page, '/features');
      await trialOpener(page).click();
      const dialog = trialDialog(page);
      await expect(dialog).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await dialog.getByLabel('Phone (optional)').fill('0123');
      await dialog.getByRole('button', { name: 'Start Free Trial' }).click();
      await expect(dialog.getByText('You must accept the terms and conditions')).toBeVisible();
      await expect(dialog.getByText('Please enter a valid phone number')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test('a success toast has no axe violations', { tag: '@chromium-only' }, async ({ page }) => {
  const mail = await startMailEndpoint();
  try {
    await routeTrialEndpoint(page, mail.url);
    await gotoReady(page, '/features');
    await submitTrialForm(page);
    const toast = successToast(page);
    // Sonner holds a toast while the pointer is over it, so it outlasts the axe run.
    await toast.hover();
    expect(await axeViolations(page)).toEqual([]);
  } finally {
    await mail.stop();
  }
});

test('an error toast has no axe violations', async ({ page, context }) => {
  await gotoReady(page, '/features');
  // The form's code loads on the visitor's intent (the pointer on the opener) and brings the toast
  // host as it takes the form over: the connection drops once that host is in, before the submit.
  await trialOpener(page).click();
  await fillTrialForm(page);
  await expect(toasts(page)).toBeAttached();
  await context.setOffline(true);
  await submitButton(page).click();
  const toast = toasts(page).getByText(/Network connection failed/);
  await toast.hover();
  expect(await axeViolations(page)).toEqual([]);
  await context.setOffline(false);
});
