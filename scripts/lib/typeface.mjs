// The site's typeface as a page in the browser holds it, for the tests and the tools that drive
// one (tests/e2e/support/typeface.ts, scripts/tools/screenshots.mjs).

/** @import { Page } from '@playwright/test' */

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

/**
 * Whether a face of `family` is loaded in the page (the stylesheet's, or the one loaded ahead).
 *
 * @param {Page} page
 * @param {string} family
 * @returns {Promise<boolean>}
 */
export const hasLoadedFace = (page, family) =>
  page.evaluate(
    (family) =>
      [...document.fonts].some(
        (face) => face.family.replace(/["']/g, '') === family && face.status === 'loaded',
      ),
    family,
  );
