import { whiteLabel } from '@/content/home';
import { routes } from '@/content/routes';
import { ButtonLink } from '@/components/ui/button';
import { CheckList } from '@/components/ui/check-list';
import { SectionHeading } from '@/components/ui/section-heading';

export function WhiteLabel() {
  return (
    <section aria-labelledby="white-label-title" className="section-y">
      <div className="container-page grid items-center gap-10 lg:grid-cols-2">
        <div>
          <SectionHeading id="white-label-title" align="start" {...whiteLabel.heading} />
          <CheckList items={whiteLabel.points} className="mt-6 text-base text-ink-muted" />
          <ButtonLink href={routes.freeDemo} size="lg" className="mt-8">
            {whiteLabel.action}
          </ButtonLink>
        </div>
        <dl className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1">
          {whiteLabel.terms.map((term) => (
            <div
              key={term.label}
              className="flex flex-col-reverse rounded-card border border-line bg-gradient-to-br from-white to-brand-50 p-6 shadow-soft"
            >
              <dt className="text-ink-muted">{term.label}</dt>
              <dd className="text-4xl font-bold text-brand-700 tabular-nums">{term.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
