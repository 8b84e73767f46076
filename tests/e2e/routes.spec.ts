import { routes } from '@/content/routes';
import { loadPosts } from '@/lib/blog/posts';
import { absoluteUrl } from '@/lib/seo';
import { expect, test } from './fixtures';
import { pageCases } from './pages';

// Crawlers and share-preview bots run no JavaScript: everything below must be in the raw HTML.
// Read once, from serve.mjs: nginx and Pages send each page byte for byte (tests/http/servers.test.ts),
// and what else a bot fetches from each server, share images, sitemap and robots.txt, is
// tests/http/routes.test.ts's.
test.use({ javaScriptEnabled: false });

for (const { path, heading, meta, ogType = 'website' } of pageCases) {
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
    await expect(content('meta[property="og:type"]')).toHaveAttribute('content', ogType);
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

test('a blog post carries its dates, author, JSON-LD and the feeds in the raw HTML', async ({
  page,
}) => {
  const [post] = loadPosts();
  await page.goto(post!.href);
  const head = page.locator('head');
  await expect(head.locator('meta[property="article:published_time"]')).toHaveAttribute(
    'content',
    post!.date,
  );
  await expect(head.locator('meta[property="article:author"]')).toHaveAttribute(
    'content',
    post!.author,
  );
  for (const [type, path] of [
    ['application/rss+xml', routes.blogRss],
    ['application/atom+xml', routes.blogAtom],
  ] as const) {
    await expect(head.locator(`link[rel="alternate"][type="${type}"]`)).toHaveAttribute(
      'href',
      absoluteUrl(path),
    );
  }
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
  expect(data).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        '@type': 'BlogPosting',
        headline: post!.title,
        datePublished: post!.date,
        author: expect.objectContaining({ name: post!.author }),
      }),
      expect.objectContaining({ '@type': 'BreadcrumbList' }),
    ]),
  );
  // The body is in the HTML too: its sections' headings, each linkable.
  const first = page.getByRole('main').getByRole('heading', { level: 2 }).first();
  await expect(first).toHaveAttribute('id', /^[a-z0-9-]+$/);
});

test('the home page describes the organisation and the website as JSON-LD', async ({ page }) => {
  await page.goto('/');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = blocks.map((block) => (JSON.parse(block) as { '@type': string })['@type']);
  expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
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
