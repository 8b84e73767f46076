import { type MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/seo';
import { allPagePaths, isLegalPath, routes } from '@/content/routes';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return allPagePaths().map((path) => ({
    url: absoluteUrl(path),
    changeFrequency: isLegalPath(path) ? 'yearly' : 'monthly',
    priority: path === routes.home ? 1 : isLegalPath(path) ? 0.3 : 0.8,
  }));
}
