import { lifecycle } from '@/content/home';
import { IconTile } from '@/components/ui/icon-tile';
import { Section } from '@/components/ui/section';
import { KeepTermsTogether } from '@/components/ui/keep-terms-together';

export function Lifecycle() {
  return (
    <Section labelledBy="lifecycle-title" heading={lifecycle.heading}>
      <ol className="mt-12 grid gap-4 lg:grid-cols-5">
        {lifecycle.stages.map((stage, i) => (
          <li key={stage.name} className="relative flex gap-4 lg:flex-col lg:text-center">
            {i < lifecycle.stages.length - 1 && (
              <span
                aria-hidden="true"
                className="absolute top-14 bottom-[-1rem] left-7 w-px bg-gradient-to-b from-brand-300 to-accent-500 lg:top-7 lg:right-[-50%] lg:bottom-auto lg:left-1/2 lg:h-px lg:w-full lg:bg-gradient-to-r"
              />
            )}
            <IconTile
              icon={stage.icon}
              size="xl"
              tone="solid"
              className="relative shrink-0 shadow-lift lg:mx-auto"
            />
            <div className="pb-6 lg:pb-0">
              <p className="text-xs font-bold tracking-wide text-brand-700 uppercase lg:mt-4">
                {i + 1}. {stage.name}
              </p>
              <h3 className="mt-1 font-semibold text-ink">
                <KeepTermsTogether text={stage.title} lastWords />
              </h3>
              <p className="mt-1.5 text-sm text-ink-muted">
                <KeepTermsTogether text={stage.description} />
              </p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
