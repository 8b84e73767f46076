import { blog } from '@/content/blog';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** "September 14, 2026", from the front matter's YYYY-MM-DD. */
export const formatPostDate = (date: string) => dateFormat.format(new Date(`${date}T00:00:00Z`));

interface PostMetaProps {
  date: string;
  updated?: string;
  author?: string;
  readingMinutes: number;
}

/** The byline: date (and the update, if any), author, reading time. */
export function PostMeta({ date, updated, author, readingMinutes }: PostMetaProps) {
  return (
    <p className="flex flex-wrap gap-x-2 text-sm text-ink-muted">
      <span>
        <time dateTime={date}>{formatPostDate(date)}</time>
      </span>
      {updated && (
        <span>
          <span aria-hidden="true">· </span>
          {blog.labels.updated} <time dateTime={updated}>{formatPostDate(updated)}</time>
        </span>
      )}
      {author && (
        <span>
          <span aria-hidden="true">· </span>
          {blog.labels.by} {author}
        </span>
      )}
      <span>
        <span aria-hidden="true">· </span>
        {blog.labels.readingTime.replace('{minutes}', String(readingMinutes))}
      </span>
    </p>
  );
}
