import { type Locator, type Page } from '@playwright/test';
import { booking } from '@/content/booking';
import { pricing } from '@/content/pricing';
import { expect, test } from './fixtures';
import { trackModalListeners } from './trial-endpoint';

const sizes = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
];

/** True when the element lies wholly inside the first screen of the page. */
async function inFirstViewport(page: Page, target: Locator) {
  const box = await target.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) return false;
  return box.y >= 0 && box.y + box.height <= viewport.height;
}

for (const size of sizes) {
  test.describe(`first screen on ${size.name} (${size.width} × ${size.height})`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('/pricing shows the first plan, its name and its price, without scrolling', async ({
      page,
    }) => {
      await page.goto('/pricing');
      const first = page.getByRole('article', { name: pricing.plans[0]!.title });
      const price = first.getByTestId('price-slot').getByText('$84', { exact: true });
      await expect(price).toBeVisible();
      expect(await inFirstViewport(page, first.getByRole('heading'))).toBe(true);
      expect(await inFirstViewport(page, price)).toBe(true);
    });

    test('/free-demo starts the calendar column in the first screen', async ({ page }) => {
      await page.goto('/free-demo');
      const calendar = page.getByRole('heading', { name: booking.chooseSlot });
      expect(await inFirstViewport(page, calendar)).toBe(true);
    });
  });
}

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
