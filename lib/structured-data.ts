import { routes } from '@/content/routes';
import { brand, company } from '@/content/site';
import { env } from './env';
import { absoluteUrl } from './seo';

export function organizationJsonLd(siteUrl: string = env.siteUrl) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': absoluteUrl('/#organization', siteUrl),
    name: brand.name,
    legalName: company.legalName,
    url: absoluteUrl('/', siteUrl),
    logo: absoluteUrl('/icon.svg', siteUrl),
    description: brand.description,
    email: company.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.registeredOffice.lines.slice(1, -2).join(', '),
      addressLocality: company.registeredOffice.city,
      addressCountry: 'IN',
    },
  };
}

export function websiteJsonLd(siteUrl: string = env.siteUrl) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': absoluteUrl('/#website', siteUrl),
    name: brand.name,
    url: absoluteUrl('/', siteUrl),
    description: brand.tagline,
    publisher: { '@id': absoluteUrl('/#organization', siteUrl) },
    inLanguage: 'en',
  };
}

export interface Crumb {
  name: string;
  path: string;
}

/** The trail from the home page to a nested page, so results can show it instead of the URL. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], siteUrl: string = env.siteUrl) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path, siteUrl),
    })),
  };
}

interface PostFacts {
  title: string;
  description: string;
  href: string;
  date: string;
  updated?: string;
  author: string;
  tags: readonly string[];
  image: string;
  words: number;
}

/** A blog post for search engines: headline, dates, author, publisher and its share image. */
export function blogPostingJsonLd(post: PostFacts, siteUrl: string = env.siteUrl) {
  const url = absoluteUrl(post.href, siteUrl);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    mainEntityOfPage: url,
    url,
    headline: post.title,
    description: post.description,
    image: absoluteUrl(post.image, siteUrl),
    datePublished: post.date,
    dateModified: post.updated ?? post.date,
    author: { '@type': 'Person', name: post.author, url: absoluteUrl(routes.about, siteUrl) },
    publisher: { '@id': absoluteUrl('/#organization', siteUrl) },
    keywords: post.tags.join(', '),
    wordCount: post.words,
    inLanguage: 'en',
  };
}
