import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { blog, type BlogTagId } from '@/content/blog';
import { routes } from '@/content/routes';
import { isDevelopmentServer } from '@/lib/env';
import { parsePostSource, type FrontMatter } from './front-matter';

/** Where the posts live, one MDX file each; the file name is the post's slug. */
export const POSTS_DIR = 'content/blog';

export interface Post extends FrontMatter {
  slug: string;
  href: string;
  /** Words of the body (`countWords`). */
  words: number;
  /** Whole minutes at the blog's reading speed, at least one. */
  readingMinutes: number;
}

/** Words a reader reads: prose and code, a component such as `<Fact name="trial" />` as one. */
export function countWords(body: string): number {
  const plain = body
    .replace(/<[A-Z]\w*[^>]*\/>/g, ' word ')
    .replace(/<\/?[A-Z]\w*[^>]*>/g, ' ')
    .replace(/[#>*_`|[\]()-]/g, ' ');
  return plain.split(/\s+/).filter((word) => /\w/.test(word)).length;
}

export function readingMinutes(words: number, wordsPerMinute = blog.wordsPerMinute): number {
  return Math.max(1, Math.round(words / wordsPerMinute));
}

/** The UTC calendar day of `now`, as the front matter writes dates. */
const today = (now: Date) => now.toISOString().slice(0, 10);

export interface LoadOptions {
  dir?: string;
  /** Show drafts (the development server does; a build never does). */
  drafts?: boolean;
  /** The day the site is built: a post dated later is scheduled and left out until then. */
  now?: Date;
}

/**
 * Every published post, newest first (by date, then title). Reads the files on every call: the
 * build calls it once per page, which costs milliseconds, and a cache would hide an edit from
 * the development server.
 */
export function loadPosts({
  dir = POSTS_DIR,
  drafts = isDevelopmentServer,
  now = new Date(),
}: LoadOptions = {}): Post[] {
  const files = readdirSync(path.resolve(dir)).filter((name) => name.endsWith('.mdx'));
  const posts = files.map((name) => {
    const { meta, body } = parsePostSource(
      `${dir}/${name}`,
      readFileSync(path.resolve(dir, name), 'utf8'),
    );
    const slug = name.replace(/\.mdx$/, '');
    const words = countWords(body);
    return {
      ...meta,
      slug,
      href: routes.blogPost(slug),
      words,
      readingMinutes: readingMinutes(words),
    };
  });
  return sortPosts(
    posts.filter((post) => (drafts || !post.draft) && (drafts || post.date <= today(now))),
  );
}

export function sortPosts<P extends Pick<Post, 'date' | 'title'>>(posts: readonly P[]): P[] {
  return [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}

export function getPost(slug: string, posts: readonly Post[] = loadPosts()): Post | undefined {
  return posts.find((post) => post.slug === slug);
}

export interface IndexPage<P> {
  page: number;
  pages: number;
  posts: P[];
}

/** The index's pages: `perPage` posts each, at least one page even with no posts. */
export function paginate<P>(posts: readonly P[], perPage = blog.postsPerPage): IndexPage<P>[] {
  const pages = Math.max(1, Math.ceil(posts.length / perPage));
  return Array.from({ length: pages }, (_, index) => ({
    page: index + 1,
    pages,
    posts: posts.slice(index * perPage, (index + 1) * perPage),
  }));
}

/** The post published before this one and the one after it, in a newest-first list. */
export function adjacentPosts<P extends { slug: string }>(
  post: P,
  posts: readonly P[],
): { previous?: P; next?: P } {
  const index = posts.findIndex((candidate) => candidate.slug === post.slug);
  if (index === -1) return {};
  return { previous: posts[index + 1], next: index > 0 ? posts[index - 1] : undefined };
}

/**
 * Up to `count` other posts that share a tag with this one: the most shared tags first, then the
 * newest.
 */
export function relatedPosts<P extends Pick<Post, 'slug' | 'tags' | 'date' | 'title'>>(
  post: P,
  posts: readonly P[],
  count = blog.relatedCount,
): P[] {
  const shared = (other: P) => other.tags.filter((tag) => post.tags.includes(tag)).length;
  return sortPosts(posts.filter((other) => other.slug !== post.slug && shared(other) > 0))
    .sort((a, b) => shared(b) - shared(a))
    .slice(0, count);
}

/** The tags at least one post carries, in the order content/blog.ts lists them. */
export function usedTags(posts: readonly Pick<Post, 'tags'>[]): BlogTagId[] {
  const used = new Set(posts.flatMap((post) => post.tags));
  return (Object.keys(blog.tags) as BlogTagId[]).filter((tag) => used.has(tag));
}

export function postsTagged<P extends Pick<Post, 'tags'>>(tag: BlogTagId, posts: readonly P[]) {
  return posts.filter((post) => post.tags.includes(tag));
}

/** Every page of the blog the export contains: the index's pages, each post, each used tag. */
export function blogPagePaths(posts: readonly Post[] = loadPosts()): string[] {
  return [
    ...paginate(posts).map(({ page }) => routes.blogPage(page)),
    ...posts.map((post) => post.href),
    ...usedTags(posts).map(routes.blogTag),
  ];
}
