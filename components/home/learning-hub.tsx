import { learningHub } from '@/content/home';
import { IconTile } from '@/components/ui/icon-tile';
import { Section } from '@/components/ui/section';

export function LearningHub() {
  return (
    <Section labelledBy="learning-hub-title" heading={learningHub.heading}>
      <dl className="mx-auto mt-10 grid max-w-3xl grid-cols-2 gap-4 sm:grid-cols-4">
        {learningHub.stats.map((stat) => (
          <div
            key={stat.label}
            className="flex flex-col-reverse items-center rounded-card bg-brand-50 p-4 text-center"
          >
            <dt className="text-sm text-ink-muted">{stat.label}</dt>
            <dd className="text-3xl font-bold text-brand-700 tabular-nums">{stat.value}</dd>
          </div>
        ))}
      </dl>
      {/* The library is not on this site: flat tiles, no shadow, arrow or hover that would
          promise a click. */}
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {learningHub.categories.map((category) => (
          <li key={category.title} className="flex items-center gap-4 rounded-card bg-surface p-5">
            <IconTile icon={category.icon} tone="accent" className="shrink-0" />
            <span>
              <span className="block font-semibold text-ink">{category.title}</span>
              <span className="block text-sm text-ink-muted tabular-nums">
                {category.count} {category.kind}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
