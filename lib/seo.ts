import { type Metadata } from 'next';
import { type LegalDocument, type PageMeta, type Product } from '@/content/schema';
import { routes } from '@/content/routes';
import { brand } from '@/content/site';
import { env } from './env';

export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Absolute address of a site path, from NEXT_PUBLIC_SITE_URL; the home page has no trailing slash, as Next writes it. */
export function absoluteUrl(path: string, siteUrl: string = env.siteUrl): string {
  const url = new URL(path, `${siteUrl}/`).toString();
  return path === '/' ? url.replace(/\/$/, '') : url;
}

/**
 * The one metadata builder. Every page calls it with its own values, because Next merges
 * metadata shallowly: a page's `openGraph` would otherwise replace the layout's wholesale.
 */
export function buildMetadata(meta: PageMeta, siteUrl: string = env.siteUrl): Metadata {
  const url = absoluteUrl(meta.canonical, siteUrl);
  const image = absoluteUrl(meta.ogImage, siteUrl);
  // X reads its own tags and never falls back to og:image:alt, so the card names its image twice.
  const imageAlt = meta.ogTitle;
  return {
    title: { absolute: meta.title },
    description: meta.description,
    keywords: meta.keywords,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      url,
      siteName: brand.name,
      locale: 'en_US',
      title: meta.ogTitle,
      description: meta.ogDescription,
      images: [{ url: image, ...OG_IMAGE_SIZE, alt: imageAlt }],
    },
    twitter: {
      card: meta.twitterCard,
      title: meta.ogTitle,
      description: meta.ogDescription,
      images: [{ url: image, alt: imageAlt }],
    },
  };
}

export function productMeta(product: Product): PageMeta {
  return {
    title: product.seo.title,
    description: product.seo.description,
    keywords: product.seo.keywords,
    ogTitle: `${product.name} by ${brand.name}`,
    ogDescription: product.headline,
    ogImage: `/og/product-${product.id}.png`,
    twitterCard: 'summary_large_image',
    canonical: product.href,
  };
}

export function legalMeta(doc: LegalDocument): PageMeta {
  return {
    title: `${doc.title} | ${brand.name}`,
    description: doc.seo.description,
    keywords: doc.seo.keywords,
    ogTitle: `${doc.title} | ${brand.name}`,
    // The on-page summary runs to several sentences; share cards cut anything over 160 characters.
    ogDescription: doc.seo.description,
    ogImage: '/og/default.png',
    twitterCard: 'summary',
    canonical: routes.legal(doc.id),
  };
}
