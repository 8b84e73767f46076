import { type ProductScene } from '@/content/products/scenes';
import { cn } from '@/lib/cn';
import { formatPrice } from '@/lib/pricing';
import { Beat } from './beat';
import { sceneCard } from './frame';

type PipelineScene = Extract<ProductScene, { kind: 'pipeline' }>;

/**
 * A pipeline whose highlighted deal moves one column per beat. The deal has a slot in every
 * column; only the slot of the current beat shows, so the board never changes height.
 */
export function PipelineBoard({ scene }: { scene: PipelineScene }) {
  const { deal } = scene;
  return (
    <div className="grid grid-cols-3 gap-2">
      {scene.columns.map((column, i) => (
        <div key={column.name} className="min-w-0 space-y-2 rounded-xl bg-white/60 p-2 break-words">
          <p className="text-xs font-semibold text-ink">{column.name}</p>
          {column.deals.map((other) => (
            <p key={other.who} className={sceneCard}>
              <span className="block font-semibold">{other.who}</span>
              <span className="text-ink-muted tabular-nums">{formatPrice(other.value, 'USD')}</span>
            </p>
          ))}
          <Beat
            at={i}
            until={i < scene.columns.length - 1 ? i + 1 : undefined}
            className={cn(sceneCard, 'border-brand-300 ring-2 ring-brand-100')}
          >
            <span className="block font-semibold text-brand-800">{deal.who}</span>
            <span className="block text-ink-muted">{deal.notes[i]}</span>
            <span className="font-semibold tabular-nums">{formatPrice(deal.value, 'USD')}</span>
          </Beat>
        </div>
      ))}
    </div>
  );
}
