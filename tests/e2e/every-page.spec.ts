import { type Locator, type Page } from '@playwright/test';
import { booking } from '@/content/booking';
import { pricing } from '@/content/pricing';
import { allPagePaths, isLegalPath, routes } from '@/content/routes';
import { timings } from '@/content/timings';
import { loadPosts } from '@/lib/blog/posts';
import { everyPagePath } from './pages';
import { axeViolations } from './axe';
import { banner, gotoWithPausedClock } from './consent-helpers';
import { expect, test } from './fixtures';
import {
  firstFrame,
  firstFrameProblems,
  focusSweep,
  linksAndFrames,
  recordFirstFrame,
  shareAndSearchProblems,
} from './page-checks';

/**
 * Every page at a phone's and a desktop's width, each visited once and held to every check on
 * that visit, in the order the page's states come: the first frame and the first screen at load,
 * what the markup holds, axe with the cookie banner showing, then, on one page of each kind, the
 * focus sweep forwards and, after a reload, backwards. A failed check is reported and the visit
 * goes on, so one run names every problem. Menus, modals, toasts and the legal overlay:
 * a11y-overlays.spec.ts, home-video.spec.ts, booking.spec.ts and legal.spec.ts; both periods of
 * the pricing page: pricing.configured.spec.ts; new-tab links inside the modals:
 * new-tab-links.spec.ts.
 */
const NOT_FOUND = '/this-page-does-not-exist';
const paths = [...everyPagePath(), NOT_FOUND];
/** The focus sweep's pages: product and legal pages share their layouts with their siblings. */
const swept = new Set([
  ...allPagePaths().filter((path) => !path.startsWith(routes.product('')) && !isLegalPath(path)),
  routes.product('ai-chatbots'),
  routes.legal('privacy-policy'),
  // The blog: its index, a post (the newest) and a tag page.
  routes.blog,
  loadPosts()[0]!.href,
  routes.blogTag(loadPosts()[0]!.tags[0]!),
  NOT_FOUND,
]);
const screens = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];

/** True when the element lies wholly inside the first screen of the page. */
async function inFirstViewport(page: Page, target: Locator) {
  const box = await target.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) return false;
  return box.y >= 0 && box.y + box.height <= viewport.height;
}

/** What a page must show in its first screen, without scrolling, beyond its h1. */
const firstScreen: Record<string, (page: Page) => Promise<void>> = {
  [routes.pricing]: async (page) => {
    const first = page.getByRole('article', { name: pricing.plans[0]!.title });
    const price = first.getByTestId('price-slot').getByText('$84', { exact: true });
    await expect.soft(price).toBeVisible();
    expect.soft(await inFirstViewport(page, first.getByRole('heading')), 'first plan').toBe(true);
    expect.soft(await inFirstViewport(page, price), 'its price').toBe(true);
  },
  [routes.freeDemo]: async (page) => {
    const calendar = page.getByRole('heading', { name: booking.chooseSlot });
    expect.soft(await inFirstViewport(page, calendar), 'the calendar column').toBe(true);
  },
};

for (const { width, height } of screens) {
  test.describe(`at ${width} × ${height}`, () => {
    test.use({ viewport: { width, height } });

    for (const path of paths) {
      const sweep = swept.has(path);
      test(`${path}: first frame, markup, axe${sweep ? ', focus at every stop' : ''}`, async ({
        page,
      }) => {
        if (sweep) test.setTimeout(120_000);
        await recordFirstFrame(page);
        // As on a first visit, with the page clock paused from the first script on.
        await gotoWithPausedClock(page, path);
        await expect.poll(() => firstFrame(page)).not.toBeNull();
        const frame = (await firstFrame(page))!;
        expect.soft(await firstFrameProblems(page, frame), 'the first frame').toEqual([]);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await firstScreen[path]?.(page);
        expect.soft((await linksAndFrames(page)).problems, 'links and frames').toEqual([]);
        if (path !== NOT_FOUND)
          expect.soft(await shareAndSearchProblems(page, path), 'ids and metadata').toEqual([]);

        // The banner shows 2 s after load.
        await page.clock.runFor(timings.cookieBannerDelay);
        await expect(banner(page)).toBeVisible();
        // A scene playing in the first screen is checked as it ends, its beats run on the clock.
        const playing = page.locator('[data-scene-state="playing"]');
        if ((await playing.count()) > 0) {
          await page.clock.runFor(timings.sceneBeat * 6);
          await expect(playing).toHaveCount(0);
        }
        // axe schedules its own work with timers.
        await page.clock.resume();
        await test.step('axe', async () =>
          expect.soft(await axeViolations(page), 'axe, cookie banner included').toEqual([]));
        if (!sweep) return;

        // The clock still again, and reduced motion: focus scrolling is instant, so each stop
        // can be measured at once.
        await page.clock.pauseAt(await page.evaluate(() => Date.now() + 500));
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.evaluate(() => window.scrollTo(0, 0));
        const forwards = await test.step('Tab', () => focusSweep(page, 'Tab'));
        expect.soft(forwards.problems, 'Tab: stops not visible or covered').toEqual([]);
        expect.soft(forwards.stops).toBeGreaterThan(5);

        // A fresh page, so Shift+Tab starts from the end.
        await page.reload();
        await page.clock.runFor(timings.cookieBannerDelay);
        await expect(banner(page)).toBeVisible();
        const backwards = await test.step('Shift+Tab', () => focusSweep(page, 'Shift+Tab'));
        expect.soft(backwards.problems, 'Shift+Tab: stops not visible or covered').toEqual([]);
        expect.soft(backwards.stops).toBe(forwards.stops);
      });
    }
  });
}
