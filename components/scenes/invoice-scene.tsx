import { type ProductScene } from '@/content/products/scenes';
import { formatPrice } from '@/lib/pricing';
import { Beat } from './beat';

type InvoiceScene = Extract<ProductScene, { kind: 'invoice' }>;

/** An invoice, then what happens to it; the last event is the payment, which stamps it. */
export function InvoiceScene({ scene }: { scene: InvoiceScene }) {
  const total = scene.lines.reduce((sum, line) => sum + line.amount, 0);
  const paidAt = scene.events.length;
  return (
    <div className="grid gap-3 text-xs sm:grid-cols-[1.4fr_1fr]">
      <Beat at={0} className="relative rounded-xl border border-line bg-white p-3 shadow-soft">
        <p className="flex justify-between font-semibold text-ink">
          <span>{scene.number}</span>
          <span>{scene.client}</span>
        </p>
        <ul className="mt-3 space-y-1.5 text-ink-muted">
          {scene.lines.map((line) => (
            <li key={line.item} className="flex justify-between gap-2">
              <span>{line.item}</span>
              <span className="tabular-nums">{formatPrice(line.amount, 'USD')}</span>
            </li>
          ))}
        </ul>
        <p className="mt-3 flex justify-between border-t border-line pt-2 font-semibold text-ink">
          <span>Total</span>
          <span className="tabular-nums">{formatPrice(total, 'USD')}</span>
        </p>
        <Beat
          at={paidAt}
          as="p"
          className="absolute bottom-1.5 left-1/2 -translate-x-1/2 -rotate-6 rounded-md border-2 border-emerald-600 bg-white/80 px-2 py-0.5 text-sm font-bold tracking-widest text-emerald-700 uppercase"
        >
          {scene.paidLabel}
        </Beat>
      </Beat>
      <ol className="space-y-2">
        {scene.events.map((event, i) => (
          <Beat
            key={event}
            at={i + 1}
            as="li"
            className={
              i === paidAt - 1
                ? 'rounded-xl bg-emerald-50 p-2.5 font-semibold text-emerald-800'
                : 'rounded-xl bg-white/70 p-2.5 text-ink-muted'
            }
          >
            {event}
          </Beat>
        ))}
      </ol>
    </div>
  );
}
