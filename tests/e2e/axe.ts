import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';

/** The WCAG 2.2 AA rule set (plus axe's best practices) every page is held to. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Serious and critical axe violations on the page (or inside `include`), as readable lines
 * ("rule: selector, selector"), so a failing test names what to fix.
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(axeTags);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
