import { workflowSteps } from '@/content/home';
import { IconTile } from '@/components/ui/icon-tile';
import { Section } from '@/components/ui/section';
import { KeepTermsTogether } from '@/components/ui/keep-terms-together';

export function WorkflowSteps() {
  return (
    <Section labelledBy="workflow-title" heading={workflowSteps.heading}>
      <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {workflowSteps.steps.map((step, i) => (
          <li
            key={step.title}
            className="relative rounded-card border border-line bg-white p-6 shadow-soft"
          >
            <span className="text-sm font-bold text-brand-700 tabular-nums">Step {i + 1}</span>
            <IconTile icon={step.icon} className="mt-3" />
            <h3 className="mt-4 text-lg font-semibold text-ink">
              <KeepTermsTogether text={step.title} lastWords />
            </h3>
            <p className="mt-2 text-ink-muted">
              <KeepTermsTogether text={step.description} />
            </p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
