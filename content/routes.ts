/**
 * Every route of the site, once. Plain data (no zod, no other content) so client islands can
 * import it cheaply. Product slugs and legal ids are listed here because they are part of the
 * route table; `content/products/` and `content/legal/` are checked against these lists.
 */
export const productSlugs = [
  'whatsapp-marketing',
  'ai-chatbots',
  'voice-solutions',
  'email-automation',
  'workflows-automations',
  'opportunities',
  'smart-invoicing',
] as const;
export type ProductSlug = (typeof productSlugs)[number];

export const legalIds = [
  'terms-and-conditions',
  'privacy-policy',
  'refund-policy',
  'cookies-policy',
] as const;
export type LegalId = (typeof legalIds)[number];

export const routes = {
  home: '/',
  features: '/features',
  pricing: '/pricing',
  about: '/aboutus',
  freeDemo: '/free-demo',
  products: '/products',
  product: (slug: string) => `/products/${slug}`,
  legal: (id: string) => `/legal/${id}`,
  blog: '/blog',
  /** The blog index's pages after the first, which is `/blog` itself. */
  blogPage: (page: number) => (page === 1 ? '/blog' : `/blog/page/${page}`),
  blogPost: (slug: string) => `/blog/${slug}`,
  blogTag: (tag: string) => `/blog/tags/${tag}`,
  blogRss: '/blog/rss.xml',
  blogAtom: '/blog/atom.xml',
  /** The export writes the 404 page here; it is the not-found page's canonical address. */
  notFound: '/404',
} as const;

/** True for the legal documents' paths (`/legal/{id}`). */
export function isLegalPath(path: string): boolean {
  return path.startsWith(`${routes.legal('')}`);
}

/** True for the blog's pages (`/blog` and everything under it). */
export function isBlogPath(path: string): boolean {
  return path === routes.blog || path.startsWith(`${routes.blog}/`);
}

/**
 * Every page the export contains but the blog's (which come from its posts: `blogPagePaths` in
 * lib/blog/posts.ts) and the 404, for the sitemap and the tests.
 */
export function allPagePaths(): string[] {
  return [
    routes.home,
    routes.features,
    routes.pricing,
    routes.about,
    routes.freeDemo,
    routes.products,
    ...productSlugs.map(routes.product),
    ...legalIds.map(routes.legal),
  ];
}
