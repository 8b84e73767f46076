import { aboutPage } from '@/content/about';
import { booking } from '@/content/booking';
import { coreModulesPage } from '@/content/core-modules';
import { home } from '@/content/home';
import { legalDocuments } from '@/content/legal';
import { pricing } from '@/content/pricing';
import { products, productsIndex } from '@/content/products';
import { type PageMeta } from '@/content/schema';
import { pageMeta } from '@/content/seo';
import { legalMeta, productMeta } from '@/lib/seo';

export interface PageCase {
  path: string;
  heading: string;
  meta: PageMeta;
}

/** Every exported route with the h1 and metadata the content says it must have. */
export const pageCases: PageCase[] = [
  { path: '/', heading: home.hero.title, meta: pageMeta.home },
  { path: '/features', heading: coreModulesPage.intro.title, meta: pageMeta.features },
  { path: '/pricing', heading: pricing.intro.title, meta: pageMeta.pricing },
  { path: '/aboutus', heading: aboutPage.intro.title, meta: pageMeta.about },
  { path: '/free-demo', heading: booking.title, meta: pageMeta.freeDemo },
  { path: '/products', heading: productsIndex.intro.title, meta: pageMeta.products },
  ...products.map((product) => ({
    path: product.href,
    heading: product.headline,
    meta: productMeta(product),
  })),
  ...legalDocuments.map((doc) => ({
    path: `/legal/${doc.id}`,
    heading: doc.title,
    meta: legalMeta(doc),
  })),
];
