import { type Page } from '@playwright/test';
import { allPagePaths, routes } from '@/content/routes';
import { expect, test } from './fixtures';

type Node = { '@type'?: string; '@graph'?: Node[]; offers?: unknown[] };

/** Every schema.org node on the page, graphs unfolded. */
async function jsonLdNodes(page: Page): Promise<Node[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks
    .map((block) => JSON.parse(block) as Node)
    .flatMap((data) => data['@graph'] ?? [data]);
}

const nested = (path: string) => path.startsWith('/products/') || path.startsWith('/legal/');

for (const path of allPagePaths()) {
  test(`${path}: unique ids, short title and descriptions, complete share and search data`, async ({
    page,
  }) => {
    await page.goto(path);
    const duplicates = await page.evaluate(() => {
      const seen = new Map<string, number>();
      for (const node of Array.from(document.querySelectorAll('[id]'))) {
        seen.set(node.id, (seen.get(node.id) ?? 0) + 1);
      }
      return [...seen].filter(([, count]) => count > 1).map(([id]) => id);
    });
    expect(duplicates).toEqual([]);

    expect((await page.title()).length).toBeLessThanOrEqual(60);
    for (const selector of ['meta[name="description"]', 'meta[property="og:description"]']) {
      const content = await page.locator(selector).getAttribute('content');
      expect(content?.length, selector).toBeLessThanOrEqual(160);
    }
    const ogAlt = await page.locator('meta[property="og:image:alt"]').getAttribute('content');
    if (ogAlt) {
      await expect(page.locator('meta[name="twitter:image:alt"]')).toHaveAttribute(
        'content',
        ogAlt,
      );
    }

    const nodes = await jsonLdNodes(page);
    const types = nodes.map((node) => node['@type']);
    if (nested(path)) expect(types).toContain('BreadcrumbList');
    for (const product of nodes.filter((node) => node['@type'] === 'Product')) {
      expect(product.offers?.length, 'a Product needs an offer').toBeGreaterThan(0);
    }
    if (path === routes.pricing) {
      const app = nodes.find((node) => node['@type'] === 'SoftwareApplication');
      expect(app?.offers?.length).toBeGreaterThan(0);
    }
  });
}
