import { type Locator } from '@playwright/test';
import { booking } from '@/content/booking';
import { expect, test } from './fixtures';
import { trackModalListeners } from './trial-endpoint';

// The first frame and what each page's first screen must show: every-page.spec.ts.

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
    const hostListening = await trackModalListeners(page);
    await page.goto('/pricing');
    await expect.poll(hostListening).toBe(true);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('dialog', { name: 'Site menu' })
      .getByRole('link', { name: 'Schedule Demo' })
      .click();
    const dialog = page.getByRole('dialog', { name: booking.title });
    await expect(dialog).toBeVisible();
    await expectCalendarFirst(dialog);
  });
});
