import { blog } from '@/content/blog';
import { formatLongDate } from '@/lib/format-date';

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
        <time dateTime={date}>{formatLongDate(date)}</time>
      </span>
      {updated && (
        <span>
          <span aria-hidden="true">· </span>
          {blog.labels.updated} <time dateTime={updated}>{formatLongDate(updated)}</time>
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
