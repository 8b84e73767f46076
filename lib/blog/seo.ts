import { type Metadata } from 'next';
import { blog, type BlogTagId } from '@/content/blog';
import { routes } from '@/content/routes';
import { type PageMeta } from '@/content/schema';
import { brand, site } from '@/content/site';
import { absoluteUrl, buildMetadata } from '@/lib/seo';
import { breadcrumbJsonLd, type Crumb } from '@/lib/structured-data';
import { env } from '@/lib/env';
import { type Post } from './posts';

/** The share image the build draws for each post (app/og/[image]/route.tsx). */
export const postOgImage = (slug: string) => `/og/blog-${slug}.png`;

/** The feeds, advertised in the head of every blog page. */
function feedAlternates(siteUrl: string) {
  return {
    'application/rss+xml': [
      {
        url: absoluteUrl(routes.blogRss, siteUrl),
        title: `${brand.name} blog (${blog.labels.rss})`,
      },
    ],
    'application/atom+xml': [
      {
        url: absoluteUrl(routes.blogAtom, siteUrl),
        title: `${brand.name} blog (${blog.labels.atom})`,
      },
    ],
  };
}

function withFeeds(metadata: Metadata, siteUrl: string): Metadata {
  return { ...metadata, alternates: { ...metadata.alternates, types: feedAlternates(siteUrl) } };
}

/** The index's first page is `/blog`; later pages say which page they are. */
export function blogIndexPageMeta(page = 1): PageMeta {
  const suffix = page === 1 ? '' : ` (${blog.labels.pageTitle.replace('{page}', String(page))})`;
  return {
    ...blog.meta,
    title: page === 1 ? blog.meta.title : `${blog.eyebrow}${suffix} | ${brand.name}`,
    canonical: routes.blogPage(page),
  };
}

export function tagPageMeta(tag: BlogTagId): PageMeta {
  const { label, description } = blog.tags[tag];
  const title = blog.labels.tagMetaTitle.replace('{tag}', label);
  return {
    ...blog.meta,
    title,
    description,
    ogTitle: title,
    ogDescription: description,
    canonical: routes.blogTag(tag),
  };
}

/**
 * Search results cut titles past about 60 characters (every page's title keeps to that): a post
 * title that leaves no room for the site's name goes without it.
 */
export const TITLE_MAX = 60;

export function postTitle(post: Pick<Post, 'title'>): string {
  const branded = `${post.title} | ${brand.name}`;
  return branded.length <= TITLE_MAX ? branded : post.title;
}

export function postPageMeta(post: Post): PageMeta {
  return {
    title: postTitle(post),
    description: post.description,
    keywords: [...post.tags.map((tag) => blog.tags[tag].label), brand.name],
    ogTitle: post.title,
    ogDescription: post.description,
    ogImage: postOgImage(post.slug),
    twitterCard: 'summary_large_image',
    canonical: post.href,
  };
}

export const blogIndexMetadata = (page = 1, siteUrl: string = env.siteUrl): Metadata =>
  withFeeds(buildMetadata(blogIndexPageMeta(page), siteUrl), siteUrl);

export const tagMetadata = (tag: BlogTagId, siteUrl: string = env.siteUrl): Metadata =>
  withFeeds(buildMetadata(tagPageMeta(tag), siteUrl), siteUrl);

/** A post's metadata: an article for share cards, with its dates, author and tags. */
export function postMetadata(post: Post, siteUrl: string = env.siteUrl): Metadata {
  const base = buildMetadata(postPageMeta(post), siteUrl);
  return withFeeds(
    {
      ...base,
      authors: [{ name: post.author }],
      openGraph: {
        ...base.openGraph,
        type: 'article',
        publishedTime: post.date,
        modifiedTime: post.updated ?? post.date,
        authors: [post.author],
        tags: post.tags.map((tag) => blog.tags[tag].label),
      },
    },
    siteUrl,
  );
}

/** The trail home → blog (→ the page under it), as JSON-LD. */
export const blogBreadcrumbJsonLd = (...under: Crumb[]) =>
  breadcrumbJsonLd([
    { name: site.nav.home.label, path: routes.home },
    { name: blog.eyebrow, path: routes.blog },
    ...under,
  ]);
