import { type Page } from '@playwright/test';
import { getProduct } from '@/content/products';
import { timings } from '@/content/timings';
import { banner, gotoWithPausedClock, waitForHydration } from './consent-helpers';
import { expect, test } from './fixtures';
import { focusReport } from './focus';

// One page of each kind: the product and legal pages share their layouts with their siblings.
const paths = [
  '/',
  '/features',
  '/pricing',
  '/aboutus',
  '/free-demo',
  '/products',
  getProduct('ai-chatbots')!.href,
  '/legal/privacy-policy',
  '/this-page-does-not-exist',
];

/**
 * Presses `key` until the focus has visited every stop once (it comes back to one already seen,
 * or leaves the page), and lists every stop where the focus could not be seen.
 */
async function sweep(page: Page, key: 'Tab' | 'Shift+Tab') {
  const problems: string[] = [];
  for (let press = 0; press < 400; press += 1) {
    await page.keyboard.press(key);
    const done = await page.evaluate(() => {
      const active = document.activeElement;
      if (!active || active === document.body) return true;
      const seen = ((window as unknown as { sweepSeen?: WeakSet<Element> }).sweepSeen ??=
        new WeakSet());
      if (seen.has(active)) return true;
      seen.add(active);
      return false;
    });
    if (done) return { stops: press, problems };
    const report = await focusReport(page);
    if (report.problems.length > 0) problems.push(`${report.target}: ${report.problems}`);
  }
  throw new Error(`${key} never left the page`);
}

// Reduced motion: focus scrolling is instant, so each stop can be measured at once.
test.use({ reducedMotion: 'reduce' });

for (const width of [375, 1280]) {
  test.describe(`at ${width} px, with the cookie banner showing`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const path of paths) {
      test(`${path}: every focus stop, forwards and backwards, is visible and uncovered`, async ({
        page,
      }) => {
        test.setTimeout(90_000);
        await gotoWithPausedClock(page, path);
        await page.clock.runFor(timings.cookieBannerDelay);
        await expect(banner(page)).toBeVisible();
        const forwards = await sweep(page, 'Tab');
        expect(forwards.problems).toEqual([]);
        expect(forwards.stops).toBeGreaterThan(5);

        // A fresh page, so Shift+Tab starts from the end.
        await page.reload();
        await waitForHydration(page);
        await page.clock.runFor(timings.cookieBannerDelay);
        await expect(banner(page)).toBeVisible();
        const backwards = await sweep(page, 'Shift+Tab');
        expect(backwards.problems).toEqual([]);
        expect(backwards.stops).toBe(forwards.stops);
      });
    }
  });
}
