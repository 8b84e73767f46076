import { type Page } from '@playwright/test';
import { pricing } from '@/content/pricing';
import { routes } from '@/content/routes';
import { TYPEFACE_ATTRIBUTE } from '@/lib/typeface';
import { expect, test } from './fixtures';
import { hasLoadedFace, siteFamily } from './support/typeface';

/**
 * The site's typeface (app/fonts/inter.ts, components/layout/typeface.tsx): a document's first
 * page is drawn in the platform's face and asks for the font only once it has painted; the next
 * page the visit opens in place is drawn in Inter, and the page it replaced never changed face.
 */
test.use({ viewport: { width: 375, height: 812 } });

/** The first family the page's h1 is drawn with, unquoted. */
const headingFace = (page: Page) =>
  page
    .getByRole('heading', { level: 1 })
    .evaluate((h1) => getComputedStyle(h1).fontFamily.split(',')[0]!.replace(/["']/g, '').trim());

test("a first visit's first page keeps the platform's face, loads the font after its paint, and the next page is in Inter", async ({
  page,
  context,
  browserName,
}) => {
  await page.goto(routes.home);
  const family = await siteFamily(page);
  expect(family).not.toBe('');
  await expect(page.locator('html')).not.toHaveAttribute(TYPEFACE_ATTRIBUTE);
  expect(await headingFace(page)).not.toBe(family);

  // Loaded once the browser is idle, after the first contentful paint, and not drawn yet.
  await expect.poll(() => hasLoadedFace(page, family), { timeout: 10_000 }).toBe(true);
  const [paint, font] = await page.evaluate(() => [
    performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
    performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('.woff2'))
      ?.startTime ?? -1,
  ]);
  expect(paint).toBeGreaterThan(0);
  expect(font).toBeGreaterThan(paint);
  expect(await headingFace(page)).not.toBe(family);

  // A link in the footer, there at every width: the page is opened in place.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing', exact: true }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(pricing.intro.title);
  await expect(page.locator('html')).toHaveAttribute(TYPEFACE_ATTRIBUTE, '');
  expect(await headingFace(page)).toBe(family);
  if (browserName === 'chromium') {
    // What the browser drew the heading with, as DevTools reports it: the loaded face, not the
    // stylesheet's `optional` one, which would have missed its block period.
    const cdp = await context.newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    expect(fonts.map((font) => font.familyName)).toEqual(['Inter']);
  }
});
