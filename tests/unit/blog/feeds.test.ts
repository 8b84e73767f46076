import { parseFeed } from '@rowanmanning/feed-parser';
import { blog } from '@/content/blog';
import { brand, company } from '@/content/site';
import { atomFeed, rssFeed, xmlEscape } from '@/lib/blog/feeds';
import { loadPosts, type Post } from '@/lib/blog/posts';
import { makePost } from './make-post';

const SITE = 'https://example.com';
const posts = loadPosts();
const midnight = (date: string) => new Date(`${date}T00:00:00Z`);

/** The feed parser forgives broken XML; jsdom's DOMParser, strict like a browser's, reports it. */
const xmlErrors = (xml: string) =>
  [...new DOMParser().parseFromString(xml, 'application/xml').getElementsByTagName('parsererror')]
    .map((error) => error.textContent)
    .join('\n');

describe.each([
  ['rss', rssFeed],
  ['atom', atomFeed],
] as const)('the %s feed', (type, build) => {
  const xml = build(posts, SITE);
  const feed = parseFeed(xml);

  it('is well-formed XML', () => {
    expect(xmlErrors(xml)).toBe('');
  });

  it('parses as that kind of feed, with the blog’s title and address', () => {
    expect(feed.meta.type).toBe(type);
    expect(feed.meta.version).toBe(type === 'rss' ? '2.0' : '1.0');
    expect(feed.title).toBe(`${brand.name} blog`);
    expect(feed.description).toBe(blog.meta.description);
    expect(feed.url).toBe(`${SITE}/blog`);
    expect(feed.self).toBe(`${SITE}/blog/${type}.xml`);
    expect(feed.copyright).toBe(company.legalName);
  });

  it('dates itself by the newest publication or update', () => {
    const newest = posts
      .map((post) => post.updated ?? post.date)
      .sort()
      .at(-1)!;
    expect(feed.updated).toEqual(midnight(newest));
  });

  it('lists every post, newest first, with its absolute address, title, date and author', () => {
    expect(posts.length).toBeGreaterThan(0);
    expect(feed.items).toHaveLength(posts.length);
    posts.forEach((post, index) => {
      const item = feed.items[index]!;
      expect(item.url).toBe(`${SITE}/blog/${post.slug}`);
      expect(item.id).toBe(`${SITE}/blog/${post.slug}`);
      expect(item.title).toBe(post.title);
      expect(item.description).toBe(post.description);
      expect(item.published).toEqual(midnight(post.date));
      expect(item.authors.map((author) => author.name)).toEqual([post.author]);
      expect(item.categories.map((category) => category.label)).toEqual(
        post.tags.map((tag) => blog.tags[tag].label),
      );
    });
  });
});

describe('atom entries', () => {
  it('carry the update date, or the publication date when there is none', () => {
    const feed = parseFeed(atomFeed(posts, SITE));
    posts.forEach((post, index) => {
      expect(feed.items[index]!.updated).toEqual(midnight(post.updated ?? post.date));
    });
  });
});

describe('xmlEscape', () => {
  it('escapes the five characters XML reserves', () => {
    expect(xmlEscape(`& < > " '`)).toBe('&amp; &lt; &gt; &quot; &apos;');
  });

  it('escapes an ampersand once and leaves other text alone', () => {
    expect(xmlEscape('Tips & tricks: “quotes” — fine')).toBe('Tips &amp; tricks: “quotes” — fine');
    expect(xmlEscape('&amp;')).toBe('&amp;amp;');
  });
});

describe('a post title with reserved characters', () => {
  const title = `Q&A: when "<b>" and 'bold' & <script> don't break a feed`;
  const post: Post = makePost({
    slug: 'reserved-characters',
    title,
    description: `Fees & margins <under> "$300" for 'agencies' in a description.`,
  });

  it.each([
    ['rss', rssFeed],
    ['atom', atomFeed],
  ] as const)('comes back unchanged from the %s feed', (_type, build) => {
    const xml = build([post], SITE);
    expect(xmlErrors(xml)).toBe('');
    const [item] = parseFeed(xml).items;
    expect(item!.title).toBe(title);
    expect(item!.description).toBe(post.description);
  });

  it('would not survive without escaping, so the round trip above shows the escaping works', () => {
    const escaped = rssFeed([post], SITE);
    expect(escaped).toContain(`<title>${xmlEscape(title)}</title>`);
    const unescaped = escaped.replace(
      `<title>${xmlEscape(title)}</title>`,
      `<title>${title}</title>`,
    );
    expect(xmlErrors(unescaped)).not.toBe('');
    let parsedTitle: string | null | undefined;
    try {
      parsedTitle = parseFeed(unescaped).items[0]?.title;
    } catch {
      parsedTitle = undefined;
    }
    expect(parsedTitle).not.toBe(title);
  });
});
