import { appChrome, type ProductScene } from '@/content/products/scenes';
import { formatPrice } from '@/lib/pricing';
import { cn } from '@/lib/cn';
import { Chip } from './status';
import { Change, Swap, type SwapState } from './swap';

type InvoiceScene = Extract<ProductScene, { kind: 'invoice' }>;

/**
 * An invoice beside its history. The first events have happened in the first frame; each other
 * one happens on its beat, moving the invoice's status along, and the last, the payment, stamps it.
 */
export function InvoiceScene({ scene }: { scene: InvoiceScene }) {
  const total = scene.lines.reduce((sum, line) => sum + line.amount, 0);
  const happensAt = (i: number) => Math.max(0, i - scene.done + 1);
  const last = scene.events.length - 1;
  const statuses: SwapState[] = scene.events.slice(scene.done - 1).map((event, i) => ({
    at: i,
    node: <Chip tone={i + scene.done - 1 === last ? 'done' : 'running'}>{event.label}</Chip>,
  }));
  return (
    <div className="grid gap-3 @xl:grid-cols-[1.3fr_1fr]">
      <div className="rounded-xl border border-line bg-white p-3 shadow-soft">
        <div className="flex items-start justify-between gap-2">
          <p>
            <span className="block text-sm font-semibold text-ink">{scene.number}</span>
            <span className="text-ink-muted">{`${scene.client} · ${scene.due}`}</span>
          </p>
          <Swap states={statuses} className="justify-items-end" />
        </div>
        <ul className="mt-3 space-y-1.5 border-t border-line pt-2.5 text-ink-muted">
          {scene.lines.map((line) => (
            <li key={line.item} className="flex justify-between gap-3">
              <span>{line.item}</span>
              <span className="tabular-nums">{formatPrice(line.amount, 'USD')}</span>
            </li>
          ))}
        </ul>
        <p className="mt-2.5 flex justify-between border-t border-line pt-2 text-sm font-semibold text-ink">
          <span>{appChrome.status.total}</span>
          <span className="tabular-nums">{formatPrice(total, 'USD')}</span>
        </p>
        <Change
          at={happensAt(last)}
          className="mt-3"
          from={
            <span className="flex items-center justify-between gap-3 rounded-lg bg-surface px-2.5 py-2">
              <span className="text-ink-muted">{scene.payment.note}</span>
              <span className="shrink-0 rounded-md bg-brand-600 px-2.5 py-1 font-semibold text-white">
                {scene.payment.button}
              </span>
            </span>
          }
          to={
            <span className="flex items-center justify-between gap-3 rounded-lg bg-accent-50 px-2.5 py-2 text-accent-700">
              <span>{scene.events[last]?.detail}</span>
              <span className="shrink-0 -rotate-3 rounded-md border-2 border-accent-600 px-2 text-sm font-bold tracking-widest uppercase">
                {scene.paidLabel}
              </span>
            </span>
          }
        />
      </div>
      <ol className="space-y-2.5 rounded-xl border border-line bg-white p-3">
        {scene.events.map((event, i) => {
          const at = happensAt(i);
          const dot = (done: boolean) => (
            <span
              className={cn(
                'mt-1 block size-2.5 rounded-full',
                done
                  ? i === last
                    ? 'bg-accent-500'
                    : 'bg-brand-500'
                  : 'border-2 border-line bg-white',
              )}
            />
          );
          return (
            <li key={event.label} className="flex gap-2.5">
              <Change at={at} from={dot(false)} to={dot(true)} className="shrink-0" />
              <span className="min-w-0">
                <span className="block font-semibold text-ink">{event.label}</span>
                <Change
                  at={at}
                  from={appChrome.status.waiting}
                  to={event.detail}
                  className="text-ink-muted"
                />
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
