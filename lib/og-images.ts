import { blog } from '@/content/blog';
import { products } from '@/content/products';
import { loadPosts } from '@/lib/blog/posts';
import { postOgImage } from '@/lib/blog/seo';
import { pageMeta } from '@/content/seo';
import { brand } from '@/content/site';

export interface OgImageSpec {
  /** File name under /og/, without ".png". */
  key: string;
  title: string;
  subtitle: string;
}

const keyOf = (ogImage: string) => ogImage.replace(/^\/og\//, '').replace(/\.png$/, '');

/**
 * One 1200×630 card per marketing route, the blog's and each post's, plus the shared default for
 * legal pages and the 404.
 */
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
  specs.push({
    key: keyOf(blog.meta.ogImage),
    title: blog.meta.ogTitle,
    subtitle: blog.meta.ogDescription,
  });
  for (const post of loadPosts()) {
    specs.push({
      key: keyOf(postOgImage(post.slug)),
      title: post.title,
      subtitle: post.description,
    });
  }
  specs.push({ key: 'default', title: brand.name, subtitle: brand.tagline });
  return specs;
}
