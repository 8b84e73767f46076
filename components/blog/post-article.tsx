import { type ComponentType } from 'react';
import { blog } from '@/content/blog';
import { routes } from '@/content/routes';
import { FirstScreenEnd } from '@/components/ui/first-screen-end';
import { KeepTermsTogether } from '@/components/ui/keep-terms-together';
import { type Post } from '@/lib/blog/posts';
import { postComponents } from './mdx-components';
import { PostMeta } from './post-meta';
import { TagLinks } from './tag-links';

/** A post: its header, then its MDX body in the blog's long-text styles (app/blog-prose.css). */
export function PostArticle({
  post,
  Body,
}: {
  post: Post;
  Body: ComponentType<{ components?: object }>;
}) {
  return (
    <article className="container-page pt-8 pb-4 sm:pt-12">
      <header className="mx-auto max-w-prose-wide border-b border-line pb-8">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          <a href={routes.blog} className="hover:text-brand-800">
            {blog.eyebrow}
          </a>
        </p>
        <h1 className="mt-3 text-3xl font-bold text-balance text-ink sm:text-5xl sm:leading-tight">
          <KeepTermsTogether text={post.title} lastWords />
        </h1>
        <p className="mt-4 text-lg text-ink-muted">
          <KeepTermsTogether text={post.description} />
        </p>
        <div className="mt-5">
          <PostMeta
            date={post.date}
            updated={post.updated}
            author={post.author}
            readingMinutes={post.readingMinutes}
          />
        </div>
        <TagLinks tags={post.tags} className="mt-4" />
      </header>
      <div className="prose mx-auto mt-8 max-w-prose-wide">
        <Body components={postComponents} />
      </div>
      <FirstScreenEnd />
    </article>
  );
}
