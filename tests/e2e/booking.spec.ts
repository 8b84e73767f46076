import { type Locator, type Page } from '@playwright/test';
import { booking } from '@/content/booking';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { gotoReady, trialDialog } from './support/trial-form';

const bookingDialog = (page: Page, name = 'Schedule Your Free Consultation') =>
  page.getByRole('dialog', { name });
const menuButton = (page: Page) => page.getByRole('button', { name: 'Open menu' });

const siteMenu = (page: Page) => page.getByRole('dialog', { name: 'Site menu' });

/**
 * Opens the mobile menu and presses a booking item: the menu closes at once and the modal opens
 * 300 ms later (the inline runtime's header delay, lib/dialogs/runtime.ts).
 */
async function openFromMenu(page: Page, item: 'Schedule Call' | 'Schedule Demo') {
  await menuButton(page).click();
  await siteMenu(page).getByRole('button', { name: item }).click();
}

test.describe('booking modal from the mobile menu', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const item of ['Schedule Call', 'Schedule Demo'] as const) {
    test(`"${item}" opens it after 300 ms; "Maybe Later" closes it and focus returns`, async ({
      page,
    }) => {
      await page.clock.install();
      await gotoReady(page, '/pricing');
      await page.clock.pauseAt(Date.now() + 1000);
      await openFromMenu(page, item);
      // The menu the item sat in closes with the press, not with the modal's opening.
      await expect(siteMenu(page)).toBeHidden();
      await page.clock.runFor(299);
      await expect(bookingDialog(page)).toBeHidden();
      await page.clock.runFor(1);
      const dialog = bookingDialog(page);
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(/\/pricing$/);
      await expect(dialog).toContainText("Let's discuss how Kyrelo can transform your business");
      await expect(dialog.getByRole('button', { name: 'Close booking modal' })).toBeFocused();

      await dialog.getByRole('button', { name: 'Maybe Later' }).click();
      await expect(dialog).toBeHidden();
      await expect(menuButton(page)).toBeFocused();
    });
  }

  test('shows the booking copy and, with no calendar configured, an email contact', async ({
    page,
    externalRequests,
  }) => {
    await gotoReady(page, '/');
    await openFromMenu(page, 'Schedule Demo');
    const dialog = bookingDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: "What You'll Get:" })).toBeVisible();
    for (const text of [
      'Personalized Demo',
      'Strategy Session',
      'Quick Setup',
      'No commitment required',
      '14-day free trial included',
      'Expert guidance provided',
      'Choose your preferred time slot',
      'Trusted by 5,000+ agencies worldwide',
      'Average setup time: 15 minutes',
    ]) {
      await expect(dialog.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(dialog.getByRole('link', { name: 'Email hello@kyrelo.example' })).toBeVisible();
    await expect(dialog.locator('iframe')).toHaveCount(0);
    // No calendar configured: no host is asked whether it answers.
    expect(externalRequests).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the backdrop and Escape close it; the page behind is inert and still', async ({ page }) => {
    await gotoReady(page, '/');
    await openFromMenu(page, 'Schedule Call');
    const dialog = bookingDialog(page);
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((el) => el.matches(':modal'))).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      'hidden',
    );
    await page.mouse.click(4, 4); // the dimmed backdrop around the dialog
    await expect(dialog).toBeHidden();

    await openFromMenu(page, 'Schedule Call');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  });

  test('"Start Free Trial Instead" closes it and opens the trial modal', async ({ page }) => {
    await gotoReady(page, '/');
    await openFromMenu(page, 'Schedule Demo');
    await bookingDialog(page).getByRole('button', { name: 'Start Free Trial Instead' }).click();
    const trial = trialDialog(page);
    await expect(trial).toBeVisible();
    await expect(bookingDialog(page)).toBeHidden();
    await expect(trial.getByLabel('First name')).toBeFocused();
    await trial.getByRole('button', { name: 'Close trial signup' }).click();
    await expect(trial).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  });

  test('"Start Free Trial" in the menu opens the trial modal after 300 ms', async ({ page }) => {
    await page.clock.install();
    await gotoReady(page, '/aboutus');
    await page.clock.pauseAt(Date.now() + 1000);
    await menuButton(page).click();
    await siteMenu(page).getByRole('button', { name: 'Start Free Trial' }).click();
    await expect(siteMenu(page)).toBeHidden();
    await page.clock.runFor(299);
    await expect(trialDialog(page)).toBeHidden();
    await page.clock.runFor(1);
    await expect(trialDialog(page)).toBeVisible();
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the booking event opens it with an overriding title', async ({ page }) => {
    await gotoReady(page, '/features');
    const handled = await page.evaluate(
      () =>
        !window.dispatchEvent(
          new CustomEvent('openBookingModal', {
            detail: { title: 'Plan your agency rollout' },
            cancelable: true,
          }),
        ),
    );
    expect(handled).toBe(true);
    const dialog = bookingDialog(page, 'Plan your agency rollout');
    await expect(dialog).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close booking modal' }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('booking on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  /** Calendar before benefits, on screen and in the reading order (what a screen reader meets). */
  async function expectCalendarFirst(scope: Locator) {
    const calendar = scope.getByRole('heading', { name: booking.chooseSlot });
    const benefits = scope.getByRole('heading', { name: booking.benefitsTitle });
    const [calendarBox, benefitsBox] = [await calendar.boundingBox(), await benefits.boundingBox()];
    expect(calendarBox!.y).toBeLessThan(benefitsBox!.y);
    const order = await calendar.evaluate(
      (node, other) => node.compareDocumentPosition(other!) & Node.DOCUMENT_POSITION_FOLLOWING,
      await benefits.elementHandle(),
    );
    expect(order).toBeTruthy();
  }

  test('/free-demo puts the calendar, or its fallback, before the benefits', async ({ page }) => {
    await page.goto('/free-demo');
    await expectCalendarFirst(page.getByRole('main'));
  });

  test('the booking modal puts the calendar before the benefits', async ({ page }) => {
    await gotoReady(page, '/pricing');
    await openFromMenu(page, 'Schedule Demo');
    const dialog = bookingDialog(page, booking.title);
    await expect(dialog).toBeVisible();
    await expectCalendarFirst(dialog);
  });
});
