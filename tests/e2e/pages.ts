import { aboutPage } from '@/content/about';
import { booking } from '@/content/booking';
import { coreModulesPage } from '@/content/core-modules';
import { home } from '@/content/home';
import { legalDocuments } from '@/content/legal';
import { pricing } from '@/content/pricing';
import { products, productsIndex } from '@/content/products';
import { type PageMeta } from '@/content/schema';
import { pageMeta } from '@/content/seo';
import { blog } from '@/content/blog';
import { blogPagePaths, loadPosts, paginate, usedTags } from '@/lib/blog/posts';
import { blogIndexPageMeta, postPageMeta, tagPageMeta } from '@/lib/blog/seo';
import { legalMeta, productMeta } from '@/lib/seo';
import { allPagePaths } from '@/content/routes';

export interface PageCase {
  path: string;
  heading: string;
  meta: PageMeta;
  /** Open Graph's type: a blog post is an article, every other page a website. */
  ogType?: 'article';
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
  ...blogCases(),
];

/** The blog's pages, from its posts: the index's pages, each post, each tag in use. */
function blogCases(): PageCase[] {
  const posts = loadPosts();
  return [
    ...paginate(posts).map(({ page }) => ({
      path: page === 1 ? '/blog' : `/blog/page/${page}`,
      heading: blog.title,
      meta: blogIndexPageMeta(page),
    })),
    ...posts.map((post) => ({
      path: post.href,
      heading: post.title,
      meta: postPageMeta(post),
      ogType: 'article' as const,
    })),
    ...usedTags(posts).map((tag) => ({
      path: `/blog/tags/${tag}`,
      heading: blog.labels.tagTitle.replace('{tag}', blog.tags[tag].label),
      meta: tagPageMeta(tag),
    })),
  ];
}

/** Every page of the export (the 404 aside): the fixed routes and the blog's, from its posts. */
export const everyPagePath = () => [...allPagePaths(), ...blogPagePaths()];
