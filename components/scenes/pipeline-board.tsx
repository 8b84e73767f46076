import { type ReactNode } from 'react';
import { type PipelineColumn } from '@/content/schema';
import { cn } from '@/lib/cn';
import { formatPrice } from '@/lib/pricing';

/** A deal's card on the board; a scene's highlighted deal adds its own border. */
export const dealCard = 'block rounded-lg border bg-white px-1.5 py-1.5 shadow-soft @md:px-2';

/** A column's count and total, such as "2 · $1,840". */
export function ColumnTotal({ count, value }: { count: number; value: number }) {
  return <span className="tabular-nums">{`${count} · ${formatPrice(value, 'USD')}`}</span>;
}

interface PipelineBoardProps {
  columns: readonly PipelineColumn[];
  /** What heads column `i` under its name; its own count and total by default. */
  total?: (column: PipelineColumn, i: number) => ReactNode;
  /** What follows column `i`'s deals: a deal that moves through the board (PipelineScene). */
  after?: (i: number) => ReactNode;
}

/** The sum of a column's deals, whole dollars. */
export const columnSum = (column: PipelineColumn) =>
  column.deals.reduce((all, deal) => all + deal.value, 0);

/**
 * A pipeline board: three columns of deals, each headed by its name, count and total. Names wrap
 * between words, never inside one; on a phone the deals leave out their notes, so the columns stay
 * short, and the columns and cards give up some padding to their names. Server-rendered and still; a scene that moves a deal passes its moving parts in.
 */
export function PipelineBoard({ columns, total, after }: PipelineBoardProps) {
  return (
    <div className="grid grid-cols-3 gap-1 @md:gap-1.5 @lg:gap-2">
      {columns.map((column, i) => (
        <div
          key={column.name}
          className="min-w-0 rounded-xl bg-white/70 p-1 ring-1 ring-line @md:p-1.5 @lg:p-2"
        >
          <p className="px-0.5 pb-1.5">
            <span className="block font-semibold text-ink">{column.name}</span>
            {total ? (
              total(column, i)
            ) : (
              <span className="block text-ink-muted">
                <ColumnTotal count={column.deals.length} value={columnSum(column)} />
              </span>
            )}
          </p>
          <div className="space-y-1.5">
            {column.deals.map((deal) => (
              <p key={deal.who} className={cn(dealCard, 'border-line')}>
                <span className="block font-semibold text-ink">{deal.who}</span>
                {deal.note && <span className="hidden text-ink-muted @md:block">{deal.note}</span>}
                <span className="font-semibold tabular-nums">{formatPrice(deal.value, 'USD')}</span>
              </p>
            ))}
            {after?.(i)}
          </div>
        </div>
      ))}
    </div>
  );
}
