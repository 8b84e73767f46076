import { type Stat } from '@/content/schema';
import { cn } from '@/lib/cn';
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
      {/* No figure alone on a row: two a row on phones (an odd last one spans both), then rows
          of three, or of two where three would leave one over, then all on one row. */}
      <dl className="grid grid-cols-2 gap-6 sm:flex sm:flex-wrap sm:justify-center sm:gap-x-0 lg:flex-nowrap">
        {stats.map((stat) => (
          <div
            key={stat.label}
            className={cn(
              // The figures line up along the top, whatever the length of the labels under them.
              'flex flex-col-reverse items-center justify-end text-center odd:last:col-span-2 sm:px-3 lg:flex-1',
              stats.length % 3 === 1 ? 'sm:w-1/2' : 'sm:w-1/3',
            )}
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
