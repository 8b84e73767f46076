import { type Page } from '@playwright/test';
import { blog } from '@/content/blog';
import { routes } from '@/content/routes';
import { adjacentPosts, loadPosts, postsTagged, relatedPosts } from '@/lib/blog/posts';
import { expect, test, waitForHydration } from './fixtures';

/**
 * The blog as a reader uses it: the index, a post with its linkable headings, the way on to
 * other posts, a tag page, and long text on a phone. Metadata, JSON-LD and the feeds' links in
 * the raw HTML: routes.spec.ts; axe and the focus sweep on the blog's pages: every-page.spec.ts;
 * the feeds on every server: served-page.spec.ts and tests/http/.
 */
const posts = loadPosts();
/** A post with a newer and an older one beside it. */
const middle = posts[1]!;
const main = (page: Page) => page.getByRole('main');

test('the index lists every post, newest first, and links each', async ({ page }) => {
  await page.goto(routes.blog);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(blog.title);
  const titles = main(page).getByRole('article').getByRole('heading', { level: 2 });
  await expect(titles).toHaveText(posts.map((post) => post.title));
  for (const post of posts)
    await expect(main(page).getByRole('link', { name: post.title, exact: true })).toHaveAttribute(
      'href',
      post.href,
    );
  await expect(main(page).getByRole('link', { name: blog.labels.rss })).toHaveAttribute(
    'href',
    routes.blogRss,
  );
  await expect(main(page).getByRole('link', { name: blog.labels.atom })).toHaveAttribute(
    'href',
    routes.blogAtom,
  );
});

test('a visitor reaches the blog from the footer and from the home page’s closing band', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Blog' })).toHaveAttribute(
    'href',
    routes.blog,
  );
  const closing = page.getByRole('region', { name: /./ }).filter({
    has: page.getByRole('link', { name: blog.labels.ctaLink }),
  });
  await closing.scrollIntoViewIfNeeded();
  await waitForHydration(page);
  await closing.getByRole('link', { name: blog.labels.ctaLink }).click();
  await expect(page).toHaveURL(routes.blog);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(blog.title);
});

test('a post: its byline, a heading’s own link, the posts beside it and related ones', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(middle.href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(middle.title);
  await expect(main(page).locator(`time[datetime="${middle.date}"]`).first()).toBeVisible();
  await expect(main(page).getByText(`${blog.labels.by} ${middle.author}`)).toBeVisible();

  // A section's own link puts its address in the bar and the section at the top.
  const section = main(page).getByRole('heading', { level: 2 }).nth(2);
  const text = (await section.textContent())!;
  const anchor = page.getByRole('link', {
    name: blog.labels.sectionLink.replace('{heading}', text),
  });
  // A target of at least 24 px square (WCAG 2.2, 2.5.8).
  const box = (await anchor.boundingBox())!;
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
  await waitForHydration(page);
  await anchor.click();
  const id = await section.getAttribute('id');
  await expect(page).toHaveURL(`${middle.href}#${id}`);
  await expect(section).toBeInViewport();

  const { previous, next } = adjacentPosts(middle, posts);
  const more = page.getByRole('navigation', { name: blog.labels.postNavigation });
  await expect(more.getByRole('link', { name: previous!.title })).toHaveAttribute(
    'href',
    previous!.href,
  );
  await expect(more.getByRole('link', { name: next!.title })).toHaveAttribute('href', next!.href);

  const related = page.getByRole('region', { name: blog.labels.related });
  await expect(related.getByRole('heading', { level: 3 })).toHaveText(
    relatedPosts(middle, posts).map((post) => post.title),
  );
});

test('a tag page lists only the posts with that tag and marks the tag as the current one', async ({
  page,
}) => {
  const tag = 'agencies';
  const label = blog.tags[tag].label;
  await page.goto(routes.blogTag(tag));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    blog.labels.tagTitle.replace('{tag}', label),
  );
  await expect(main(page).getByRole('article').getByRole('heading', { level: 2 })).toHaveText(
    postsTagged(tag, posts).map((post) => post.title),
  );
  await expect(
    page.getByRole('list', { name: blog.labels.tags }).first().getByRole('link', { name: label }),
  ).toHaveAttribute('aria-current', 'page');
});

test('on a phone the byline wraps whole items, and no line starts with a separator', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  // Date, update, author and reading time: more than a phone's line holds.
  await page.goto(routes.blogPost('ai-reply-bot-handover'));
  const byline = main(page)
    .locator('p', { has: page.locator('time') })
    .first();
  await expect(byline).toContainText(blog.labels.updated);
  await byline.scrollIntoViewIfNeeded();
  const lines = await byline.evaluate((p) => {
    const items = Array.from(p.firstElementChild!.children, (item) => {
      const separator = item.firstElementChild!;
      const box = separator.getBoundingClientRect();
      // Shown: what the page draws at the dot's centre is the dot, not what is under a clip.
      const drawn = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return {
        top: Math.round(item.getBoundingClientRect().top),
        separatorShown: drawn === separator,
      };
    });
    const tops = [...new Set(items.map((item) => item.top))];
    return tops.map((top) => items.filter((item) => item.top === top));
  });
  expect(lines.length, 'the byline takes more than one line at 375 px').toBeGreaterThan(1);
  for (const line of lines) {
    expect(line.map((item) => item.separatorShown)).toEqual(line.map((_, i) => i > 0));
  }
});

test('on a phone long text fits: a wide table scrolls in its own box, reachable by keyboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  // A post with a table wider than a phone.
  await page.goto(routes.blogPost('pricing-a-resold-crm'));
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
  const box = main(page).locator('.prose-scroll').first();
  const { scrollWidth, clientWidth } = await box.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
  }));
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  await box.focus();
  await expect(box).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
});

test('the blog loads only the shell’s scripts, as the 404 page does @chromium-only', async ({
  page,
}) => {
  /** The scripts a page loads by the time it is hydrated and idle. */
  async function scriptsOf(path: string) {
    const scripts = new Set<string>();
    const record = (request: { resourceType(): string; url(): string }) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
    };
    page.on('request', record);
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    page.off('request', record);
    return scripts;
  }
  // The 404 page is the layout alone: no client component of its own.
  const shell = await scriptsOf('/no-such-page');
  for (const path of [routes.blog, middle.href, routes.blogTag(middle.tags[0]!)]) {
    const extra = [...(await scriptsOf(path))].filter((script) => !shell.has(script));
    expect(extra, `${path}: scripts the shell does not load`).toEqual([]);
  }
});
