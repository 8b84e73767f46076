import { type ProductScene } from '@/content/products/scenes';
import { cn } from '@/lib/cn';
import { formatPrice } from '@/lib/pricing';
import { Beat } from './beat';
import { ColumnTotal, columnSum, dealCard, PipelineBoard } from './pipeline-board';
import { Swap } from './swap';

type PipelineScene = Extract<ProductScene, { kind: 'pipeline' }>;

/**
 * The pipeline board with one highlighted deal that moves one column per beat. The deal has a
 * slot at the foot of every column; only the slot of the current beat shows, so the board never
 * changes height, and each column's count and total follow the deal.
 */
export function PipelineScene({ scene }: { scene: PipelineScene }) {
  const { deal, columns } = scene;
  const lastColumn = columns.length - 1;
  return (
    <PipelineBoard
      columns={columns}
      total={(column, i) => {
        const count = column.deals.length;
        const without = <ColumnTotal count={count} value={columnSum(column)} />;
        const withDeal = <ColumnTotal count={count + 1} value={columnSum(column) + deal.value} />;
        return (
          <Swap
            className="text-ink-muted"
            states={[
              ...(i > 0 ? [{ at: 0, node: without }] : []),
              { at: i, node: withDeal },
              ...(i < lastColumn ? [{ at: i + 1, node: without }] : []),
            ]}
          />
        );
      }}
      after={(i) => (
        <Beat
          at={i}
          until={i < lastColumn ? i + 1 : undefined}
          as="p"
          className={cn(dealCard, 'border-brand-300 ring-2 ring-brand-100')}
        >
          <span className="block font-semibold text-brand-800">{deal.who}</span>
          <span className="block text-brand-700">{deal.notes[i]}</span>
          <span className="font-semibold tabular-nums">{formatPrice(deal.value, 'USD')}</span>
        </Beat>
      )}
    />
  );
}
