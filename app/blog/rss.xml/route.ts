import { loadPosts } from '@/lib/blog/posts';
import { rssFeed } from '@/lib/blog/feeds';
import { env } from '@/lib/env';

export const dynamic = 'force-static';

export function GET() {
  return new Response(rssFeed(loadPosts(), env.siteUrl), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
