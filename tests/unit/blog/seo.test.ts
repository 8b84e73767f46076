import { blog, blogTagIds } from '@/content/blog';
import { brand } from '@/content/site';
import {
  TITLE_MAX,
  blogIndexMetadata,
  postMetadata,
  postOgImage,
  postTitle,
  tagMetadata,
} from '@/lib/blog/seo';
import { loadPosts } from '@/lib/blog/posts';
import { ogImageSpecs } from '@/lib/og-images';
import { blogPostingJsonLd, organizationJsonLd } from '@/lib/structured-data';
import { makePost } from './make-post';

const SITE = 'https://example.com';
const posts = loadPosts();
const updatedPost = posts.find((post) => post.updated);
const firstPost = posts.find((post) => !post.updated);

const feedTypes = {
  'application/rss+xml': [
    { url: `${SITE}/blog/rss.xml`, title: `${brand.name} blog (${blog.labels.rss})` },
  ],
  'application/atom+xml': [
    { url: `${SITE}/blog/atom.xml`, title: `${brand.name} blog (${blog.labels.atom})` },
  ],
};

describe('postTitle', () => {
  const suffix = ` | ${brand.name}`;

  it('keeps to the 60 characters every page title keeps to', () => {
    expect(TITLE_MAX).toBe(60);
  });

  it('adds the brand when the whole title fits in TITLE_MAX characters', () => {
    const title = 'T'.repeat(TITLE_MAX - suffix.length);
    expect(postTitle({ title })).toBe(`${title}${suffix}`);
    expect(postTitle({ title })).toHaveLength(TITLE_MAX);
  });

  it('leaves the brand off a title it would push past TITLE_MAX characters', () => {
    const title = 'T'.repeat(TITLE_MAX + 1 - suffix.length);
    expect(postTitle({ title })).toBe(title);
  });
});

describe('postMetadata', () => {
  it('has real posts both with and without an update date to check', () => {
    expect(updatedPost).toBeDefined();
    expect(firstPost).toBeDefined();
  });

  it('describes a post as an article, with its own title, address, dates, author and tags', () => {
    const post = updatedPost!;
    const url = `${SITE}/blog/${post.slug}`;
    const meta = postMetadata(post, SITE);
    expect(meta.title).toEqual({ absolute: postTitle(post) });
    expect(meta.description).toBe(post.description);
    expect(meta.alternates?.canonical).toBe(url);
    expect(meta.authors).toEqual([{ name: post.author }]);
    expect(meta.openGraph).toMatchObject({
      type: 'article',
      url,
      title: post.title,
      description: post.description,
      publishedTime: post.date,
      modifiedTime: post.updated,
      authors: [post.author],
      tags: post.tags.map((tag) => blog.tags[tag].label),
    });
  });

  it('gives a post never updated its publication date as the modified time', () => {
    const post = firstPost!;
    expect(postMetadata(post, SITE).openGraph).toMatchObject({
      publishedTime: post.date,
      modifiedTime: post.date,
    });
  });

  it('shares the post’s own image by its absolute address', () => {
    const post = firstPost!;
    const image = `${SITE}/og/blog-${post.slug}.png`;
    const meta = postMetadata(post, SITE);
    expect(meta.openGraph).toMatchObject({ images: [{ url: image, width: 1200, height: 630 }] });
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', images: [{ url: image }] });
  });

  it('advertises the RSS and Atom feeds', () => {
    expect(postMetadata(firstPost!, SITE).alternates?.types).toEqual(feedTypes);
  });

  it('keeps a long title without the brand', () => {
    const title = 'A long title that only just fits inside the seventy character limit';
    const meta = postMetadata(makePost({ slug: 'long', title }), SITE);
    expect(meta.title).toEqual({ absolute: title });
  });
});

describe('blogIndexMetadata', () => {
  it('gives the first page the address /blog and the blog’s title', () => {
    const meta = blogIndexMetadata(1, SITE);
    expect(meta.alternates?.canonical).toBe(`${SITE}/blog`);
    expect(meta.title).toEqual({ absolute: blog.meta.title });
    expect(meta.alternates?.types).toEqual(feedTypes);
  });

  it('gives a later page its own address and a title that names the page', () => {
    const meta = blogIndexMetadata(2, SITE);
    expect(meta.alternates?.canonical).toBe(`${SITE}/blog/page/2`);
    expect(meta.openGraph).toMatchObject({ url: `${SITE}/blog/page/2` });
    expect(meta.title).toEqual({ absolute: `${blog.eyebrow} (Page 2) | ${brand.name}` });
    expect(meta.alternates?.types).toEqual(feedTypes);
  });
});

describe('tagMetadata', () => {
  it('gives a tag page its address, a title and description from the tag', () => {
    const meta = tagMetadata('pricing', SITE);
    expect(meta.alternates?.canonical).toBe(`${SITE}/blog/tags/pricing`);
    expect(meta.title).toEqual({ absolute: `Pricing: posts and guides | ${brand.name} blog` });
    expect(meta.description).toBe(blog.tags.pricing.description);
    expect(meta.openGraph).toMatchObject({
      url: `${SITE}/blog/tags/pricing`,
      title: `Pricing: posts and guides | ${brand.name} blog`,
      description: blog.tags.pricing.description,
      images: [{ url: `${SITE}/og/blog.png` }],
    });
    expect(meta.alternates?.types).toEqual(feedTypes);
  });

  it.each(blogTagIds)('keeps the %s tag page’s title within TITLE_MAX characters', (tag) => {
    const { title } = tagMetadata(tag, SITE);
    expect((title as { absolute: string }).absolute.length).toBeLessThanOrEqual(TITLE_MAX);
  });
});

describe('blogPostingJsonLd', () => {
  const facts = (post: NonNullable<typeof firstPost>) => ({
    ...post,
    image: postOgImage(post.slug),
  });

  it('names the post, its dates, author, image and publisher', () => {
    const post = updatedPost!;
    const url = `${SITE}/blog/${post.slug}`;
    expect(blogPostingJsonLd(facts(post), SITE)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      '@id': `${url}#article`,
      url,
      mainEntityOfPage: url,
      headline: post.title,
      description: post.description,
      datePublished: post.date,
      dateModified: post.updated,
      author: { '@type': 'Person', name: post.author },
      image: `${SITE}/og/blog-${post.slug}.png`,
      publisher: { '@id': organizationJsonLd(SITE)['@id'] },
      wordCount: post.words,
    });
  });

  it('falls back to the publication date when the post was never updated', () => {
    const post = firstPost!;
    expect(blogPostingJsonLd(facts(post), SITE).dateModified).toBe(post.date);
  });
});

describe('ogImageSpecs', () => {
  const specs = ogImageSpecs();
  const keys = specs.map((spec) => spec.key);

  it('draws the blog’s card and one for every post, titled with the post', () => {
    expect(keys).toContain('blog');
    for (const post of posts) {
      expect(specs).toContainEqual({
        key: `blog-${post.slug}`,
        title: post.title,
        subtitle: post.description,
      });
    }
  });

  it('draws each image once', () => {
    expect(new Set(keys).size).toBe(keys.length);
  });
});
