import { type Page } from '@playwright/test';
import { allPagePaths, isLegalPath, routes } from '@/content/routes';
import { site } from '@/content/site';
import { expect, test } from './fixtures';

/**
 * The look, guarded: each main route's first screen, the open trial form, the open mobile menu
 * and the closing band that ends the home, features, about and product pages (its white-on-brand
 * buttons), compared with the committed pictures in `__screenshots__/` (docs/testing.md says how to
 * update and review them). Third-party hosts are blocked (the fixtures abort them, so the team's
 * photos show their initials), motion is reduced and CSS animations are finished, and the clock
 * stands still, so the cookie banner's delay never runs out and nothing moves between two shots.
 */
/**
 * Every page but the seven product pages and three of the four legal ones, which share a layout,
 * and of the blog its index and one post (a table, a quote and code among its long text).
 */
const mainRoutes = [
  ...allPagePaths().filter((path) => !path.startsWith(routes.product('')) && !isLegalPath(path)),
  routes.legal('privacy-policy'),
  routes.blog,
  routes.blogPost('ai-reply-bot-handover'),
];
/** A phone as a phone is (touch, overlay scrollbars), and a desktop window. */
const screens = [
  { width: 375, height: 812, isMobile: true, hasTouch: true },
  { width: 1280, height: 800, isMobile: false, hasTouch: false },
] as const;
const STILL_AT = new Date('2026-03-02T09:00:00Z');

async function openStill(page: Page, path: string) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install({ time: STILL_AT });
  await page.clock.pauseAt(STILL_AT.getTime() + 1000);
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready);
}

const shotName = (path: string) => (path === '/' ? 'home' : path.slice(1).replaceAll('/', '-'));

for (const screen of screens) {
  test.describe(`the look at ${screen.width} px`, () => {
    test.use({
      viewport: { width: screen.width, height: screen.height },
      isMobile: screen.isMobile,
      hasTouch: screen.hasTouch,
    });

    for (const path of mainRoutes) {
      test(`${path}: the first screen`, async ({ page }) => {
        await openStill(page, path);
        await expect(page).toHaveScreenshot(`${shotName(path)}-${screen.width}.png`);
      });
    }

    test('/: the trial form, open', async ({ page }) => {
      await openStill(page, routes.home);
      const hero = page.getByRole('main').locator('section').first();
      await hero.getByRole('button', { name: 'Start Free Trial' }).click();
      const dialog = page.getByRole('dialog', { name: 'Start Your Free Trial' });
      await expect(dialog.getByLabel(/First name/)).toBeVisible();
      await expect(page).toHaveScreenshot(`trial-modal-${screen.width}.png`);
    });

    test('/features: the closing band', async ({ page }) => {
      await openStill(page, routes.features);
      const band = page
        .locator('section')
        .filter({ has: page.getByRole('link', { name: site.actions.bookDemoCall }) });
      await band.scrollIntoViewIfNeeded();
      await expect(band).toHaveScreenshot(`closing-band-${screen.width}.png`);
    });
  });
}

test.describe('the look of the mobile menu', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('/: the menu, open', async ({ page }) => {
    await openStill(page, routes.home);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page).toHaveScreenshot('mobile-menu-375.png');
  });
});
