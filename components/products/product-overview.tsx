import { type Stat } from '@/content/schema';
import { Section } from '@/components/ui/section';
import { KeepTermsTogether } from '@/components/ui/keep-terms-together';

interface ProductOverviewProps {
  title: string;
  /** The product's story in full, beneath the hero's short lead. */
  summary: string;
  metrics: readonly Stat[];
}

/** The band under a product page's hero: what the product does, in full, beside its figures. */
export function ProductOverview({ title, summary, metrics }: ProductOverviewProps) {
  return (
    <Section
      labelledBy="overview-title"
      padded={false}
      className="border-b border-line bg-white"
      containerClassName="grid gap-8 py-12 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)] lg:items-center lg:gap-16"
    >
      <div>
        <h2
          id="overview-title"
          className="text-sm font-semibold tracking-wide text-brand-700 uppercase"
        >
          {title}
        </h2>
        <p className="mt-3 text-lg text-ink">
          <KeepTermsTogether text={summary} />
        </p>
      </div>
      <dl className="divide-y divide-line rounded-[var(--radius-card)] border border-line bg-surface px-5">
        {metrics.map((metric) => (
          <div key={metric.label} className="flex flex-col-reverse py-4">
            <dt className="text-sm text-ink-muted">{metric.label}</dt>
            <dd className="text-2xl font-bold text-brand-700 tabular-nums">{metric.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
