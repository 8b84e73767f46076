import { notFound } from 'next/navigation';
import { BlogIndex } from '@/components/blog/blog-index';
import { loadPosts, paginate } from '@/lib/blog/posts';
import { blogIndexMetadata } from '@/lib/blog/seo';

export const dynamicParams = false;

/**
 * Every page of the index by number. Page 1 is `/blog` itself: `/blog/page/1` exists only because
 * a static export needs at least one page from this route while the posts fit on one, so it
 * points search engines to `/blog` and asks them not to list it.
 */
export function generateStaticParams() {
  return paginate(loadPosts()).map(({ page }) => ({ page: String(page) }));
}

type Props = { params: Promise<{ page: string }> };

const indexPage = (page: string) =>
  paginate(loadPosts()).find((index) => String(index.page) === page);

export async function generateMetadata({ params }: Props) {
  const index = indexPage((await params).page);
  if (!index) return {};
  const metadata = blogIndexMetadata(index.page);
  return index.page === 1 ? { ...metadata, robots: { index: false, follow: true } } : metadata;
}

export default async function BlogIndexPage({ params }: Props) {
  const index = indexPage((await params).page);
  if (!index) notFound();
  return <BlogIndex index={index} all={loadPosts()} />;
}
