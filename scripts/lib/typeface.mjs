// The site's typeface as a page in the browser holds it, for the tests and the tools that drive
// one (tests/e2e/support/typeface.ts, scripts/tools/screenshots.mjs, scripts/tools/demo-video.mjs).

/** @import { Page } from '@playwright/test' */

/**
 * Set on `<html>` once the page is drawn in the site's typeface: TYPEFACE_ATTRIBUTE of
 * lib/typeface.ts, which the page sets, spelled here for the tools that run in plain Node
 * (tests/unit/lib/typeface.test.ts holds the two equal).
 */
export const typefaceAttribute = 'data-typeface';

/**
 * The family the build named the typeface: the first name of `--font-inter` (app/fonts/inter.ts).
 *
 * @param {Page} page
 * @returns {Promise<string>}
 */
export const siteFamily = (page) =>
  page.evaluate(
    () =>
      getComputedStyle(document.documentElement)
        .getPropertyValue('--font-inter')
        .split(',')[0]
        ?.replace(/["']/g, '')
        .trim() ?? '',
  );

/** In the page: whether a face of `family` is loaded (the stylesheet's, or one loaded ahead). */
const faceLoaded = (/** @type {string} */ family) =>
  [...document.fonts].some(
    (face) => face.family.replace(/["']/g, '') === family && face.status === 'loaded',
  );

/**
 * Whether a face of `family` is loaded in the page.
 *
 * @param {Page} page
 * @param {string} family
 * @returns {Promise<boolean>}
 */
export const hasLoadedFace = (page, family) => page.evaluate(faceLoaded, family);

/**
 * Draws a first visit's page in the site's typeface, as every later page of the visit is: once
 * the page has loaded the font ahead (when idle, components/layout/typeface.tsx), `<html>` is
 * marked, and the loaded face is used at once. Fails after `timeout` ms without the face.
 *
 * @param {Page} page
 * @param {{ timeout?: number }} [options]
 */
export async function drawInSiteTypeface(page, { timeout = 10_000 } = {}) {
  const family = await siteFamily(page);
  await page.waitForFunction(faceLoaded, family, { timeout, polling: 100 }).catch(() => {
    throw new Error(`the page did not load the site's typeface (${family}) within ${timeout} ms`);
  });
  await page.evaluate(
    (attribute) => document.documentElement.setAttribute(attribute, ''),
    typefaceAttribute,
  );
}
