import { products } from '@/content/products';
import { pageMeta } from '@/content/seo';
import { brand } from '@/content/site';

export interface OgImageSpec {
  /** File name under /og/, without ".png". */
  key: string;
  title: string;
  subtitle: string;
}

const keyOf = (ogImage: string) => ogImage.replace(/^\/og\//, '').replace(/\.png$/, '');

/** One 1200×630 card per marketing route, plus the shared default for legal pages and the 404. */
export function ogImageSpecs(): OgImageSpec[] {
  const pages = [
    pageMeta.home,
    pageMeta.features,
    pageMeta.pricing,
    pageMeta.about,
    pageMeta.freeDemo,
    pageMeta.products,
  ];
  const specs: OgImageSpec[] = pages.map((meta) => ({
    key: keyOf(meta.ogImage),
    title: meta.ogTitle,
    subtitle: meta.ogDescription,
  }));
  for (const product of products) {
    specs.push({ key: `product-${product.id}`, title: product.name, subtitle: product.headline });
  }
  specs.push({ key: 'default', title: brand.name, subtitle: brand.tagline });
  return specs;
}
