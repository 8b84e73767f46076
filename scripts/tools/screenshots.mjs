// Screenshots of every route for a visual check, in Debian's full Chromium:
//   <route>-<width>-first.png      the first screen of a first visit, once the cookie banner is up;
//   <route>-<width>-returning.png  the whole page of a returning visitor (a stored cookie choice),
//                                  drawn in the site's typeface as every page after a visit's first
//                                  is; at phone widths also cut into readable slices (-partN).
// The routes are the sitemap's (so none is ever missing) and the 404, unless paths are given.
// Usage: node scripts/tools/screenshots.mjs [baseURL] [outDir] [path...]
//   WIDTHS=375,768,1280 picks the widths (default 375,1280); VISITS=first or returning picks one.
import { mkdir } from 'node:fs/promises';
import { launchChromium, stayLocal } from '../lib/chromium.mjs';
import { drawInSiteTypeface } from '../lib/typeface.mjs';

const [baseURL = 'http://localhost:3000', outDir = 'screenshots', ...only] = process.argv.slice(2);
const widths = (process.env.WIDTHS ?? '375,1280').split(',').map(Number);
const visits = (process.env.VISITS ?? 'first,returning').split(',');
/** A phone's screen, a tablet's, a laptop's: the first screen each visitor sees. */
const screenHeight = (/** @type {number} */ width) =>
  width < 768 ? 812 : width < 1024 ? 1024 : 800;

async function sitemapPaths() {
  const response = await fetch(new URL('/sitemap.xml', baseURL));
  if (!response.ok) throw new Error(`${baseURL}/sitemap.xml answered ${response.status}`);
  const xml = await response.text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(loc ?? '').pathname,
  );
  if (paths.length === 0) throw new Error('the sitemap lists no page');
  return [...paths, '/does-not-exist'];
}

const paths = only.length ? only : await sitemapPaths();
const fileName = (/** @type {string} */ path) =>
  path === '/' ? 'home' : path.slice(1).replaceAll('/', '_');

await mkdir(outDir, { recursive: true });
const browser = await launchChromium();
for (const width of widths) {
  const viewport = { width, height: screenHeight(width) };
  for (const visit of visits) {
    for (const path of paths) {
      // A context per page: a first visit has nothing stored, and nothing carries over.
      const context = await browser.newContext({
        viewport,
        isMobile: width < 768,
        hasTouch: width < 768,
      });
      const page = await context.newPage();
      await stayLocal(page);
      const url = new URL(path, baseURL).toString();
      const name = `${outDir}/${fileName(path)}-${width}-${visit}`;
      if (visit === 'first') {
        await page.goto(url, { waitUntil: 'networkidle' });
        // The banner's Accept button (content/consent.ts) shows the banner is up.
        await page
          .getByRole('button', { name: 'Accept', exact: true })
          .waitFor({ timeout: 15_000 })
          .catch(() => {
            throw new Error(`${path}: no cookie banner within 15 s`);
          });
        // Once it has slid in: a finite animation still running is caught mid-way.
        await page.evaluate(() =>
          Promise.all(
            document
              .getAnimations()
              .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
              .map((animation) => animation.finished.catch(() => undefined)),
          ),
        );
        await page.screenshot({ path: `${name}.png` });
      } else {
        await page.addInitScript(() => window.localStorage.setItem('cookie_consent', 'no'));
        await page.goto(url, { waitUntil: 'networkidle' });
        // Every page after a visit's first is drawn in it.
        await drawInSiteTypeface(page, { timeout: 15_000 }).catch((error) => {
          throw new Error(`${path}: ${error.message}`);
        });
        // A full-page capture paints only what is near the viewport: blocks that render when
        // they come near (`render-when-near`) would come out blank.
        await page.addStyleTag({ content: '*{content-visibility:visible!important}' });
        await page.screenshot({ path: `${name}.png`, fullPage: true });
        if (width < 768) {
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          for (let y = 0, part = 1; y < height; y += 1400, part += 1) {
            const clip = { x: 0, y, width, height: Math.min(1400, height - y) };
            await page.screenshot({ path: `${name}-part${part}.png`, fullPage: true, clip });
          }
        }
      }
      console.log(`${name}.png`);
      await context.close();
    }
  }
}
await browser.close();
