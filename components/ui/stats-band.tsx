import { type Stat } from '@/content/schema';
import { Section } from './section';

export function StatsBand({ title, stats }: { title: string; stats: readonly Stat[] }) {
  return (
    <Section
      labelledBy="stats-title"
      padded={false}
      className="border-b border-line bg-white"
      containerClassName="py-12"
    >
      <h2 id="stats-title" className="sr-only">
        {title}
      </h2>
      <dl className="grid grid-cols-2 gap-6 sm:flex sm:flex-wrap sm:justify-center sm:gap-x-14">
        {stats.map((stat) => (
          <div
            key={stat.label}
            className="flex flex-col-reverse items-center text-center sm:min-w-32"
          >
            <dt className="mt-1 text-sm text-ink-muted">{stat.label}</dt>
            <dd className="text-3xl font-bold text-brand-700 tabular-nums sm:text-4xl">
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
