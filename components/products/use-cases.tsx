import { Section } from '@/components/ui/section';
import { KeepTermsTogether } from '@/components/ui/keep-terms-together';

export function UseCases({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <Section
      labelledBy="use-cases-title"
      heading={{ title, align: 'start', capped: false }}
      tone="surface"
      containerClassName="grid gap-10 lg:grid-cols-[1fr_1.6fr] lg:gap-16"
    >
      <ol className="grid gap-4">
        {items.map((item, index) => (
          <li
            key={item}
            className="flex gap-4 rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-soft"
          >
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white tabular-nums">
              {index + 1}
            </span>
            <p className="text-ink-muted">
              <KeepTermsTogether text={item} />
            </p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
