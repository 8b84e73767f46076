import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stringify } from 'yaml';
import { aboutPage } from '@/content/about';
import { blog } from '@/content/blog';
import {
  adjacentPosts,
  blogPagePaths,
  countWords,
  loadPosts,
  paginate,
  postsTagged,
  readingMinutes,
  relatedPosts,
  usedTags,
} from '@/lib/blog/posts';
import { makePost } from './make-post';

const author = aboutPage.leaders[1]!.name;
const tempDirs: string[] = [];

/** A directory of post files, removed after the tests. */
function postsDir(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'blog-posts-'));
  tempDirs.push(dir);
  for (const [name, source] of Object.entries(files)) writeFileSync(path.join(dir, name), source);
  return dir;
}

afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

function post(meta: Record<string, unknown>, body = 'A short body of seven words here.\n') {
  return `---\n${stringify({
    description: 'A description long enough for the front matter rules to accept it.',
    author,
    tags: ['agencies'],
    ...meta,
  })}---\n${body}`;
}

describe('loadPosts', () => {
  const now = new Date('2026-09-15T18:30:00Z');
  const longBody = `${'word '.repeat(blog.wordsPerMinute * 3)}\n`;
  const files = {
    'older-post.mdx': post({ title: 'An older post about agencies', date: '2026-09-01' }),
    'beta-post.mdx': post({ title: 'Beta: the second post of the day', date: '2026-09-10' }),
    'alpha-post.mdx': post(
      { title: 'Alpha: the first post of the day', date: '2026-09-10' },
      longBody,
    ),
    'draft-post.mdx': post({ title: 'A draft that is not ready', date: '2026-09-05', draft: true }),
    'todays-post.mdx': post({ title: 'A post published on the day', date: '2026-09-15' }),
    'scheduled-post.mdx': post({ title: 'A post scheduled for October', date: '2026-10-01' }),
    'notes.txt': 'Not a post: only .mdx files are read.',
  };

  it('returns the published posts newest first, ties by title, without drafts or later posts', () => {
    const posts = loadPosts({ dir: postsDir(files), now, drafts: false });
    expect(posts.map((p) => p.slug)).toEqual([
      'todays-post',
      'alpha-post',
      'beta-post',
      'older-post',
    ]);
  });

  it('leaves drafts out by default, as a build does', () => {
    const posts = loadPosts({ dir: postsDir(files), now });
    expect(posts.map((p) => p.slug)).not.toContain('draft-post');
    expect(posts.map((p) => p.slug)).not.toContain('scheduled-post');
  });

  it('includes drafts and scheduled posts when drafts are asked for', () => {
    const posts = loadPosts({ dir: postsDir(files), now, drafts: true });
    expect(posts.map((p) => p.slug)).toEqual([
      'scheduled-post',
      'todays-post',
      'alpha-post',
      'beta-post',
      'draft-post',
      'older-post',
    ]);
  });

  it('gives each post its slug, address, word count and reading time', () => {
    const posts = loadPosts({ dir: postsDir(files), now, drafts: false });
    const alpha = posts.find((p) => p.slug === 'alpha-post');
    expect(alpha).toMatchObject({
      slug: 'alpha-post',
      href: '/blog/alpha-post',
      title: 'Alpha: the first post of the day',
      author,
      draft: false,
      words: blog.wordsPerMinute * 3,
      readingMinutes: 3,
    });
    const beta = posts.find((p) => p.slug === 'beta-post');
    expect(beta).toMatchObject({ words: 7, readingMinutes: 1 });
  });

  it('throws naming the file whose front matter is wrong', () => {
    const dir = postsDir({
      'good-post.mdx': post({ title: 'A post that is fine in every way', date: '2026-09-01' }),
      'bad-post.mdx': post({
        title: 'A post with an unknown tag here',
        date: '2026-09-02',
        tags: ['gardening'],
      }),
    });
    expect(() => loadPosts({ dir, now, drafts: false })).toThrow(`${dir}/bad-post.mdx`);
  });
});

describe('paginate', () => {
  const items = Array.from({ length: 25 }, (_, i) => `post-${i + 1}`);

  it('splits 25 posts at 10 a page into pages of 10, 10 and 5', () => {
    const pages = paginate(items, 10);
    expect(pages.map(({ page, pages: total, posts }) => [page, total, posts.length])).toEqual([
      [1, 3, 10],
      [2, 3, 10],
      [3, 3, 5],
    ]);
    expect(pages[2]!.posts).toEqual(items.slice(20));
  });

  it('gives one empty page when there are no posts', () => {
    expect(paginate([], 10)).toEqual([{ page: 1, pages: 1, posts: [] }]);
  });

  it('uses the blog’s posts per page by default', () => {
    expect(paginate(items)[0]!.posts).toHaveLength(blog.postsPerPage);
  });
});

describe('adjacentPosts', () => {
  const newest = makePost({ slug: 'newest', date: '2026-10-01' });
  const middle = makePost({ slug: 'middle', date: '2026-09-01' });
  const oldest = makePost({ slug: 'oldest', date: '2026-08-01' });
  const posts = [newest, middle, oldest];

  it('gives the older post as previous and the newer as next', () => {
    expect(adjacentPosts(middle, posts)).toEqual({ previous: oldest, next: newest });
  });

  it('has no next for the newest post and no previous for the oldest', () => {
    expect(adjacentPosts(newest, posts)).toEqual({ previous: middle, next: undefined });
    expect(adjacentPosts(oldest, posts)).toEqual({ previous: undefined, next: middle });
  });
});

describe('relatedPosts', () => {
  const post = makePost({ slug: 'this', tags: ['agencies', 'pricing', 'white-label'] });
  const twoSharedOld = makePost({
    slug: 'two-shared-old',
    date: '2026-01-01',
    tags: ['pricing', 'white-label'],
  });
  const oneSharedNew = makePost({ slug: 'one-shared-new', date: '2026-09-01', tags: ['agencies'] });
  const oneSharedOld = makePost({
    slug: 'one-shared-old',
    date: '2026-03-01',
    tags: ['pricing', 'email'],
  });
  const noneShared = makePost({ slug: 'none-shared', date: '2026-10-01', tags: ['whatsapp'] });
  const posts = [noneShared, oneSharedNew, post, oneSharedOld, twoSharedOld];

  it('lists posts sharing a tag, most shared tags first, then newest, never the post itself', () => {
    expect(relatedPosts(post, posts, 10).map((p) => p.slug)).toEqual([
      'two-shared-old',
      'one-shared-new',
      'one-shared-old',
    ]);
  });

  it('stops at the count asked for, the blog’s related count by default', () => {
    expect(relatedPosts(post, posts, 2).map((p) => p.slug)).toEqual([
      'two-shared-old',
      'one-shared-new',
    ]);
    const many = Array.from({ length: blog.relatedCount + 2 }, (_, i) =>
      makePost({ slug: `other-${i}`, tags: ['agencies'] }),
    );
    expect(relatedPosts(post, [post, ...many])).toHaveLength(blog.relatedCount);
  });

  it('is empty when no other post shares a tag', () => {
    expect(relatedPosts(noneShared, posts)).toEqual([]);
  });
});

describe('tags', () => {
  const posts = [
    makePost({ slug: 'a', tags: ['pricing'] }),
    makePost({ slug: 'b', tags: ['whatsapp', 'agencies'] }),
    makePost({ slug: 'c', tags: ['agencies'] }),
  ];

  it('lists the used tags once each, in the order content/blog.ts gives them', () => {
    expect(usedTags(posts)).toEqual(['agencies', 'whatsapp', 'pricing']);
  });

  it('finds the posts carrying a tag', () => {
    expect(postsTagged('agencies', posts).map((p) => p.slug)).toEqual(['b', 'c']);
    expect(postsTagged('email', posts)).toEqual([]);
  });
});

describe('blogPagePaths', () => {
  it('lists the index pages, every post and every used tag', () => {
    const posts = Array.from({ length: blog.postsPerPage + 1 }, (_, i) =>
      makePost({ slug: `post-${i + 1}`, tags: i === 0 ? ['email', 'agencies'] : ['agencies'] }),
    );
    expect(blogPagePaths(posts)).toEqual([
      '/blog',
      '/blog/page/2',
      ...posts.map((p) => `/blog/${p.slug}`),
      '/blog/tags/agencies',
      '/blog/tags/email',
    ]);
  });

  it('still has the index page with no posts', () => {
    expect(blogPagePaths([])).toEqual(['/blog']);
  });
});

describe('countWords', () => {
  it('counts prose words', () => {
    expect(countWords('Reply to every lead within minutes.')).toBe(6);
  });

  it('counts a self-closing component as one word', () => {
    expect(countWords('Start a <Fact name="trial" /> today.')).toBe(4);
  });

  it('counts the words inside a component, not its tags or attributes', () => {
    expect(
      countWords('Open <ProductLink slug="opportunities">the pipeline</ProductLink> now.'),
    ).toBe(4);
  });

  it('ignores Markdown punctuation such as headings, quotes and table rules', () => {
    expect(countWords('## Two words\n\n> Quoted text\n\n| --- | --- |\n')).toBe(4);
  });
});

describe('readingMinutes', () => {
  it('rounds to whole minutes at the given speed', () => {
    expect(readingMinutes(460, 230)).toBe(2);
    expect(readingMinutes(1000, 200)).toBe(5);
  });

  it('is at least one minute, even for an empty post', () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(10, 230)).toBe(1);
  });

  it('uses the blog’s reading speed by default', () => {
    expect(readingMinutes(blog.wordsPerMinute * 4)).toBe(4);
  });
});
