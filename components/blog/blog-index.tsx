import { blog } from '@/content/blog';
import { JsonLd } from '@/components/seo/json-ld';
import { FirstScreenEnd } from '@/components/ui/first-screen-end';
import { PageIntro } from '@/components/ui/page-intro';
import { Section } from '@/components/ui/section';
import { type IndexPage, type Post, usedTags } from '@/lib/blog/posts';
import { blogBreadcrumbJsonLd } from '@/lib/blog/seo';
import { FeedLinks } from './feed-links';
import { Pagination } from './pagination';
import { PostGrid } from './post-card';
import { TagLinks } from './tag-links';

/** One page of the blog's index: newest first, the tags to browse by, the feeds. */
export function BlogIndex({ index, all }: { index: IndexPage<Post>; all: readonly Post[] }) {
  return (
    <>
      <PageIntro
        intro={{ eyebrow: blog.eyebrow, title: blog.title, description: blog.description }}
      >
        <TagLinks tags={usedTags(all)} className="justify-center" />
      </PageIntro>
      <Section labelledBy="posts-title">
        <h2 id="posts-title" className="sr-only">
          {index.pages > 1
            ? blog.labels.pageOf
                .replace('{page}', String(index.page))
                .replace('{pages}', String(index.pages))
            : blog.labels.allPosts}
        </h2>
        <PostGrid posts={index.posts} />
        <FirstScreenEnd />
        <Pagination page={index.page} pages={index.pages} />
        <div className="mt-10 text-center">
          <FeedLinks />
        </div>
      </Section>
      <JsonLd data={blogBreadcrumbJsonLd()} />
    </>
  );
}
