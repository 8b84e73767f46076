import { type MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/seo';
import { allPagePaths } from '@/lib/routes';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return allPagePaths().map((path) => ({
    url: absoluteUrl(path),
    changeFrequency: path.startsWith('/legal/') ? 'yearly' : 'monthly',
    priority: path === '/' ? 1 : path.startsWith('/legal/') ? 0.3 : 0.8,
  }));
}
