import { notFound } from 'next/navigation';
import { blog } from '@/content/blog';
import { CtaBand } from '@/components/cta/cta-band';
import { PostArticle } from '@/components/blog/post-article';
import { PostFooter } from '@/components/blog/post-footer';
import { JsonLd } from '@/components/seo/json-ld';
import { adjacentPosts, getPost, loadPosts, relatedPosts } from '@/lib/blog/posts';
import { blogBreadcrumbJsonLd, postMetadata, postOgImage } from '@/lib/blog/seo';
import { blogPostingJsonLd } from '@/lib/structured-data';

export const dynamicParams = false;

export function generateStaticParams() {
  return loadPosts().map((post) => ({ slug: post.slug }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props) {
  const post = getPost((await params).slug);
  return post ? postMetadata(post) : {};
}

export default async function BlogPostPage({ params }: Props) {
  const posts = loadPosts();
  const post = getPost((await params).slug, posts);
  if (!post) notFound();
  const { default: Body } = await import(`@/content/blog/${post.slug}.mdx`);
  const { previous, next } = adjacentPosts(post, posts);
  return (
    <>
      <PostArticle post={post} Body={Body} />
      <PostFooter previous={previous} next={next} related={relatedPosts(post, posts)} />
      <CtaBand {...blog.cta} />
      <JsonLd data={blogPostingJsonLd({ ...post, image: postOgImage(post.slug) })} />
      <JsonLd data={blogBreadcrumbJsonLd({ name: post.title, path: post.href })} />
    </>
  );
}
