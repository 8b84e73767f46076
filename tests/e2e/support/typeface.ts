import { expect, type Page } from '@playwright/test';
import { TYPEFACE_ATTRIBUTE } from '@/lib/typeface';

/** The site typeface's family as the build named it: the first name of `--font-inter`. */
export const siteFamily = (page: Page) =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement)
      .getPropertyValue('--font-inter')
      .split(',')[0]!
      .replace(/["']/g, '')
      .trim(),
  );

/** Whether a face of `family` is loaded in the page (the stylesheet's, or the one loaded ahead). */
export const hasLoadedFace = (page: Page, family: string) =>
  page.evaluate(
    (family) =>
      [...document.fonts].some(
        (face) => face.family.replace(/["']/g, '') === family && face.status === 'loaded',
      ),
    family,
  );

/**
 * Draws a first visit's page in the site's typeface, as every later page of the visit is: once
 * the page has loaded the font ahead (when idle), `<html>` is marked, and the loaded face is used
 * at once.
 */
export async function drawInSiteTypeface(page: Page) {
  const family = await siteFamily(page);
  await expect.poll(() => hasLoadedFace(page, family), { timeout: 10_000 }).toBe(true);
  await page.evaluate((attribute) => {
    document.documentElement.setAttribute(attribute, '');
  }, TYPEFACE_ATTRIBUTE);
}
