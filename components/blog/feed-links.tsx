import { blog } from '@/content/blog';
import { routes } from '@/content/routes';

/** The feeds, for readers who follow the blog in a feed reader. */
export function FeedLinks() {
  const link = 'font-medium text-brand-700 underline-offset-4 hover:underline';
  return (
    <p className="text-sm text-ink-muted">
      {blog.labels.feeds}:{' '}
      <a href={routes.blogRss} type="application/rss+xml" className={link}>
        {blog.labels.rss}
      </a>{' '}
      ·{' '}
      <a href={routes.blogAtom} type="application/atom+xml" className={link}>
        {blog.labels.atom}
      </a>
    </p>
  );
}
