import { heroPipeline } from '@/content/home/scenes';
import { formatPrice } from '@/lib/pricing';
import { KeepTermsTogether } from '@/components/ui/keep-terms-together';

/** The stages' colours, from first to last: new, under way, won. */
const tones = [
  'bg-brand-50 text-brand-800',
  'bg-accent-50 text-accent-700',
  'bg-emerald-50 text-emerald-800',
] as const;

/** A product scene drawn in HTML: a pipeline board with an AI reply landing. */
export function HeroPipeline() {
  const { label, title, totalLabel, stages, reply } = heroPipeline;
  const total = stages.flatMap((stage) => stage.deals).reduce((sum, deal) => sum + deal.value, 0);
  return (
    <figure
      aria-label={label}
      className="relative mx-auto mb-6 w-full max-w-xl rounded-3xl border border-line bg-white/90 p-4 shadow-lift sm:p-5"
    >
      <div className="mb-4 flex items-center justify-between">
        <span className="text-sm font-semibold text-ink">{title}</span>
        <span className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">
          {`${totalLabel} · ${formatPrice(total, 'USD')}`}
        </span>
      </div>
      {/* Three columns need room: on a phone they would cut every name short, so stages stack. */}
      <div className="grid gap-3 sm:grid-cols-3">
        {stages.map((stage, i) => (
          <div key={stage.name} className="rounded-2xl bg-surface p-2.5">
            <p className={`mb-2 rounded-lg px-2 py-1 text-xs font-semibold ${tones[i]}`}>
              <KeepTermsTogether text={stage.name} />
            </p>
            <ul className="space-y-2">
              {stage.deals.map((deal) => (
                <li
                  key={deal.who}
                  className="flex items-center justify-between gap-3 rounded-xl border border-line bg-white p-2.5 shadow-soft sm:block"
                >
                  <div className="min-w-0">
                    <p className="truncate text-xs font-semibold text-ink">{deal.who}</p>
                    <p className="truncate text-[11px] text-ink-muted">
                      <KeepTermsTogether text={deal.note} />
                    </p>
                  </div>
                  <p className="shrink-0 text-xs font-semibold text-ink tabular-nums sm:mt-1">
                    {formatPrice(deal.value, 'USD')}
                  </p>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <figcaption className="absolute -bottom-10 left-4 flex max-w-[17rem] items-start gap-2 rounded-2xl border border-line bg-white p-3 text-left text-xs shadow-lift sm:-left-6">
        <span className="mt-0.5 size-2 shrink-0 rounded-full bg-accent-500" aria-hidden="true" />
        <span>
          <span className="block font-semibold text-ink">{reply.title}</span>
          <span className="text-ink-muted">{`“${reply.message}”`}</span>
        </span>
      </figcaption>
    </figure>
  );
}
