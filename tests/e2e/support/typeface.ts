import { expect, type Page } from '@playwright/test';
import { TYPEFACE_ATTRIBUTE } from '@/lib/typeface';
import { hasLoadedFace, siteFamily } from '../../../scripts/lib/typeface.mjs';

export { hasLoadedFace, siteFamily };

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
