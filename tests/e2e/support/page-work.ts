import { type Locator, type Page } from '@playwright/test';

/**
 * What a page does after it has hydrated, counted as it happens: the idle callbacks it has asked
 * for (run or still waiting) and the scripts it has added (loaded or still loading). Chained work
 * (an idle callback that imports a chunk whose code asks for the next idle period) never shows
 * both counts at zero in between: a chunk's import resolves, and its continuation asks for the next
 * idle period, in the microtasks that run before the script's own `load` listener here.
 * The wrapper stays in place when Playwright's clock installs its own `requestIdleCallback`.
 */
export async function trackIdleWork(page: Page) {
  await page.addInitScript(() => {
    const work = { idleAsked: 0, idleRan: 0, idlePending: new Set<number>(), scriptsLoading: 0 };
    Object.assign(window, { idleWork: work });
    let request = window.requestIdleCallback.bind(window);
    let cancel = window.cancelIdleCallback.bind(window);
    const tracked: typeof window.requestIdleCallback = (callback, options) => {
      const id = request((deadline) => {
        work.idlePending.delete(id);
        work.idleRan += 1;
        callback(deadline);
      }, options);
      work.idleAsked += 1;
      work.idlePending.add(id);
      return id;
    };
    const untracked: typeof window.cancelIdleCallback = (id) => {
      work.idlePending.delete(id);
      cancel(id);
    };
    Object.defineProperty(window, 'requestIdleCallback', {
      configurable: true,
      get: () => tracked,
      set: (replacement: typeof window.requestIdleCallback) => {
        request = replacement;
      },
    });
    Object.defineProperty(window, 'cancelIdleCallback', {
      configurable: true,
      get: () => untracked,
      set: (replacement: typeof window.cancelIdleCallback) => {
        cancel = replacement;
      },
    });
    // Every script with a source that this browser runs (a `nomodule` one never loads).
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof HTMLScriptElement) || !node.src || node.noModule) continue;
          work.scriptsLoading += 1;
          const done = () => {
            work.scriptsLoading -= 1;
          };
          node.addEventListener('load', done, { once: true });
          node.addEventListener('error', done, { once: true });
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/**
 * Waits (after `trackIdleWork`) until the page's idle-time work is over: at least one idle
 * callback has run, none is waiting, and every script it added has loaded or failed. Then one
 * task more, so reports the browser queued as tasks (policy violations) have been dispatched.
 */
export async function idleWorkDone(page: Page) {
  await page.waitForFunction(() => {
    const { idleWork: work } = window as unknown as {
      idleWork: { idleRan: number; idlePending: Set<number>; scriptsLoading: number };
    };
    return work.idleRan > 0 && work.idlePending.size === 0 && work.scriptsLoading === 0;
  });
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

/**
 * Waits for the browser's next idle period: the frame after a scroll or a layout change has been
 * drawn, and its observers (intersection, resize) have reported, before it.
 */
export async function nextIdlePeriod(page: Page) {
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
}

/**
 * Returns once every request the page has started so far has reached the routes (the offline
 * guard included): the page fetches one address of its own more, and Chromium hands requests to
 * the routes in the order the page made them.
 */
export async function routedSoFar(page: Page) {
  const marker = `/routed-so-far-${Math.random().toString(36).slice(2)}`;
  await page.route(`**${marker}`, (route) => route.fulfill({ status: 204 }));
  await page.evaluate((url) => fetch(url).then(() => undefined), marker);
  await page.unroute(`**${marker}`);
}

/**
 * The element's box once its own and its contents' finite animations have ended: a sheet or
 * modal slides in over 200 ms, and a box read while it moves is off by the slide.
 */
export async function boxAtRest(target: Locator) {
  await target.evaluate((element) =>
    Promise.all(
      element
        .getAnimations({ subtree: true })
        .filter((animation) =>
          Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)),
        )
        .map((animation) => animation.finished.catch(() => {})),
    ),
  );
  return target.boundingBox();
}
