import { type Locator, type Page } from '@playwright/test';
import { consentCopy } from '@/content/consent';
import { comparison } from '@/content/home';
import { CONSENT_KEY } from '@/lib/consent';
import { expect, test } from './fixtures';

/**
 * Whether the browser draws the element now: false while a `content-visibility: auto` block
 * around it is far from the viewport and skipped (the `render-when-near` utility).
 */
const drawn = (target: Locator) =>
  target.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));

/** The sections `BelowFirstScreen` holds, and how many of them the browser has measured. */
const measured = (page: Page) =>
  page.evaluate(() => {
    const sections = [...document.querySelectorAll('.\\*\\:render-when-near > *')];
    return `${sections.filter((section) => section.hasAttribute('data-measured')).length} of ${sections.length}`;
  });

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the home page draws its first screen at once and a later section when it comes near', async ({
      page,
    }) => {
      // A paused clock holds the idle callbacks that would draw every section.
      await page.clock.install();
      await page.clock.pauseAt(Date.now() + 1000);
      await page.goto('/');
      expect(await drawn(page.getByRole('heading', { level: 1 }))).toBe(true);
      const later = page.getByRole('heading', { name: comparison.title });
      expect(await drawn(later)).toBe(false);
      await later.scrollIntoViewIfNeeded();
      await expect.poll(() => drawn(later)).toBe(true);
      await expect(later).toBeInViewport();
    });

    for (const path of ['/', '/aboutus', '/products/smart-invoicing']) {
      test(`${path}: once idle every section is measured and End lands on the foot of the page`, async ({
        page,
      }) => {
        // A visitor who has chosen already: the cookie banner, which would appear after its delay
        // and reserve its height below the footer, does not move the bottom while End is measured.
        await page.addInitScript((key) => window.localStorage.setItem(key, 'no'), CONSENT_KEY);
        await page.goto(path);
        await expect.poll(() => measured(page)).toMatch(/^([1-9]\d*) of \1$/);
        // Measured, the sections far from the viewport are skipped again (a change to the whole
        // page, such as a modal making it inert, then leaves them alone).
        if (path === '/')
          expect(await drawn(page.getByRole('heading', { name: comparison.title }))).toBe(false);
        const pageHeight = () => page.evaluate(() => document.documentElement.scrollHeight);
        const heightOnceDrawn = await pageHeight();
        // The footer's last control, in its bottom bar at every width.
        const settingsButton = page
          .getByRole('contentinfo')
          .getByRole('button', { name: consentCopy.settings });
        // On a busy CI machine End once left the page short of the bottom (not reproduced under
        // load since: 36 of 36 passed); a visitor would press End again. What this checks is that
        // the page no longer grows once every section is measured.
        await expect(async () => {
          await page.keyboard.press('End');
          await expect(settingsButton).toBeInViewport({ timeout: 2000 });
        }).toPass();
        expect(await pageHeight()).toBe(heightOnceDrawn);
        await expect
          .poll(() =>
            page.evaluate(
              () =>
                window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
            ),
          )
          .toBe(true);
      });
    }
  });
}
