import { successStories } from '@/content/home';
import { routes } from '@/content/routes';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import { ctaData } from '@/lib/analytics/track';

const tones = {
  brand: 'bg-brand-50 text-brand-800',
  accent: 'bg-accent-50 text-accent-700',
  amber: 'bg-amber-50 text-amber-900',
} as const;

export function SuccessStories() {
  return (
    <Section labelledBy="success-title" heading={successStories.heading} tone="surface">
      <div className="mt-12 grid gap-6 lg:grid-cols-2">
        {successStories.items.map((story) => (
          <article
            key={story.clientName}
            className="rounded-card border border-line bg-white p-6 shadow-soft sm:p-8"
          >
            <div className="flex items-center gap-4">
              <span
                aria-hidden="true"
                className="flex size-12 items-center justify-center rounded-xl bg-gradient-to-br from-brand-600 to-brand-800 font-bold text-white"
              >
                {story.clientLogo}
              </span>
              <div>
                <h3 className="text-lg font-bold text-ink">{story.clientName}</h3>
                <p className="text-sm text-ink-muted">{story.industry}</p>
              </div>
            </div>
            <dl className="mt-6 space-y-3 text-sm">
              <div>
                <dt className="font-semibold text-ink">Challenge</dt>
                <dd className="text-ink-muted">{story.challenge}</dd>
              </div>
              <div>
                <dt className="font-semibold text-ink">Solution</dt>
                <dd className="text-ink-muted">{story.solution}</dd>
              </div>
            </dl>
            <ul className="mt-6 grid grid-cols-3 gap-3">
              {story.results.map((result) => (
                <li key={result.metric} className={`rounded-xl p-3 ${tones[result.color]}`}>
                  <Icon name={result.icon} className="size-5" />
                  <p className="mt-2 text-xl font-bold tabular-nums sm:text-2xl">{result.value}</p>
                  <p className="text-xs">{result.metric}</p>
                </li>
              ))}
            </ul>
          </article>
        ))}
      </div>
      <div className="mt-10 text-center">
        <ButtonLink
          href={routes.freeDemo}
          variant="secondary"
          size="lg"
          {...ctaData('success_stories', 'home_section')}
        >
          {successStories.impactLink}
          <Icon name="arrow-right" className="size-4" />
        </ButtonLink>
      </div>
    </Section>
  );
}
