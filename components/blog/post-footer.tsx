import { blog } from '@/content/blog';
import { KeepTermsTogether } from '@/components/ui/keep-terms-together';
import { Section } from '@/components/ui/section';
import { type Post } from '@/lib/blog/posts';
import { PostGrid } from './post-card';

/** After a post: the one before and after it, then up to three related by tag. */
export function PostFooter({
  previous,
  next,
  related,
}: {
  previous?: Post;
  next?: Post;
  related: readonly Post[];
}) {
  const card =
    'flex h-full flex-col gap-1 rounded-card border border-line bg-white p-5 hover:border-brand-300';
  return (
    <>
      {(previous || next) && (
        <nav aria-label={blog.labels.postNavigation} className="container-page">
          <ul className="mx-auto grid max-w-prose-wide gap-4 border-t border-line pt-8 sm:grid-cols-2">
            {previous && (
              <li>
                <a href={previous.href} rel="prev" className={card}>
                  <span className="text-sm text-ink-muted">
                    <span aria-hidden="true">← </span>
                    {blog.labels.previous}
                  </span>
                  <span className="font-semibold text-ink">
                    <KeepTermsTogether text={previous.title} lastWords />
                  </span>
                </a>
              </li>
            )}
            {next && (
              <li className="sm:col-start-2 sm:text-right">
                <a href={next.href} rel="next" className={card}>
                  <span className="text-sm text-ink-muted">
                    {blog.labels.next}
                    <span aria-hidden="true"> →</span>
                  </span>
                  <span className="font-semibold text-ink">
                    <KeepTermsTogether text={next.title} lastWords />
                  </span>
                </a>
              </li>
            )}
          </ul>
        </nav>
      )}
      {related.length > 0 && (
        <Section labelledBy="related-title">
          <h2 id="related-title" className="mb-8 text-2xl font-bold text-ink">
            {blog.labels.related}
          </h2>
          <PostGrid posts={related} headingLevel="h3" />
        </Section>
      )}
    </>
  );
}
