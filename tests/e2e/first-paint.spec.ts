import { expect, test } from './fixtures';
import { pageCases } from './pages';
import { loadFirstPaint } from './support/esm';

// Each page starts its scripts when the browser reports the first contentful paint
// (scripts/build/first-paint-loader.mjs); a browser that never reports it leaves the page without
// them until the loader's fallback. Firefox reported none for the home page below 768 px while its
// card strip snapped at the first paint: this runs in every engine's project.

for (const width of [375, 1280]) {
  test(`at ${width} px every route reports its first contentful paint and starts its scripts then`, async ({
    page,
  }) => {
    // Eighteen pages, each loaded and hydrated: Firefox on a busy two-core machine needs more
    // than one test's usual 30 s for them all.
    test.slow();
    const { PAINTED_ATTRIBUTE, PAINT_WAIT_MS } = await loadFirstPaint();
    await page.setViewportSize({ width, height: 800 });
    for (const { path } of pageCases) {
      await page.goto(path);
      await expect
        .poll(() =>
          page.evaluate((name) => document.documentElement.hasAttribute(name), PAINTED_ATTRIBUTE),
        )
        .toBe(true);
      const timing = await page.evaluate(() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        const loaded = document.querySelector('script[data-after-first-paint]');
        const first = performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.startsWith('/_next/static/chunks/'))
          .sort((a, b) => a.startTime - b.startTime)[0];
        return {
          paint: paint?.startTime ?? null,
          scripts: first?.startTime ?? null,
          loader: Boolean(loaded),
        };
      });
      expect(timing.loader, `${path}: the loader`).toBe(true);
      expect(timing.paint, `${path}: first contentful paint`).not.toBeNull();
      expect(
        timing.scripts,
        `${path}: scripts started at the paint, not the fallback`,
      ).toBeLessThan(PAINT_WAIT_MS);
    }
  });
}
