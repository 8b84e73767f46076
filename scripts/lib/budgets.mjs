// Every size and speed limit the site is held to, in one place: the budgets the build and the
// tests enforce on every change (`npm run budget`, the e2e suite), and the targets `npm run bench`
// measures against the framework floor. Plain data without imports, so a build script, a jest
// test and a Playwright spec can all import it. The rule for setting a budget and raising one is
// in docs/decisions.md ("Budgets"); the figures behind each, in docs/performance.md.

/**
 * The room a budget leaves over the size measured when it was set. One KiB of first-load
 * JavaScript is several features' worth (each added 0.04 to 0.15 KiB) yet trips on a regression
 * of the size that matters (`next/link` and its helpers were 2.4 KiB). A hundred elements is one
 * small island or a short section (the Products panel is 60, the trial form 70); the late
 * sections drawn ahead of time were about 500.
 */
export const MARGINS = { firstLoadKiB: 1, domElements: 100 };

/**
 * First-load JavaScript (KiB of gzip, every script a page's HTML loads, as `npm run budget` counts
 * it) when the budgets were last set: `/` with its demos, and the largest of the other pages
 * (the legal pages). Last set once the dialogs moved into the HTML: their openers and host on
 * every page, the booking frame's code no longer in any page's first load.
 */
export const FIRST_LOAD_MEASURED_KIB = { default: 142.08, home: 145.06 };

/** @param {number} kib */
const withFirstLoadMargin = (kib) => Math.ceil((kib + MARGINS.firstLoadKiB) * 10) / 10;

/**
 * First-load JavaScript budgets, KiB of gzip: the measured size plus the margin, rounded up to
 * a tenth.
 *
 * @type {{ default: number, byRoute: Record<string, number> }}
 */
export const FIRST_LOAD_BUDGETS_KIB = {
  default: withFirstLoadMargin(FIRST_LOAD_MEASURED_KIB.default),
  byRoute: { '/': withFirstLoadMargin(FIRST_LOAD_MEASURED_KIB.home) },
};

/**
 * Elements in `/`'s document (head, banner and islands included) at 412 px, at rest with the
 * cookie banner up, when the budget was last set.
 */
export const DOM_ELEMENTS_MEASURED = 1385;

/**
 * The most elements `/`'s document may hold: every element is restyled when a modal or the
 * cookie banner changes the page, so each one is paid again on those taps.
 */
export const DOM_ELEMENTS_BUDGET = DOM_ELEMENTS_MEASURED + MARGINS.domElements;

/** A long task, in ms, as the Long Tasks API and Lighthouse's Total Blocking Time count one. */
export const LONG_TASK_MS = 50;

/**
 * The bench's Lighthouse targets for a route's mobile medians, against the floor's medians under
 * the same throttling method; `home` is `/`, which carries the demos. Applied (`devtools`)
 * throttling allows more TBT (really slowed scripts block for longer than the simulation adds)
 * and holds no Performance score (Lighthouse calibrates its scoring on simulated timings).
 */
export const LIGHTHOUSE_TARGETS = {
  simulate: {
    performanceUnderFloor: { default: 2, home: 4 },
    lcpTimesFloor: { default: 1.35, home: 1.35 },
    tbtOverFloorMs: { default: 60, home: 100 },
  },
  devtools: {
    lcpTimesFloor: { default: 1.35, home: 1.5 },
    tbtOverFloorMs: { default: 100, home: 200 },
  },
  /** Layout shift a visitor could notice, whatever the floor does. */
  cls: 0.005,
  /**
   * JavaScript Lighthouse sees transferred while the page settles, prefetched chunks included,
   * KiB over the floor's: what PageSpeed Insights reports and a metered visitor pays.
   */
  jsOverFloorKiB: 20,
};

/**
 * The framework floor's first-load JavaScript (KiB of gzip, counted as `npm run budget` counts a
 * page's) and the framework it was built with: the base every route's JavaScript in its first
 * five seconds is held to (`tests/e2e/first-seconds-js.spec.ts`, with `jsOverFloorKiB` on top).
 * Measure it again with `npm run bench:floor` whenever next or react changes; the spec fails
 * until the versions here match the installed ones.
 */
export const FLOOR_FIRST_LOAD = { kib: 131.6, next: '16.4.6', react: '19.3.1' };

/** The home page's HTML, gzipped as the server sends it, in bytes: every visitor waits for it. */
export const HOME_HTML_GZIP_LIMIT = 40_000;

/**
 * The interaction pass's targets on `/` under a slow phone's throttling, ms, each on the median
 * of the visits: hydration after the first paint, a tap's first visible answer, the trial form on
 * screen after a tap on an opener (a tap at the first paint too: the dialog is in the HTML), the
 * form's code in charge of it after that tap (fetched on the tap's intent over a slow 4G
 * connection), and an interaction's Event Timing latency (as INP counts it).
 */
export const INTERACTION_LIMITS = {
  gap: 1000,
  tapToAnswer: 100,
  tapToForm: 100,
  tapToReady: 1000,
  inp: 100,
};
