import { blog } from '@/content/blog';
import { routes } from '@/content/routes';

/** Newer and older pages of the index, and where the visitor is; nothing with a single page. */
export function Pagination({ page, pages }: { page: number; pages: number }) {
  if (pages < 2) return null;
  const link =
    'inline-flex min-h-11 items-center rounded-full border border-line bg-white px-4 font-medium text-ink hover:border-brand-300 hover:text-brand-700';
  return (
    <nav
      aria-label={blog.labels.pagination}
      className="mt-12 flex items-center justify-between gap-4 text-sm"
    >
      {page > 1 ? (
        <a href={routes.blogPage(page - 1)} rel="prev" className={link}>
          <span aria-hidden="true">←&nbsp;</span>
          {blog.labels.newer}
        </a>
      ) : (
        <span />
      )}
      <p className="text-ink-muted" aria-current="page">
        {blog.labels.pageOf.replace('{page}', String(page)).replace('{pages}', String(pages))}
      </p>
      {page < pages ? (
        <a href={routes.blogPage(page + 1)} rel="next" className={link}>
          {blog.labels.older}
          <span aria-hidden="true">&nbsp;→</span>
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
