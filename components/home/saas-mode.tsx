import { saasMode } from '@/content/home';
import { Section } from '@/components/ui/section';
import { ProgramPitch } from './program-pitch';
import { KeepTermsTogether } from '@/components/ui/keep-terms-together';

export function SaasMode() {
  return (
    <Section
      labelledBy="saas-mode-title"
      tone="surface"
      containerClassName="grid items-center gap-10 lg:grid-cols-2"
    >
      <ol className="order-last space-y-4 lg:order-first">
        {saasMode.steps.map((step, i) => (
          <li
            key={step.title}
            className="flex gap-4 rounded-card border border-line bg-white p-5 shadow-soft"
          >
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-700 font-bold text-white tabular-nums">
              {i + 1}
            </span>
            <span>
              <span className="block font-semibold text-ink">{step.title}</span>
              <span className="block text-sm text-ink-muted">
                <KeepTermsTogether text={step.description} />
              </span>
            </span>
          </li>
        ))}
      </ol>
      <ProgramPitch
        cta="saas_mode"
        id="saas-mode-title"
        heading={saasMode.heading}
        points={saasMode.points}
        action={saasMode.action}
      />
    </Section>
  );
}
