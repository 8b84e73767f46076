import { pageMeta } from '@/content/seo';
import { absoluteUrl } from '@/lib/seo';
import { allPagePaths } from '@/content/routes';
import { expect, test } from './fixtures';
import { pageCases } from './pages';

// Crawlers and share-preview bots run no JavaScript: everything below must be in the raw HTML.
test.use({ javaScriptEnabled: false });

test('every exported page has a test case', () => {
  expect(pageCases.map((c) => c.path).sort()).toEqual(allPagePaths().sort());
});

for (const { path, heading, meta } of pageCases) {
  test(`${path} answers with its heading and metadata`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(meta.title);

    const head = page.locator('head');
    const content = (selector: string) => head.locator(selector).first();
    await expect(content('meta[name="description"]')).toHaveAttribute('content', meta.description);
    await expect(content('meta[name="keywords"]')).toHaveAttribute(
      'content',
      meta.keywords.join(','),
    );
    await expect(content('link[rel="canonical"]')).toHaveAttribute(
      'href',
      absoluteUrl(meta.canonical),
    );
    await expect(content('meta[property="og:type"]')).toHaveAttribute('content', 'website');
    await expect(content('meta[property="og:url"]')).toHaveAttribute(
      'content',
      absoluteUrl(meta.canonical),
    );
    await expect(content('meta[property="og:title"]')).toHaveAttribute('content', meta.ogTitle);
    await expect(content('meta[property="og:description"]')).toHaveAttribute(
      'content',
      meta.ogDescription,
    );
    await expect(content('meta[property="og:image"]')).toHaveAttribute(
      'content',
      absoluteUrl(meta.ogImage),
    );
    await expect(content('meta[name="twitter:card"]')).toHaveAttribute('content', meta.twitterCard);

    // Real content, not a client-rendered shell: the header, main and footer are all in the HTML.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).toContainText(heading);
    await expect(page.getByRole('contentinfo')).toContainText('Registered Office');
  });
}

test('each share image is a 1200×630 PNG', async ({ request }) => {
  const images = new Set([...pageCases.map((c) => c.meta.ogImage), pageMeta.notFound.ogImage]);
  for (const image of images) {
    const response = await request.get(image);
    expect(response.status(), image).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const body = await response.body();
    expect(body.readUInt32BE(16)).toBe(1200);
    expect(body.readUInt32BE(20)).toBe(630);
  }
});

test('the home page describes the organisation and the website as JSON-LD', async ({ page }) => {
  await page.goto('/');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = blocks.map((block) => (JSON.parse(block) as { '@type': string })['@type']);
  expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
});

test('sitemap.xml lists every page and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of allPagePaths()) expect(sitemap).toContain(`<loc>${absoluteUrl(path)}</loc>`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${absoluteUrl('/sitemap.xml')}`);
});

test('an unknown address answers 404 with "Page Not Found" and a way home', async ({ page }) => {
  const response = await page.goto('/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', absoluteUrl('/404'));
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageCases[0]!.heading);
});
