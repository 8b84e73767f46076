import { benefits } from '@/content/home';
import { IconTile } from '@/components/ui/icon-tile';
import { Section } from '@/components/ui/section';
import { KeepTermsTogether } from '@/components/ui/keep-terms-together';

export function Benefits() {
  return (
    <Section labelledBy="benefits-title" heading={benefits.heading} tone="ink">
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {benefits.items.map((item) => (
          <li key={item.title} className="rounded-card border border-white/10 bg-white/5 p-6">
            <div className="flex items-center justify-between">
              <IconTile icon={item.icon} tone="inverse" />
              <span className="text-2xl font-bold tabular-nums">{item.stat}</span>
            </div>
            <h3 className="mt-5 text-lg font-semibold">
              <KeepTermsTogether text={item.title} lastWords />
            </h3>
            <p className="mt-2 text-white/75">
              <KeepTermsTogether text={item.description} />
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
