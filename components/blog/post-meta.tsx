import type { ReactNode } from 'react';
import { blog } from '@/content/blog';
import { formatLongDate } from '@/lib/format-date';

interface PostMetaProps {
  date: string;
  updated?: string;
  author?: string;
  readingMinutes: number;
}

/**
 * One item of the byline, after its separator. Every item has one, the first too: the row is
 * pulled 1rem to the left inside a box that clips it, so the separator that starts a line (the
 * first item's, or that of an item wrapped onto a new line on a phone) falls outside and only
 * those between two items on the same line show.
 */
function Item({ children }: { children: ReactNode }) {
  return (
    <span>
      <span aria-hidden="true" className="inline-block w-4 text-center">
        ·
      </span>
      {children}
    </span>
  );
}

/** The byline: date (and the update, if any), author, reading time. */
export function PostMeta({ date, updated, author, readingMinutes }: PostMetaProps) {
  return (
    <p className="overflow-hidden text-sm text-ink-muted">
      <span className="-ml-4 flex flex-wrap">
        <Item>
          <time dateTime={date}>{formatLongDate(date)}</time>
        </Item>
        {updated && (
          <Item>
            {blog.labels.updated} <time dateTime={updated}>{formatLongDate(updated)}</time>
          </Item>
        )}
        {author && (
          <Item>
            {blog.labels.by} {author}
          </Item>
        )}
        <Item>{blog.labels.readingTime.replace('{minutes}', String(readingMinutes))}</Item>
      </span>
    </p>
  );
}
