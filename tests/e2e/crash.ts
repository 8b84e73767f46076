import { type APIRequestContext, type Page } from '@playwright/test';

const scriptsOf = (html: string) =>
  new Set([...html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"/g)].map(([, src]) => src ?? ''));

/**
 * Test-only crash: the scripts that only /free-demo needs (its booking-frame client component)
 * fail to load, so a client-side navigation there throws a real render error inside the page
 * segment. Nothing in the shipped site can trigger this; it needs the network to fail.
 */
export async function breakFreeDemoScripts(page: Page, request: APIRequestContext) {
  const [home, freeDemo] = await Promise.all(
    ['/', '/free-demo'].map(async (path) => scriptsOf(await (await request.get(path)).text())),
  );
  const pageOnly = [...freeDemo!].filter((src) => !home!.has(src));
  if (pageOnly.length === 0) throw new Error('/free-demo has no scripts of its own to break');
  await page.route(
    (url) => pageOnly.includes(url.pathname),
    (route) => route.abort('failed'),
  );
  return pageOnly;
}
