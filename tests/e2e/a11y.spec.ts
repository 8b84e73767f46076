import { timings } from '@/content/timings';
import { axeViolations } from './axe';
import { banner, gotoWithPausedClock } from './consent-helpers';
import { expect, test } from './fixtures';
import { pageCases } from './pages';

const paths = [...pageCases.map((c) => c.path), '/this-page-does-not-exist'];

// Menus, modals, toasts and the legal overlay: a11y-overlays.spec.ts, home-video.spec.ts,
// booking.spec.ts and legal.spec.ts. Both periods of the pricing page: pricing.configured.spec.ts.
for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of paths) {
      test(`${path} has no axe violations, cookie banner included`, async ({ page }) => {
        // As on a first visit: the banner shows 2 s after load.
        await gotoWithPausedClock(page, path);
        await page.clock.runFor(timings.cookieBannerDelay);
        await expect(banner(page)).toBeVisible();
        // axe schedules its own work with timers.
        await page.clock.resume();
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}
