import { type APIRequestContext, type Page } from '@playwright/test';
import { loadFirstPaint } from './support/esm';

/** The scripts a page loads: its `<script src>` elements and the list its loader starts. */
const scriptsOf = async (html: string) => {
  const { scriptsStartedAfterPaint } = await loadFirstPaint();
  const sources: string[] = scriptsStartedAfterPaint(html);
  for (const [, src] of html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"/g)) sources.push(src!);
  return new Set(sources);
};

/**
 * Test-only crash: the scripts that only /free-demo needs (its booking-frame client component)
 * fail to load, so its hydration throws a real render error inside the page segment. Nothing in the shipped site can trigger this; it needs the network to fail.
 */
export async function breakFreeDemoScripts(page: Page, request: APIRequestContext) {
  const [home, freeDemo] = await Promise.all(
    ['/', '/free-demo'].map(
      async (path) => await scriptsOf(await (await request.get(path)).text()),
    ),
  );
  const pageOnly = [...freeDemo!].filter((src) => !home!.has(src));
  if (pageOnly.length === 0) throw new Error('/free-demo has no scripts of its own to break');
  await page.route(
    (url) => pageOnly.includes(url.pathname),
    (route) => route.abort('failed'),
  );
  return pageOnly;
}

/**
 * Follows the footer's "Book a Demo" link the way a visitor does: pointing at it fetches the
 * page's data, and the click comes once that data is here. A click while that fetch is still on
 * its way sometimes leaves Next's router waiting for the broken script with the old page on
 * screen (the navigation neither ends nor fails), so no render error would come.
 */
export async function followFooterDemoLink(page: Page) {
  const demo = page.getByRole('contentinfo').getByRole('link', { name: 'Book a Demo' });
  const fetched = page.waitForResponse((response) => response.url().includes('__PAGE__'));
  await demo.hover();
  await fetched;
  await demo.click();
}
