import { expect, test } from './fixtures';

test.use({ javaScriptEnabled: false });

test('every internal link on every page leads to a page that exists', async ({ page, request }) => {
  test.setTimeout(120_000);
  const queue = ['/'];
  const visited = new Set<string>();
  const broken: string[] = [];

  while (queue.length > 0) {
    const path = queue.shift()!;
    if (visited.has(path)) continue;
    visited.add(path);
    const response = await page.goto(path);
    if (response?.status() !== 200) {
      broken.push(`${path} → ${response?.status()}`);
      continue;
    }
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    for (const href of hrefs) {
      const url = new URL(href);
      if (url.origin !== new URL(page.url()).origin) continue;
      if (url.hash && url.pathname !== '/') {
        // Hash links must point at an element that exists on their page.
        const target = await request.get(url.pathname);
        const html = await target.text();
        if (!html.includes(`id="${url.hash.slice(1)}"`))
          broken.push(`${path} → ${url.pathname}${url.hash}`);
      }
      if (!visited.has(url.pathname)) queue.push(url.pathname);
    }
  }

  expect(broken).toEqual([]);
  // The crawl reached every page the site links to, products and legal documents included.
  expect(visited.size).toBeGreaterThanOrEqual(17);
});
