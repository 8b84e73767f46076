import { loadPosts } from '@/lib/blog/posts';
import { atomFeed } from '@/lib/blog/feeds';
import { env } from '@/lib/env';

export const dynamic = 'force-static';

export function GET() {
  return new Response(atomFeed(loadPosts(), env.siteUrl), {
    headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' },
  });
}
