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
            className="@container rounded-card border border-line bg-white p-6 shadow-soft sm:p-8"
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
            {/* Three tiles side by side need about 28rem ("Recovered appointments" is one word
                too wide for a third of a phone): narrower, each result is a row. */}
            <ul className="mt-6 grid gap-3 @md:grid-cols-3">
              {story.results.map((result) => (
                <li
                  key={result.metric}
                  className={`flex items-center gap-3 rounded-xl p-3 @md:block ${tones[result.color]}`}
                >
                  <Icon name={result.icon} className="size-5 shrink-0" />
                  <p className="min-w-[5.5rem] text-xl font-bold tabular-nums @md:mt-2 @md:min-w-0 @md:text-2xl">
                    {result.value}
                  </p>
                  <p className="text-xs">{result.metric}</p>
                </li>
              ))}
            </ul>
          </article>
        ))}
      </div>
      <div className="mt-10 text-center">
        {/* The longest label of any button: a phone's column is narrower than its one line. */}
        <ButtonLink
          href={routes.freeDemo}
          variant="secondary"
          size="lg"
          className="max-sm:w-full max-sm:px-4 max-sm:whitespace-normal"
          {...ctaData('success_stories', 'home_section')}
        >
          {successStories.impactLink}
          <Icon name="arrow-right" className="size-4" />
        </ButtonLink>
      </div>
    </Section>
  );
}
