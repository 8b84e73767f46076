import { featureCards } from '@/content/home';
import { type CoreModule } from '@/content/modules';
import { CheckList } from '@/components/ui/check-list';
import { IconTile } from '@/components/ui/icon-tile';
import { Section } from '@/components/ui/section';
import { KeepTermsTogether } from '@/components/ui/keep-terms-together';

/** Cards list only the first four features, so the grid's cards stay close in height. */
export const maxCardFeatures = 4;

/** The core modules as cards: each with its summary and result, not the /features description. */
export function FeatureCards({ modules }: { modules: readonly CoreModule[] }) {
  return (
    <Section labelledBy="feature-cards-title" heading={featureCards.heading} tone="surface">
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {modules.map((card) => (
          <li key={card.title}>
            <article className="flex h-full flex-col rounded-card border border-line bg-white p-5 shadow-soft">
              <div className="flex items-start justify-between gap-3">
                <IconTile icon={card.icon} size="sm" />
                <span className="rounded-full bg-accent-50 px-2.5 py-1 text-xs font-semibold text-accent-700">
                  {card.demo}
                </span>
              </div>
              <h3 className="mt-4 font-semibold text-ink">
                <KeepTermsTogether text={card.title} lastWords />
              </h3>
              <p className="mt-1.5 text-sm text-ink-muted">
                <KeepTermsTogether text={card.summary} />
              </p>
              <CheckList
                items={card.features.slice(0, maxCardFeatures)}
                className="mt-4 border-t border-line pt-4 text-ink-muted"
              />
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}
