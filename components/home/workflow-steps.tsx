import { workflowSteps } from '@/content/home';
import { Icon } from '@/components/ui/icon';
import { SectionHeading } from '@/components/ui/section-heading';

export function WorkflowSteps() {
  return (
    <section aria-labelledby="workflow-title" className="section-y">
      <div className="container-page">
        <SectionHeading id="workflow-title" {...workflowSteps.heading} />
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {workflowSteps.steps.map((step, i) => (
            <li
              key={step.title}
              className="relative rounded-card border border-line bg-white p-6 shadow-soft"
            >
              <span className="text-sm font-bold text-brand-700 tabular-nums">Step {i + 1}</span>
              <span className="mt-3 flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon name={step.icon} className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-ink">{step.title}</h3>
              <p className="mt-2 text-ink-muted">{step.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
