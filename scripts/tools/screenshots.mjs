// Takes full-page Chromium screenshots of every route (375 px and 1280 px by default) for a visual check.
// Usage: node scripts/tools/screenshots.mjs [baseURL] [outDir] [path...]; WIDTHS=375,768,1280 to choose widths.
import { mkdir } from 'node:fs/promises';
import { launchChromium, stayLocal } from '../lib/chromium.mjs';

const [baseURL = 'http://localhost:3000', outDir = 'screenshots', ...only] = process.argv.slice(2);
const paths = only.length
  ? only
  : [
      '/',
      '/features',
      '/pricing',
      '/aboutus',
      '/free-demo',
      '/products',
      '/products/ai-chatbots',
      '/products/voice-solutions',
      '/legal/privacy-policy',
      '/does-not-exist',
    ];

await mkdir(outDir, { recursive: true });
const browser = await launchChromium();
const widths = (process.env.WIDTHS ?? '375,1280').split(',').map(Number);
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await stayLocal(page);
  for (const path of paths) {
    await page.goto(new URL(path, baseURL).toString(), { waitUntil: 'networkidle' });
    // A full-page capture paints only what is near the viewport: blocks that render when they
    // come near (`render-when-near`) would come out blank.
    await page.addStyleTag({ content: '*{content-visibility:visible!important}' });
    const name = `${path === '/' ? 'home' : path.slice(1).replaceAll('/', '_')}-${width}.png`;
    await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
    console.log(`${outDir}/${name}`);
    if (width < 768) {
      // Phone pages are tall: also save readable slices of the full page.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0, part = 1; y < height; y += 1400, part += 1) {
        const clip = { x: 0, y, width, height: Math.min(1400, height - y) };
        const slice = name.replace('.png', `-part${part}.png`);
        await page.screenshot({ path: `${outDir}/${slice}`, fullPage: true, clip });
      }
    }
  }
  await page.close();
}
await browser.close();
