import { pageMeta } from '@/content/seo';
import { absoluteUrl } from '@/lib/seo';
import { everyPagePath, pageCases } from '../e2e/pages';
import { servedExport } from '../e2e/origins';
import { labelled } from './checks';

// What crawlers and share-preview bots fetch besides the pages, from every server of the export.
// The pages' raw HTML (heading, metadata) is tests/e2e/routes.spec.ts's: each server sends those
// files byte for byte (servers.test.ts), so it is read once.

test('every exported page has a test case', () => {
  expect(pageCases.map((c) => c.path).sort()).toEqual(everyPagePath().sort());
});

describe.each(Object.entries(servedExport))('on %s', (_, base) => {
  test('each share image is a 1200×630 PNG', async () => {
    const images = new Set([...pageCases.map((c) => c.meta.ogImage), pageMeta.notFound.ogImage]);
    for (const image of images) {
      const response = await fetch(`${base}${image}`);
      const body = Buffer.from(await response.arrayBuffer());
      await labelled(image, () => {
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/png');
        expect(body.readUInt32BE(16)).toBe(1200);
        expect(body.readUInt32BE(20)).toBe(630);
      });
    }
  });

  test('sitemap.xml lists every page and robots.txt points to it', async () => {
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    for (const path of everyPagePath())
      expect(sitemap).toContain(`<loc>${absoluteUrl(path)}</loc>`);
    const robots = await (await fetch(`${base}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${absoluteUrl('/sitemap.xml')}`);
  });
});
