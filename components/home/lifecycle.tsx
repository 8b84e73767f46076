import { lifecycle } from '@/content/home';
import { Icon } from '@/components/ui/icon';
import { SectionHeading } from '@/components/ui/section-heading';

export function Lifecycle() {
  return (
    <section aria-labelledby="lifecycle-title" className="section-y">
      <div className="container-page">
        <SectionHeading id="lifecycle-title" {...lifecycle.heading} />
        <ol className="mt-12 grid gap-4 lg:grid-cols-5">
          {lifecycle.stages.map((stage, i) => (
            <li key={stage.name} className="relative flex gap-4 lg:flex-col lg:text-center">
              {i < lifecycle.stages.length - 1 && (
                <span
                  aria-hidden="true"
                  className="absolute top-14 bottom-[-1rem] left-7 w-px bg-gradient-to-b from-brand-300 to-accent-500 lg:top-7 lg:right-[-50%] lg:bottom-auto lg:left-1/2 lg:h-px lg:w-full lg:bg-gradient-to-r"
                />
              )}
              <span className="relative flex size-14 shrink-0 items-center justify-center rounded-2xl bg-brand-600 text-white shadow-lift lg:mx-auto">
                <Icon name={stage.icon} className="size-6" />
              </span>
              <div className="pb-6 lg:pb-0">
                <p className="text-xs font-bold tracking-wide text-brand-700 uppercase lg:mt-4">
                  {i + 1}. {stage.name}
                </p>
                <h3 className="mt-1 font-semibold text-ink">{stage.title}</h3>
                <p className="mt-1.5 text-sm text-ink-muted">{stage.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
