import { blog } from '@/content/blog';
import { routes } from '@/content/routes';
import { brand, company } from '@/content/site';
import { absoluteUrl } from '@/lib/seo';
import { type Post } from './posts';

/** Text for XML content and attributes: the five characters XML reserves, escaped. */
export function xmlEscape(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!,
  );
}

/** Midnight UTC of a post's day, the time feeds need beside a date. */
const dayStart = (date: string) => new Date(`${date}T00:00:00Z`);

const FEED_TITLE = `${brand.name} blog`;

/** The newest day any post was published or updated: the feeds' own date, stable between builds. */
function lastChange(posts: readonly Post[]): Date {
  const days = posts.map((post) => post.updated ?? post.date).sort();
  return dayStart(days.at(-1) ?? '1970-01-01');
}

/** RSS 2.0, every post with its summary, absolute links and categories. */
export function rssFeed(posts: readonly Post[], siteUrl: string): string {
  const link = absoluteUrl(routes.blog, siteUrl);
  const items = posts.map((post) => {
    const url = absoluteUrl(post.href, siteUrl);
    return [
      '<item>',
      `<title>${xmlEscape(post.title)}</title>`,
      `<link>${xmlEscape(url)}</link>`,
      `<guid isPermaLink="true">${xmlEscape(url)}</guid>`,
      `<description>${xmlEscape(post.description)}</description>`,
      `<pubDate>${dayStart(post.date).toUTCString()}</pubDate>`,
      `<dc:creator>${xmlEscape(post.author)}</dc:creator>`,
      ...post.tags.map((tag) => `<category>${xmlEscape(blog.tags[tag].label)}</category>`),
      '</item>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    `<title>${xmlEscape(FEED_TITLE)}</title>`,
    `<link>${xmlEscape(link)}</link>`,
    `<description>${xmlEscape(blog.meta.description)}</description>`,
    '<language>en</language>',
    `<copyright>${xmlEscape(company.legalName)}</copyright>`,
    `<lastBuildDate>${lastChange(posts).toUTCString()}</lastBuildDate>`,
    `<atom:link href="${xmlEscape(absoluteUrl(routes.blogRss, siteUrl))}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** Atom 1.0, the same posts: ids are the posts' addresses, which never change. */
export function atomFeed(posts: readonly Post[], siteUrl: string): string {
  const link = absoluteUrl(routes.blog, siteUrl);
  const entries = posts.map((post) => {
    const url = absoluteUrl(post.href, siteUrl);
    return [
      '<entry>',
      `<title>${xmlEscape(post.title)}</title>`,
      `<link rel="alternate" type="text/html" href="${xmlEscape(url)}"/>`,
      `<id>${xmlEscape(url)}</id>`,
      `<published>${dayStart(post.date).toISOString()}</published>`,
      `<updated>${dayStart(post.updated ?? post.date).toISOString()}</updated>`,
      `<author><name>${xmlEscape(post.author)}</name></author>`,
      `<summary>${xmlEscape(post.description)}</summary>`,
      ...post.tags.map(
        (tag) => `<category term="${tag}" label="${xmlEscape(blog.tags[tag].label)}"/>`,
      ),
      '</entry>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    `<title>${xmlEscape(FEED_TITLE)}</title>`,
    `<subtitle>${xmlEscape(blog.meta.description)}</subtitle>`,
    `<link rel="alternate" type="text/html" href="${xmlEscape(link)}"/>`,
    `<link rel="self" type="application/atom+xml" href="${xmlEscape(absoluteUrl(routes.blogAtom, siteUrl))}"/>`,
    `<id>${xmlEscape(link)}</id>`,
    `<updated>${lastChange(posts).toISOString()}</updated>`,
    `<rights>${xmlEscape(company.legalName)}</rights>`,
    `<icon>${xmlEscape(absoluteUrl('/icon.svg', siteUrl))}</icon>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
