import { type MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/seo';
import { allPagePaths, isLegalPath, routes } from '@/content/routes';
import { loadPosts, blogPagePaths } from '@/lib/blog/posts';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  const posts = loadPosts();
  const pages: MetadataRoute.Sitemap = allPagePaths().map((path) => ({
    url: absoluteUrl(path),
    changeFrequency: isLegalPath(path) ? 'yearly' : 'monthly',
    priority: path === routes.home ? 1 : isLegalPath(path) ? 0.3 : 0.8,
  }));
  // A post's entry carries its last change, so crawlers revisit it when it is updated.
  const lastChange = new Map(posts.map((post) => [post.href, post.updated ?? post.date]));
  const blogPages: MetadataRoute.Sitemap = blogPagePaths(posts).map((path) => ({
    url: absoluteUrl(path),
    ...(lastChange.has(path) ? { lastModified: lastChange.get(path) } : {}),
    changeFrequency: lastChange.has(path) ? 'yearly' : 'weekly',
    priority: lastChange.has(path) ? 0.6 : 0.5,
  }));
  return [...pages, ...blogPages];
}
