import { parseFeed } from '@rowanmanning/feed-parser';
import { blog } from '@/content/blog';
import { routes } from '@/content/routes';
import { loadPosts } from '@/lib/blog/posts';
import { absoluteUrl } from '@/lib/seo';
import { expect, test } from './fixtures';
import { expectNoViolations, loadLazyImages, watchPolicy } from './policy-watch';
import { idleWorkDone } from './support/page-work';

// Runs on every server of the export (serve.mjs, nginx, Pages). Each sends every page byte for
// byte with public/_headers' policy (tests/http/servers.test.ts, csp.test.ts), so the policies a
// browser enforces are the same everywhere and the sweep of every route runs once (csp.spec.ts).
// What no comparison of bytes and headers shows is the browser taking what a server sends, each
// file with the type it was given under `nosniff` (the types themselves are checked in
// tests/http/delivery.ts): one full page on each server, the home page with every lazy image.

test('the home page loads under the served policy: no violation, no console error', async ({
  page,
}) => {
  const watch = await watchPolicy(page);
  await page.goto('/');
  await loadLazyImages(page);
  await idleWorkDone(page);
  expectNoViolations(watch);
});

test('the blog (its index, a post, a tag page) loads under the served policy, and both feeds list every post', async ({
  page,
}) => {
  const posts = loadPosts();
  const watch = await watchPolicy(page);
  for (const [path, heading] of [
    [routes.blog, blog.title],
    [posts[0]!.href, posts[0]!.title],
    [routes.blogTag('pricing'), blog.labels.tagTitle.replace('{tag}', blog.tags.pricing.label)],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await idleWorkDone(page);
  }
  expectNoViolations(watch);
  for (const feed of [routes.blogRss, routes.blogAtom]) {
    const response = await page.request.get(feed);
    expect(response.status(), feed).toBe(200);
    expect(response.headers()['content-type'], feed).toMatch(/^(application|text)\/xml/);
    const parsed = parseFeed(await response.text());
    expect(parsed.items.map((item) => item.url)).toEqual(
      posts.map((post) => absoluteUrl(post.href)),
    );
  }
});
