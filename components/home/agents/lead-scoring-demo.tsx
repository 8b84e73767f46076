import { type CSSProperties } from 'react';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';

interface Lead {
  label: string;
  score: number;
  name: string;
  signals: readonly string[];
  action: string;
}

const tones = ['bg-rose-600', 'bg-amber-700', 'bg-sky-700'];

/**
 * Lead scoring: one lead open at a time, on click. Exclusive `<details name>` does exactly that
 * with no JavaScript, so this demo is not an island.
 */
export function LeadScoringDemo({ leads }: { leads: readonly Lead[] }) {
  return (
    <div className="h-80 space-y-2 overflow-hidden rounded-2xl border border-line bg-surface p-4">
      {leads.map((lead, i) => (
        <details
          key={lead.label}
          name="lead-scoring"
          open={i === 0}
          className="group rounded-xl bg-white shadow-soft"
        >
          <summary className="flex min-h-11 cursor-pointer list-none items-center gap-3 px-3 py-2 [&::-webkit-details-marker]:hidden">
            <span
              className={cn(
                'inline-flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-bold text-white tabular-nums',
                tones[i],
              )}
            >
              {lead.score}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block text-sm font-semibold text-ink">
                {lead.label} {lead.score}
              </span>
              <span className="block text-xs text-ink-muted">{lead.name}</span>
            </span>
            <Icon
              name="chevron-down"
              className="size-4 text-ink-subtle transition-transform group-open:rotate-180"
            />
          </summary>
          <div className="px-3 pb-3 text-xs text-ink-muted">
            <div className="mb-2 h-1.5 overflow-hidden rounded-full bg-line" aria-hidden="true">
              <div
                className={cn('h-full w-(--score) rounded-full', tones[i])}
                style={{ '--score': `${lead.score}%` } as CSSProperties}
              />
            </div>
            <ul className="space-y-0.5">
              {lead.signals.map((signal) => (
                <li key={signal}>• {signal}</li>
              ))}
            </ul>
            <p className="mt-1.5 font-semibold text-brand-700">{lead.action}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
