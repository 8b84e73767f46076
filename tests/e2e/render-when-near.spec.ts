import { type Locator, type Page } from '@playwright/test';
import { comparison } from '@/content/home';
import { allPagePaths, isLegalPath } from '@/content/routes';
import { chosenAlready, cookieSettings } from './consent-helpers';
import { expect, test } from './fixtures';

/**
 * Whether the browser draws the element now: false while a `content-visibility: auto` block
 * around it is far from the viewport and skipped (the `render-when-near` utility).
 */
const drawn = (target: Locator) =>
  target.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));

/** Whether the page is at the top and stays there for two frames (a scroll has finished). */
const atRestAtTop = async () => {
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const before = window.scrollY;
  await frame();
  await frame();
  return before === 0 && window.scrollY === 0;
};

/** The sections `BelowFirstScreen` holds, and how many of them the browser has measured. */
const measured = (page: Page) =>
  page.evaluate(() => {
    const sections = [...document.querySelectorAll('.\\*\\:render-when-near > *')];
    return `${sections.filter((section) => section.hasAttribute('data-measured')).length} of ${sections.length}`;
  });

/**
 * Notes in the page when `LateSections` starts listening for End (its handler is the keydown
 * listener whose code names `data-measured`). The footer's island hydrates first, and the effect
 * that adds the listener runs after that commit: on a loaded machine an End pressed in between was
 * the browser's own, and nothing was measured (a clean-clone run).
 */
async function trackEndListener(page: Page) {
  await page.addInitScript(() => {
    const add = window.addEventListener.bind(window);
    window.addEventListener = ((type: string, ...rest: [EventListenerOrEventListenerObject]) => {
      if (type === 'keydown' && String(rest[0]).includes('data-measured'))
        Object.assign(window, { listensForEnd: true });
      return add(type, ...rest);
    }) as typeof window.addEventListener;
  });
}
const listensForEnd = (page: Page) =>
  page.waitForFunction(() => (window as { listensForEnd?: boolean }).listensForEnd === true);

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the home page draws its first screen at once and a later section when it comes near', async ({
      page,
    }) => {
      await page.goto('/');
      expect(await drawn(page.getByRole('heading', { level: 1 }))).toBe(true);
      const later = page.getByRole('heading', { name: comparison.title });
      expect(await drawn(later)).toBe(false);
      await later.scrollIntoViewIfNeeded();
      await expect.poll(() => drawn(later)).toBe(true);
      await expect(later).toBeInViewport();
    });

    for (const path of ['/', '/aboutus', '/products/smart-invoicing']) {
      test(`${path}: nothing is drawn ahead, and End lands on the foot of the page`, async ({
        page,
      }) => {
        // The banner would reserve its height below the footer and move the bottom End aims at.
        await chosenAlready(page);
        await trackEndListener(page);
        await page.goto(path);
        await listensForEnd(page);
        // No idle-time drawing: a slow phone gets no layout task per section after the paint.
        expect(await measured(page)).toMatch(/^0 of [1-9]/);
        const settingsButton = cookieSettings(page);
        await page.keyboard.press('End');
        await expect(settingsButton).toBeInViewport();
        await expect
          .poll(() =>
            page.evaluate(
              () =>
                window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
            ),
          )
          .toBe(true);
        // Measured on the way: skipped again when far away, at the height the browser remembers,
        // so the page no longer grows and End stays the browser's own.
        await expect.poll(() => measured(page)).toMatch(/^([1-9]\d*) of \1$/);
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        // The second trip: back to the top, then the browser's own End. Scrolled smoothly,
        // Chromium drops an End pressed while the way up is settling, and on a loaded machine it
        // dropped a Home pressed at the foot too (a clean-clone run): the trip is made without
        // the animation, which changes where End lands in no way, only how fast it gets there,
        // and the way up is a scroll of the page's own, which no key can miss.
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
        await expect.poll(() => page.evaluate(atRestAtTop)).toBe(true);
        // Skipped again, every section keeps the height it had drawn: a box whose remembered size
        // leaves out its padding (Firefox, for an `overflow: hidden` one) would shrink the page
        // here, and the next End would stop short of the foot.
        expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(height);
        if (path === '/')
          await expect
            .poll(() => drawn(page.getByRole('heading', { name: comparison.title })))
            .toBe(false);
        await page.keyboard.press('End');
        await expect(settingsButton).toBeInViewport();
        expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(height);
      });
    }
  });
}

/**
 * Each late section's reserve (app/late-section-reserves.css) against its real height, at the
 * narrowest width of each band the reserves change at, where a section is tallest: a section
 * taller than its reserve is laid out past its box while skipped (axe then reads the colour behind
 * its text from the next section), and one far shorter makes the page's height while skipped far
 * from its real one. A failure names each section, its height and its reserve.
 */
for (const width of [375, 768, 1024, 1280]) {
  test(`at ${width} px every late section reserves its real height, with little to spare @engine-neutral`, async ({
    page,
  }) => {
    test.setTimeout(60_000); // every page but the legal ones, one after the other
    await page.setViewportSize({ width, height: 900 });
    const problems: string[] = [];
    for (const path of allPagePaths().filter((path) => !isLegalPath(path))) {
      await page.goto(path);
      const sections = await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.querySelectorAll<HTMLElement>('.\\*\\:render-when-near > *')].map(
          (section) => {
            const reserve = parseFloat(
              getComputedStyle(section).containIntrinsicHeight.split(' ').at(-1)!,
            );
            section.style.contentVisibility = 'visible';
            // The content box: the reserve is its height, the padding comes on top.
            const style = getComputedStyle(section);
            const height =
              section.getBoundingClientRect().height -
              ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth']
                .map((side) => parseFloat(style[side as 'paddingTop']))
                .reduce((sum, value) => sum + value, 0);
            return { name: section.getAttribute('aria-labelledby'), reserve, height };
          },
        );
      });
      for (const { name, reserve, height } of sections) {
        const where = `${path} ${name}: ${Math.round(height)} px, reserves ${reserve}`;
        if (height > reserve) problems.push(`${where} (outgrows it)`);
        else if (reserve > height * 1.4) problems.push(`${where} (over 40 % to spare)`);
      }
    }
    expect(problems).toEqual([]);
  });
}
