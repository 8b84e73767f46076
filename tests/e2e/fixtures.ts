import { test as base, expect, type Page } from '@playwright/test';

/**
 * Marks the current document; `isSameDocument` then tells whether a later navigation swapped the
 * page in place (the mark survives) or loaded a new document (it is gone).
 */
export const markDocument = (page: Page) =>
  page.evaluate(() => Object.assign(window, { sameDocument: true }));
export const isSameDocument = (page: Page) => page.evaluate(() => 'sameDocument' in window);

/**
 * Pages start their scripts after the first paint (scripts/build/first-paint.mjs), which can be
 * after the `load` event that `page.goto` waits for. A test acts as a visitor who waits for the
 * page to come alive: after `goto` and `reload` it waits until React has hydrated the footer's
 * button (an island every page has). Only a document without any framework script (a plain file,
 * an image, the sitemap) is not waited for; a page whose scripts load some other way is waited
 * for all the same (the export's own checks, tests/http/export.test.ts, fail if the loader is
 * missing). `isHydrated` runs in the page, here and in the WebKit suite (tests/webkit/).
 */
export function isHydrated(): boolean {
  const framework = 'script[data-after-first-paint], script[src^="/_next/"]:not([nomodule])';
  if (!document.querySelector(framework)) return true;
  const island = document.querySelector('footer button');
  return island !== null && Object.keys(island).some((key) => key.startsWith('__reactFiber'));
}

export async function waitForHydration(page: Page) {
  await page.waitForFunction(isHydrated);
}

/**
 * Every test runs offline: any request that leaves localhost is aborted and recorded, so a
 * test can also assert that nothing tried to reach a third party.
 */
export const test = base.extend<{ externalRequests: string[] }>({
  page: async ({ page, javaScriptEnabled, browserName }, run) => {
    // Firefox's WebDriver BiDi cannot turn scripts off: the page would run them all the same.
    if (javaScriptEnabled === false && browserName !== 'chromium')
      throw new Error(
        `${browserName} cannot run a page without JavaScript: tag the test @chromium-only`,
      );
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await waitForHydration(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await waitForHydration(page);
        return response;
      };
    }
    await run(page);
  },
  externalRequests: [
    async ({ context }, use) => {
      const blocked: string[] = [];
      await context.route(/^(?!https?:\/\/(localhost|127\.0\.0\.1)[:/])[a-z]+:\/\//, (route) => {
        blocked.push(route.request().url());
        return route.abort('blockedbyclient');
      });
      await use(blocked);
    },
    { auto: true },
  ],
});

export { expect };
