import { expect, test } from './fixtures';

/** The links of a page as served (without JavaScript the browser has exactly these), resolved. */
const linksIn = (html: string, base: URL) =>
  [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map(
    ([, href]) => new URL(href!.replaceAll('&amp;', '&'), base),
  );

test('every internal link on every page leads to a page that exists', async ({
  request,
  baseURL,
}) => {
  const pages = new Map<string, Promise<{ status: number; html: string }>>();
  const fetchPage = (path: string) => {
    if (!pages.has(path)) {
      pages.set(
        path,
        request.get(path).then(async (response) => ({
          status: response.status(),
          html: await response.text(),
        })),
      );
    }
    return pages.get(path)!;
  };
  const queue = ['/'];
  const visited = new Set<string>();
  const broken: string[] = [];

  while (queue.length > 0) {
    const path = queue.shift()!;
    if (visited.has(path)) continue;
    visited.add(path);
    const { status, html } = await fetchPage(path);
    if (status !== 200) {
      broken.push(`${path} → ${status}`);
      continue;
    }
    const base = new URL(path, baseURL);
    for (const url of linksIn(html, base)) {
      if (url.origin !== base.origin) continue;
      if (url.hash && url.pathname !== '/') {
        // Hash links must point at an element that exists on their page.
        const target = await fetchPage(url.pathname);
        if (!target.html.includes(`id="${url.hash.slice(1)}"`))
          broken.push(`${path} → ${url.pathname}${url.hash}`);
      }
      if (!visited.has(url.pathname)) queue.push(url.pathname);
    }
  }

  expect(broken).toEqual([]);
  // The crawl reached every page the site links to, products and legal documents included.
  expect(visited.size).toBeGreaterThanOrEqual(17);
});
