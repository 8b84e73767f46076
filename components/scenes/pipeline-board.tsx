import { type ProductScene } from '@/content/products/scenes';
import { cn } from '@/lib/cn';
import { formatPrice } from '@/lib/pricing';
import { Beat } from './beat';
import { Swap } from './swap';

type PipelineScene = Extract<ProductScene, { kind: 'pipeline' }>;

const card = 'block rounded-lg border bg-white px-2 py-1.5 shadow-soft';

function Total({ count, value }: { count: number; value: number }) {
  return <span className="tabular-nums">{`${count} · ${formatPrice(value, 'USD')}`}</span>;
}

/**
 * A pipeline whose highlighted deal moves one column per beat. The deal has a slot at the foot of
 * every column; only the slot of the current beat shows, so the board never changes height, and
 * each column's count and total follow the deal. Names wrap between words, never inside one; on
 * a phone the other deals leave out their notes, so the columns stay short.
 */
export function PipelineBoard({ scene }: { scene: PipelineScene }) {
  const { deal, columns } = scene;
  const lastColumn = columns.length - 1;
  return (
    <div className="grid grid-cols-3 gap-1.5 @lg:gap-2">
      {columns.map((column, i) => {
        const others = column.deals.reduce((sum, other) => sum + other.value, 0);
        const without = <Total count={column.deals.length} value={others} />;
        const withDeal = <Total count={column.deals.length + 1} value={others + deal.value} />;
        const states = [
          ...(i > 0 ? [{ at: 0, node: without }] : []),
          { at: i, node: withDeal },
          ...(i < lastColumn ? [{ at: i + 1, node: without }] : []),
        ];
        return (
          <div
            key={column.name}
            className="min-w-0 rounded-xl bg-white/70 p-1.5 ring-1 ring-line @lg:p-2"
          >
            <p className="px-0.5 pb-1.5">
              <span className="block font-semibold text-ink">{column.name}</span>
              <Swap states={states} className="text-ink-muted" />
            </p>
            <div className="space-y-1.5">
              {column.deals.map((other) => (
                <p key={other.who} className={cn(card, 'border-line')}>
                  <span className="block font-semibold text-ink">{other.who}</span>
                  <span className="hidden text-ink-muted @md:block">{other.note}</span>
                  <span className="font-semibold tabular-nums">
                    {formatPrice(other.value, 'USD')}
                  </span>
                </p>
              ))}
              <Beat
                at={i}
                until={i < lastColumn ? i + 1 : undefined}
                as="p"
                className={cn(card, 'border-brand-300 ring-2 ring-brand-100')}
              >
                <span className="block font-semibold text-brand-800">{deal.who}</span>
                <span className="block text-brand-700">{deal.notes[i]}</span>
                <span className="font-semibold tabular-nums">{formatPrice(deal.value, 'USD')}</span>
              </Beat>
            </div>
          </div>
        );
      })}
    </div>
  );
}
