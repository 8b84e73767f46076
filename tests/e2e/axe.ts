import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';

/**
 * The WCAG 2.2 AA rule set (A and AA of 2.0, 2.1 and 2.2) plus axe's best practices, which every
 * page is held to. axe has no rule tagged `wcag22a`: the new level A criteria of 2.2 cannot be
 * checked automatically.
 */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Every axe violation on the page (or inside `include`), whatever its impact, as readable lines
 * ("rule: selector, selector"), so a failing test names what to fix.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  // A fade-in caught halfway (the cookie banner, a toast) is not the colour a visitor reads: short
  // entrance animations are taken to their end at once (`finish()` leaves what waiting would).
  // Long or endless ones (carousel progress) are left running. A product scene starts a new fade
  // every beat for a few seconds: its last beat is waited for (bounded, so a page that keeps
  // playing cannot stall the check), then its fades are finished too.
  await page
    .waitForFunction(() => !document.querySelector('[data-scene-state="playing"]'), undefined, {
      timeout: 6000,
    })
    .catch(() => {});
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      const { endTime } = animation.effect?.getComputedTiming() ?? {};
      if (animation.playState === 'running' && Number(endTime) <= 1000) animation.finish();
    }
  });
  // Sections the browser skips while far from the viewport (`render-when-near`) have no drawn
  // layout: axe would read the colour behind their text from whatever is painted at their
  // reserved place. They are drawn for the check, so every section is judged as a visitor sees it.
  const drawAll = await page.addStyleTag({
    content: '.\\*\\:render-when-near > * { content-visibility: visible !important; }',
  });
  const builder = new AxeBuilder({ page }).withTags(axeTags);
  const results = await (include ? builder.include(include) : builder).analyze();
  await drawAll.evaluate((style) => (style as HTMLStyleElement).remove());
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
