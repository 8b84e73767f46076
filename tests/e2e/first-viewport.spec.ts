import { type Locator, type Page } from '@playwright/test';
import { booking } from '@/content/booking';
import { allPagePaths } from '@/content/routes';
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

/**
 * The first frame waits for the first screen (`<link rel="expect">` in the head, the page's
 * `FirstScreenEnd` marker): a slow phone would otherwise paint a half-parsed header or hero and
 * then move it. The first animation frame runs only once rendering is unblocked, so it must
 * already see the marker; and everything a visitor sees before scrolling must come before the
 * marker in the HTML, or the first frame could still be missing it.
 */
for (const size of sizes) {
  test.describe(`the first frame at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    for (const path of [...allPagePaths(), '/404']) {
      test(`${path}: drawn only once its first screen is parsed, all of it before the marker`, async ({
        page,
      }) => {
        // At the first frame: the head's render-blocking expect link, and whether its target is
        // in the DOM yet.
        await page.addInitScript(() => {
          requestAnimationFrame(() => {
            const link = document.querySelector('head link[rel="expect"][blocking="render"]');
            const target = link?.getAttribute('href') ?? '';
            Object.assign(window, {
              firstFrame: {
                target,
                parsed: target !== '' && document.querySelector(target) !== null,
              },
            });
          });
        });
        await page.goto(path);
        type FirstFrame = { target: string; parsed: boolean };
        const firstFrame = () =>
          page.evaluate(() => (window as { firstFrame?: FirstFrame }).firstFrame ?? null);
        await expect.poll(firstFrame).not.toBeNull();
        const { target, parsed } = (await firstFrame())!;
        expect(target).toMatch(/^#[\w-]+$/);
        expect(parsed, `${target} parsed before the first frame`).toBe(true);
        const after = await page.evaluate((selector) => {
          const marker = document.querySelector(selector)!;
          const main = document.querySelector('main')!;
          return [...main.querySelectorAll('*')]
            .filter((element) => {
              if (!(marker.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING))
                return false;
              const box = element.getBoundingClientRect();
              return box.width > 0 && box.height > 0 && box.top < innerHeight;
            })
            .map(
              (element) =>
                `${element.tagName.toLowerCase()} ${element.textContent?.trim().slice(0, 40)}`,
            );
        }, target);
        expect(after, 'shown in the first screen but after the marker').toEqual([]);
      });
    }
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
