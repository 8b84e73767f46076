import { notFound } from 'next/navigation';
import { blog, blogTagIds, type BlogTagId } from '@/content/blog';
import { routes } from '@/content/routes';
import { FeedLinks } from '@/components/blog/feed-links';
import { PostGrid } from '@/components/blog/post-card';
import { TagLinks } from '@/components/blog/tag-links';
import { JsonLd } from '@/components/seo/json-ld';
import { FirstScreenEnd } from '@/components/ui/first-screen-end';
import { PageIntro } from '@/components/ui/page-intro';
import { Section } from '@/components/ui/section';
import { loadPosts, postsTagged, usedTags } from '@/lib/blog/posts';
import { blogBreadcrumbJsonLd, tagMetadata } from '@/lib/blog/seo';

export const dynamicParams = false;

/** A page for each tag at least one post carries. */
export function generateStaticParams() {
  return usedTags(loadPosts()).map((tag) => ({ tag }));
}

type Props = { params: Promise<{ tag: string }> };

const asTag = (value: string) => blogTagIds.find((tag) => tag === value) as BlogTagId | undefined;

export async function generateMetadata({ params }: Props) {
  const tag = asTag((await params).tag);
  return tag ? tagMetadata(tag) : {};
}

export default async function BlogTagPage({ params }: Props) {
  const tag = asTag((await params).tag);
  if (!tag) notFound();
  const posts = loadPosts();
  const tagged = postsTagged(tag, posts);
  const { label, description } = blog.tags[tag];
  return (
    <>
      <PageIntro
        intro={{
          eyebrow: blog.labels.tagEyebrow,
          title: blog.labels.tagTitle.replace('{tag}', label),
          description,
        }}
      >
        <TagLinks tags={usedTags(posts)} current={tag} className="justify-center" />
      </PageIntro>
      <Section labelledBy="posts-title">
        <h2 id="posts-title" className="sr-only">
          {blog.labels.tagTitle.replace('{tag}', label)}
        </h2>
        <PostGrid posts={tagged} />
        <FirstScreenEnd />
        <div className="mt-10 flex flex-col items-center gap-3 text-center">
          <a
            href={routes.blog}
            className="font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            {blog.labels.allPosts}
          </a>
          <FeedLinks />
        </div>
      </Section>
      <JsonLd data={blogBreadcrumbJsonLd({ name: label, path: routes.blogTag(tag) })} />
    </>
  );
}
