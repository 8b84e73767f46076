import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { FLOOR_FIRST_LOAD, LIGHTHOUSE_TARGETS } from '../../scripts/lib/budgets.mjs';
import { expect, test } from './fixtures';
import { pageCases } from './pages';
import { idleWorkDone, trackIdleWork } from './support/page-work';

/**
 * The bytes no host changes: the JavaScript each route fetches in the first five seconds of a
 * visit, with nobody touching it (prefetches, idle work and timers included), against the
 * framework floor's first load (a bare Next page of the same next and react, `FLOOR_FIRST_LOAD`
 * in scripts/lib/budgets.mjs). A feature that buys a fast tap by fetching its code "just in
 * case" fails here, whatever a fast machine makes of the time. Counted as `npm run budget` counts
 * a first load: each same-origin script's body, gzipped at level 9. The page's clock runs the
 * five seconds at once (Playwright's clock also runs idle callbacks); then the test waits until
 * the work they started is over, every script it added loaded, rather than for a quiet network.
 */
const requireFromRoot = createRequire(`${process.cwd()}/package.json`);
const installed = (name: string) =>
  (requireFromRoot(`${name}/package.json`) as { version: string }).version;

const LIMIT_KIB = FLOOR_FIRST_LOAD.kib + LIGHTHOUSE_TARGETS.jsOverFloorKiB;
const kib = (bytes: number) => bytes / 1024;

test('the floor it compares with was measured with the framework installed', () => {
  // A floor measured with another next or react is another floor: measure it again
  // (`npm run bench:floor`) and write its figure and versions into scripts/lib/budgets.mjs.
  expect({ next: installed('next'), react: installed('react') }).toEqual({
    next: FLOOR_FIRST_LOAD.next,
    react: FLOOR_FIRST_LOAD.react,
  });
});

for (const { path } of pageCases) {
  test(`${path}: its first five seconds fetch at most the floor's JavaScript + ${LIGHTHOUSE_TARGETS.jsOverFloorKiB} KiB`, async ({
    page,
  }) => {
    // Every script request, from its start: one still on its way when the count is taken would
    // be missed, so the count waits for each to finish or fail.
    const scripts = new Map<string, Promise<number>>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.resourceType() !== 'script' || !url.pathname.startsWith('/_next/')) return;
      scripts.set(
        url.pathname,
        request
          .response()
          .then(async (response) =>
            response ? gzipSync(await response.body(), { level: 9 }).length : 0,
          ),
      );
    });
    await trackIdleWork(page);
    await page.clock.install();
    await page.goto(path);
    await page.clock.runFor(5_000);
    // The idle callbacks and timers of those five seconds have run; what they started (a chunk's
    // import, and any idle work that chunk asks for in turn) ends in real time.
    await idleWorkDone(page);
    const sizes = new Map<string, number>();
    for (const [script, size] of scripts) sizes.set(script, await size);
    const total = kib([...sizes.values()].reduce((sum, bytes) => sum + bytes, 0));
    test.info().annotations.push({
      type: 'first five seconds',
      description: `${total.toFixed(2)} KiB in ${sizes.size} scripts (limit ${LIMIT_KIB.toFixed(1)})`,
    });
    // On a failure, the scripts it fetched, largest first, with their gzipped size.
    const fetched = [...sizes]
      .sort(([, a], [, b]) => b - a)
      .map(([script, bytes]) => `${kib(bytes).toFixed(2).padStart(7)} KiB  ${script}`)
      .join('\n');
    expect(total, `${path} fetched:\n${fetched}\n`).toBeLessThanOrEqual(LIMIT_KIB);
  });
}
