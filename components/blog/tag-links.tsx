import { blog, type BlogTagId } from '@/content/blog';
import { routes } from '@/content/routes';
import { cn } from '@/lib/cn';

/** A post's tags as pill links to their pages; the current tag's page marks its own. */
export function TagLinks({
  tags,
  current,
  className,
}: {
  tags: readonly BlogTagId[];
  current?: BlogTagId;
  className?: string;
}) {
  return (
    <ul aria-label={blog.labels.tags} className={cn('flex flex-wrap gap-2', className)}>
      {tags.map((tag) => (
        <li key={tag}>
          <a
            href={routes.blogTag(tag)}
            aria-current={tag === current ? 'page' : undefined}
            className="inline-flex min-h-8 items-center rounded-full border border-line bg-white px-3 text-sm font-medium text-ink-muted hover:border-brand-300 hover:text-brand-700 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800"
          >
            {blog.tags[tag].label}
          </a>
        </li>
      ))}
    </ul>
  );
}
