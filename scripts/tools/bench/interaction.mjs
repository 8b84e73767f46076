// `npm run bench:interaction -- --roots out[,DIR…]`: what a visitor on a slow phone feels after the
// first paint, on `/`, for one export or an A/B of several in one run. Each run is a fresh visit at
// 412 × 823 (touch) under Lighthouse's applied mobile throttling (562.5 ms round trip, 1.47 Mbit/s
// down, CPU 4× slower), and measures in the page:
//   fcp        first contentful paint
//   hydrated   when React has attached the hero's "Start Free Trial" (a tap then opens the dialog
//              instead of following its link)
//   tapToAnswer from the tap on that opener (its pointerdown) to the first frame that answers it:
//              the opener marked pending, or the dialog open
//   tapToForm  from the same tap to the first frame with the form's first field on screen (the
//              dialog is in the HTML and opens without any framework script)
//   tapToReady from the same tap to the first frame in which the form's code has taken it over
//              (it loads on intent: the tap's own pointerdown starts it on a phone)
//   early.*    the same three figures in a visit of its own whose tap comes at the first
//              contentful paint, before the page has hydrated
//   openers.*  the same two figures for the call-to-action band's opener and, on a 430 px phone
//              (it shows from 420 px), the header's, which opens the form after a deliberate
//              300 ms
//   inp.*      each interaction's latency as INP counts it (Event Timing: the longest entry with
//              its interactionId): opening the trial form, typing in its first field, the cookie
//              banner's Accept, the showcase's next button, the first FAQ question, the mobile
//              menu; then, in a second visit at 1280 × 800 (no touch, same throttling), the
//              products menu on `/`, the billing switch on `/pricing` and a legal side-list link
//   menu       the mobile menu's tap to its first visible answer (the button marked pending, or
//              the sheet open) and to the first frame with the sheet on screen
//   domElements the elements in the document once it is at rest, before the first tap
// Runs rotate between the exports, so a slow patch of the machine touches them all alike. Prints
// medians with min–max and writes every run to bench/.work/interaction-<time>.json.
//
// Options: --roots DIR[,DIR…] (default out), --runs N (default 5), --json FILE (where to write
// the runs instead; `npm run bench` reads them from there).
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { closeServer, isMain, listen, option, projectRoot } from '../../lib/common.mjs';
import { launchChromium, stayLocal } from '../../lib/chromium.mjs';
import { createStaticServer } from '../../servers/serve.mjs';
import { rotation } from './ab-report.mjs';
import { interactionTable, visitLine } from './interaction-report.mjs';

/** @import { Browser, Page } from '@playwright/test' */
/** @import { InteractionRun, Visit } from './interaction-report.mjs' */

const WORK_DIR = path.join(projectRoot, 'bench/.work');
const PORT = Number(process.env.BENCH_PORT ?? 3100);

/** Lighthouse's applied ("devtools") mobile throttling. */
export const THROTTLING = {
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
  cpuRate: 4,
};

/**
 * Installed before the page's own scripts: records paint, hydration of the hero opener, the tap,
 * the first frame with the trial form, and every Event Timing entry.
 */
function instrument() {
  const w = /** @type {any} */ (window);
  w.__bench = {
    events: [],
    hydrated: null,
    pointerdown: null,
    answered: null,
    formShown: null,
    formReady: null,
  };
  new PerformanceObserver((list) => {
    // Event Timing's interactionId and durationThreshold are newer than TypeScript's DOM types.
    for (const entry of /** @type {any[]} */ (list.getEntries())) {
      if (entry.interactionId) {
        w.__bench.events.push({
          id: entry.interactionId,
          name: entry.name,
          start: entry.startTime,
          duration: entry.duration,
        });
      }
    }
  }).observe(/** @type {any} */ ({ type: 'event', durationThreshold: 16, buffered: true }));
  w.__bench.longTaskEnd = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      w.__bench.longTaskEnd = Math.max(w.__bench.longTaskEnd, entry.startTime + entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  const opener = () =>
    [...document.querySelectorAll('main a, main button')].find((el) =>
      /Start Free Trial/i.test(el.textContent ?? ''),
    );
  const watchHydration = () => {
    const el = opener();
    if (el && Object.keys(el).some((key) => key.startsWith('__reactProps'))) {
      w.__bench.hydrated = performance.now();
      return;
    }
    requestAnimationFrame(watchHydration);
  };
  requestAnimationFrame(watchHydration);
  // From the first tap, every frame looks for the form's first field (the modal is a <dialog>).
  const watchForm = () => {
    if (
      w.__bench.answered === null &&
      document.querySelector('[data-modal-pending], dialog[open]') !== null
    )
      w.__bench.answered = performance.now();
    const field = document.querySelector('dialog[open] input[autocomplete="given-name"]');
    if (w.__bench.formShown === null && field && field.getBoundingClientRect().height > 0)
      w.__bench.formShown = performance.now();
    // Ready once its controller has taken the form over (it drops `data-needs-code`).
    if (
      w.__bench.formShown !== null &&
      document.querySelector('dialog[open] form[data-trial-form]:not([data-needs-code])')
    ) {
      w.__bench.formReady = performance.now();
      return;
    }
    requestAnimationFrame(watchForm);
  };
  addEventListener(
    'pointerdown',
    () => {
      // Not event.timeStamp: a tap sent through the DevTools protocol carries another clock's time.
      if (w.__bench.pointerdown !== null) return;
      w.__bench.pointerdown = performance.now();
      requestAnimationFrame(watchForm);
    },
    { capture: true },
  );
}

/**
 * Runs in the page before the tap on the header's menu button: from that tap's pointerdown, every
 * frame looks for its first visible answer (the button marked pending, or the sheet open) and for
 * the first frame with the sheet's links on screen.
 */
function watchMenu() {
  const w = /** @type {any} */ (window);
  w.__bench.menu = { down: null, answered: null, shown: null };
  const times = w.__bench.menu;
  const watch = () => {
    const sheet = document.querySelector('dialog[data-side-sheet][open]');
    if (times.answered === null && (sheet || document.querySelector('header [data-pending]')))
      times.answered = performance.now();
    const link = sheet?.querySelector('a');
    if (link && link.getBoundingClientRect().height > 0) {
      times.shown = performance.now();
      return;
    }
    requestAnimationFrame(watch);
  };
  addEventListener(
    'pointerdown',
    () => {
      times.down = performance.now();
      requestAnimationFrame(watch);
    },
    { capture: true, once: true },
  );
}

/**
 * The longest Event Timing entry of the interactions that started after `since`.
 *
 * @param {Page} page
 * @param {number} since
 */
async function latencySince(page, since) {
  // Entries arrive after the frame is presented, each event type on its own (pointerdown first,
  // the click that does the work later): wait until the interaction's entries have stopped
  // coming for 300 ms (two seconds at most; one faster than the 16 ms threshold reports none).
  const entries = () =>
    page.evaluate(
      (from) =>
        /** @type {any} */ (window).__bench.events
          .filter((/** @type {{ start: number }} */ e) => e.start >= from)
          .map((/** @type {{ duration: number }} */ e) => e.duration),
      since,
    );
  const deadline = Date.now() + 2000;
  let seen = await entries();
  let quietSince = Date.now();
  while (Date.now() < deadline && Date.now() - quietSince < 300) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const now = await entries();
    if (now.length !== seen.length) {
      seen = now;
      quietSince = Date.now();
    }
  }
  return seen.length ? Math.max(...seen) : 0;
}

/** @param {Page} page */
const now = (page) => page.evaluate(() => performance.now());

/** How long the page must be quiet to count as at rest (see `atRest`). */
const REST_MS = 1000;

/**
 * Counts the page's requests in flight, for `atRest`. Attach before the page loads.
 *
 * @param {Page} page
 */
function trackRequests(page) {
  const state = { inFlight: 0, lastActivity: Date.now() };
  const done = () => {
    state.inFlight = Math.max(0, state.inFlight - 1);
    state.lastActivity = Date.now();
  };
  page.on('request', () => {
    state.inFlight += 1;
    state.lastActivity = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return state;
}

/** @type {WeakMap<Page, { inFlight: number, lastActivity: number }>} */
const requestsOf = new WeakMap();

/**
 * Resolves once the page has been at rest for `REST_MS`: no request in flight and no long task,
 * as Lighthouse's time-to-interactive asks of its quiet window (5 s there; 1 s here, a visitor
 * reading the hero for a moment). Counted from the call: Playwright's `networkidle` resolves at
 * once if the page was ever idle, which on this site can be before the framework's scripts start
 * (they are requested after the first paint), and a tap then beat the trial form's prefetch.
 *
 * @param {Page} page
 */
async function atRest(page) {
  const requests = requestsOf.get(page);
  if (!requests) throw new Error('atRest: trackRequests was not attached to this page');
  const deadline = Date.now() + 60_000;
  for (;;) {
    const sinceLongTask = await page.evaluate(
      () => performance.now() - /** @type {any} */ (window).__bench.longTaskEnd,
    );
    const sinceRequest = requests.inFlight > 0 ? 0 : Date.now() - requests.lastActivity;
    if (Math.min(sinceLongTask, sinceRequest) >= REST_MS) return;
    if (Date.now() > deadline) throw new Error(`the page was never at rest for ${REST_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Throttles the page's network and CPU as Lighthouse's applied mobile throttling does.
 *
 * @param {import('@playwright/test').BrowserContext} context
 * @param {Page} page
 */
async function throttle(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latency,
    downloadThroughput: THROTTLING.downloadThroughput,
    uploadThroughput: THROTTLING.uploadThroughput,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuRate });
}

/**
 * Waits until React has attached the element's handlers (unless it has none: `hydrates` false,
 * a control that works by CSS alone), then for the page to be at rest.
 *
 * @param {Page} page
 * @param {import('@playwright/test').Locator} target
 * @param {boolean} [hydrates]
 */
async function settled(page, target, hydrates = true) {
  await target.waitFor({ state: 'attached', timeout: 60_000 });
  const handle = await target.elementHandle();
  if (hydrates)
    await page.waitForFunction(
      (el) => Object.keys(/** @type {object} */ (el)).some((key) => key.startsWith('__reactProps')),
      handle,
      { timeout: 60_000 },
    );
  await atRest(page);
}

/**
 * The latency of one action, as INP counts it.
 *
 * @param {Page} page
 * @param {() => Promise<unknown>} action
 */
async function latencyOf(page, action) {
  const since = await now(page);
  await action();
  return latencySince(page, since);
}

/**
 * A tap on a trial opener, timed like the hero's (from its pointerdown to the first frame that
 * answers it, and to the first with the form's first field), the form then closed again.
 *
 * @param {Page} page
 * @param {import('@playwright/test').Locator} opener
 * @returns {Promise<{ tapToAnswer: number, tapToForm: number }>}
 */
async function formFrom(page, opener) {
  await opener.scrollIntoViewIfNeeded();
  await page.evaluate(
    () =>
      new Promise((done) => {
        const bench = /** @type {any} */ (window).__bench;
        Object.assign(bench, {
          pointerdown: null,
          answered: null,
          formShown: null,
          formReady: null,
        });
        requestAnimationFrame(() => requestAnimationFrame(done));
      }),
  );
  await opener.tap();
  const dialog = page.getByRole('dialog', { name: 'Start Your Free Trial' });
  await dialog.getByLabel('First name').waitFor({ timeout: 60_000 });
  await page.waitForFunction(() => /** @type {any} */ (window).__bench.formShown !== null);
  const times = await page.evaluate(() => {
    const bench = /** @type {any} */ (window).__bench;
    return {
      tapToAnswer: bench.answered - bench.pointerdown,
      tapToForm: bench.formShown - bench.pointerdown,
    };
  });
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  return times;
}

/**
 * A fresh phone, as Lighthouse's mobile run emulates one: 412 × 823, touch.
 *
 * @param {Browser} browser
 */
const phoneContext = (browser) =>
  browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });

/**
 * A visit of its own whose tap on the hero's opener comes at the first contentful paint, before
 * the framework's scripts have run: the dialog must answer from the HTML alone.
 *
 * @param {Browser} browser
 * @param {string} url
 * @returns {Promise<import('./interaction-report.mjs').EarlyTap>}
 */
async function measureEarlyTap(browser, url) {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  await stayLocal(page);
  await throttle(context, page);
  await page.addInitScript(instrument);
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
    await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint').length > 0,
      null,
      { timeout: 60_000, polling: 'raf' },
    );
    await page.getByRole('main').getByRole('button', { name: 'Start Free Trial' }).first().tap();
    await page.waitForFunction(() => /** @type {any} */ (window).__bench.formReady !== null, null, {
      timeout: 120_000,
    });
    return await page.evaluate(() => {
      const bench = /** @type {any} */ (window).__bench;
      return {
        beforeHydration: bench.hydrated === null || bench.hydrated > bench.pointerdown,
        tapToAnswer: bench.answered - bench.pointerdown,
        tapToForm: bench.formShown - bench.pointerdown,
        tapToReady: bench.formReady - bench.pointerdown,
      };
    });
  } finally {
    await context.close();
  }
}

/**
 * One visit to `url`: the figures in this file's header.
 *
 * @param {Browser} browser
 * @param {string} url
 * @returns {Promise<Visit>}
 */
export async function measureVisit(browser, url) {
  const early = await measureEarlyTap(browser, url);
  const context = await phoneContext(browser);
  const page = await context.newPage();
  requestsOf.set(page, trackRequests(page));
  await stayLocal(page);
  await throttle(context, page);
  await page.addInitScript(instrument);
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForFunction(() => /** @type {any} */ (window).__bench.hydrated !== null, null, {
      timeout: 60_000,
    });
    const fcp = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    );
    const hydrated = await page.evaluate(() => /** @type {any} */ (window).__bench.hydrated);
    // The page at rest, as a visitor who reads the hero for a moment finds it.
    await atRest(page);
    // Every element the page holds once its scripts have run, as Lighthouse's DOM size counts.
    // Rendered elements: a closed dialog's content is display: none, out of every restyle.
    const domElements = await page.evaluate(
      () =>
        document.getElementsByTagName('*').length -
        document.querySelectorAll('dialog:not([open]) *').length,
    );
    /** @type {Record<string, number>} */
    const inp = {};

    let since = await now(page);
    await page.getByRole('main').getByRole('button', { name: 'Start Free Trial' }).first().tap();
    const dialog = page.getByRole('dialog', { name: 'Start Your Free Trial' });
    await dialog.getByLabel('First name').waitFor({ timeout: 60_000 });
    await page.waitForFunction(() => /** @type {any} */ (window).__bench.formReady !== null, null, {
      timeout: 60_000,
    });
    const { tapToAnswer, tapToForm, tapToReady } = await page.evaluate(() => {
      const bench = /** @type {any} */ (window).__bench;
      return {
        tapToAnswer: bench.answered - bench.pointerdown,
        tapToForm: bench.formShown - bench.pointerdown,
        tapToReady: bench.formReady - bench.pointerdown,
      };
    });
    inp.openTrial = await latencySince(page, since);

    since = await now(page);
    await dialog.getByLabel('First name').pressSequentially('M');
    inp.typeFirstField = await latencySince(page, since);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    const accept = page.getByRole('button', { name: 'Accept' });
    await accept.waitFor({ timeout: 60_000 });
    since = await now(page);
    await accept.tap();
    inp.acceptCookies = await latencySince(page, since);

    const next = page.getByRole('button', { name: 'Next slide' });
    await next.scrollIntoViewIfNeeded();
    inp.showcaseNext = await latencyOf(page, () => next.tap());

    const question = page.getByRole('main').locator('details > summary').first();
    await question.scrollIntoViewIfNeeded();
    since = await now(page);
    await question.tap();
    inp.faq = await latencySince(page, since);

    // Back to the top at once (the root scrolls smoothly), and two frames to settle there: the
    // menu's own latency, not the sections drawn on the way up.
    await page.evaluate(
      () =>
        new Promise((done) => {
          scrollTo({ top: 0, behavior: 'instant' });
          requestAnimationFrame(() => requestAnimationFrame(done));
        }),
    );
    await page.evaluate(watchMenu);
    since = await now(page);
    await page.getByRole('banner').getByRole('button', { name: /menu/i }).tap();
    await page.getByRole('dialog', { name: 'Site menu' }).getByRole('link').first().waitFor();
    await page.waitForFunction(() => /** @type {any} */ (window).__bench.menu.shown !== null);
    inp.mobileMenu = await latencySince(page, since);
    const menu = await page.evaluate(() => {
      const times = /** @type {any} */ (window).__bench.menu;
      return { tapToAnswer: times.answered - times.down, tapToMenu: times.shown - times.down };
    });
    await page.keyboard.press('Escape');

    // The trial form from the other openers, after everything above. The header's opener shows
    // from 420 px (a 412 px phone reaches it through the menu), so that tap is on a 430 px phone.
    const ctaBand = await formFrom(
      page,
      page.getByRole('main').getByRole('button', { name: 'Start Free Trial' }).last(),
    );
    await page.setViewportSize({ width: 430, height: 823 });
    const header = await formFrom(
      page,
      page.getByRole('banner').getByRole('button', { name: 'Start Free Trial' }),
    );

    Object.assign(inp, await measureDesktop(browser, new URL(url).origin));
    return {
      fcp,
      hydrated,
      gap: hydrated - fcp,
      tapToAnswer,
      tapToForm,
      tapToReady,
      early,
      inp,
      openers: { ctaBand, header },
      menu,
      domElements,
    };
  } finally {
    await context.close();
  }
}

/**
 * The interactions that exist only on a wide screen, or on other pages, at 1280 × 800 under the
 * same throttling: the products menu on `/`, the billing switch, a legal side-list link.
 *
 * @param {Browser} browser
 * @param {string} origin
 * @returns {Promise<Record<string, number>>}
 */
async function measureDesktop(browser, origin) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // Consent decided, so the banner neither covers a target nor adds work during a measurement.
  await context.addInitScript(() => localStorage.setItem('cookie_consent', 'no'));
  const page = await context.newPage();
  requestsOf.set(page, trackRequests(page));
  await stayLocal(page);
  await throttle(context, page);
  await page.addInitScript(instrument);
  try {
    /** @type {Record<string, number>} */
    const inp = {};
    await page.goto(`${origin}/`, { waitUntil: 'load', timeout: 120_000 });
    const products = page.getByRole('banner').getByRole('button', { name: 'Products' });
    await settled(page, products);
    inp.productsMenu = await latencyOf(page, () => products.click());

    await page.goto(`${origin}/pricing`, { waitUntil: 'load', timeout: 120_000 });
    // A native radio inside its label, styled by CSS alone: the tap lands on the label.
    const monthly = page.getByRole('radio', { name: 'Monthly' });
    await settled(page, monthly, false);
    inp.billingSwitch = await latencyOf(page, () =>
      page.locator('label', { has: monthly }).click(),
    );

    await page.goto(`${origin}/legal/privacy-policy`, { waitUntil: 'load', timeout: 120_000 });
    const sideLink = page.locator('aside').getByRole('link').nth(2);
    await settled(page, sideLink);
    inp.legalSideLink = await latencyOf(page, () => sideLink.click());
    return inp;
  } finally {
    await context.close();
  }
}

async function main() {
  const rootList = option('roots', 'out').split(',');
  /** @type {Record<string, string>} */
  const roots = Object.fromEntries(
    rootList.map((root, index) => [String.fromCharCode(65 + index), root]),
  );
  const variants = Object.keys(roots);
  const runs = Number(option('runs', '5'));
  const servers = rootList.map((root) =>
    createStaticServer({ root: path.resolve(projectRoot, root) }),
  );
  for (const [index, server] of servers.entries()) await listen(server, PORT + index, '127.0.0.1');
  const browser = await launchChromium();
  const loadBefore = os.loadavg()[0]?.toFixed(2);
  /** @type {InteractionRun[]} */
  const results = [];
  try {
    for (let round = 1; round <= runs; round += 1) {
      for (const variant of rotation(variants, round)) {
        const port = PORT + variants.indexOf(variant);
        const visit = await measureVisit(browser, `http://127.0.0.1:${port}/`);
        results.push({ variant, round, visit });
        console.log(
          `[${results.length}/${runs * variants.length}] ${variant} round ${round}: ${visitLine(visit)}`,
        );
      }
    }
  } finally {
    await browser.close();
    for (const server of servers) await closeServer(server);
  }
  const loadAfter = os.loadavg()[0]?.toFixed(2);
  console.log(`\nLoad average ${loadBefore} before, ${loadAfter} after.\n`);
  console.log(interactionTable(results, roots));
  await mkdir(WORK_DIR, { recursive: true });
  const file = path.resolve(
    projectRoot,
    option('json', path.join(WORK_DIR, `interaction-${Date.now()}.json`)),
  );
  await writeFile(file, JSON.stringify({ roots, loadBefore, loadAfter, results }, null, 2));
  console.log(`\nEvery run: ${path.relative(projectRoot, file)}`);
}

if (isMain(import.meta.filename)) await main();
