import { whiteLabel } from '@/content/home';
import { Section } from '@/components/ui/section';
import { ProgramPitch } from './program-pitch';

export function WhiteLabel() {
  return (
    <Section
      labelledBy="white-label-title"
      containerClassName="grid items-center gap-10 lg:grid-cols-2"
    >
      <ProgramPitch
        cta="white_label"
        id="white-label-title"
        heading={whiteLabel.heading}
        points={whiteLabel.points}
        action={whiteLabel.action}
      />
      <div>
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
        <p className="mt-4 text-sm text-ink-muted">{whiteLabel.termsNote}</p>
      </div>
    </Section>
  );
}
