import { featureCards } from '@/content/home';
import { CheckList } from '@/components/ui/check-list';
import { Icon } from '@/components/ui/icon';
import { SectionHeading } from '@/components/ui/section-heading';

/** The spec shows at most the first four items of each card's feature list. */
export const maxCardFeatures = 4;

export function FeatureCards() {
  return (
    <section aria-labelledby="feature-cards-title" className="bg-surface section-y">
      <div className="container-page">
        <SectionHeading id="feature-cards-title" {...featureCards.heading} />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {featureCards.cards.map((card) => (
            <li key={card.title}>
              <article className="flex h-full flex-col rounded-card border border-line bg-white p-5 shadow-soft transition-shadow duration-200 hover:shadow-lift">
                <div className="flex items-start justify-between gap-3">
                  <span className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon name={card.icon} className="size-5" />
                  </span>
                  <span className="rounded-full bg-accent-50 px-2.5 py-1 text-xs font-semibold text-accent-700">
                    {card.demo}
                  </span>
                </div>
                <h3 className="mt-4 font-semibold text-ink">{card.title}</h3>
                <p className="mt-1.5 text-sm text-ink-muted">{card.description}</p>
                <CheckList
                  items={card.features.slice(0, maxCardFeatures)}
                  className="mt-4 border-t border-line pt-4 text-ink-muted"
                />
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
