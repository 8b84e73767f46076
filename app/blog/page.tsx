import { BlogIndex } from '@/components/blog/blog-index';
import { loadPosts, paginate } from '@/lib/blog/posts';
import { blogIndexMetadata } from '@/lib/blog/seo';

export const metadata = blogIndexMetadata(1);

export default function BlogPage() {
  const posts = loadPosts();
  const [first] = paginate(posts);
  return <BlogIndex index={first!} all={posts} />;
}
