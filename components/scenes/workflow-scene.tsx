import { appChrome, type ProductScene } from '@/content/products/scenes';
import { Icon } from '@/components/ui/icon';
import { Chip, Outcome, Progress } from './status';

type WorkflowScene = Extract<ProductScene, { kind: 'workflow' }>;

const tile = 'flex size-7 shrink-0 items-center justify-center rounded-lg';

/**
 * A workflow run (or, on the dashboard, one contact's way through the modules): the trigger has
 * fired and the first steps are done in the first frame; each other step runs and completes on its
 * beat, then the run's outcome.
 */
export function WorkflowScene({ scene }: { scene: WorkflowScene }) {
  const { status } = appChrome;
  const labels = { waiting: status.waiting, running: status.running, done: status.done };
  const doneAt = (i: number) => Math.max(0, i - scene.done + 1);
  return (
    <ol className="relative space-y-2 before:absolute before:top-4 before:bottom-10 before:left-[1.375rem] before:w-px before:bg-brand-200">
      <li className="relative flex items-center gap-2.5 rounded-xl border border-brand-200 bg-brand-50 px-2 py-2">
        <span className={`${tile} bg-brand-600 text-white`}>
          <Icon name="zap" className="size-4" />
        </span>
        <span className="min-w-0 flex-1 font-semibold text-brand-800">{scene.trigger}</span>
        <Chip tone="done">{status.done}</Chip>
      </li>
      {scene.steps.map((step, i) => (
        <li
          key={step.text}
          className="relative flex items-center gap-2.5 rounded-xl border border-line bg-white px-2 py-2 shadow-soft"
        >
          <span className={`${tile} bg-brand-50 text-brand-700`}>
            <Icon name={step.icon} className="size-4" />
          </span>
          <span className="min-w-0 flex-1 text-ink">{step.text}</span>
          <Progress doneAt={doneAt(i)} labels={labels} className="justify-items-end" />
        </li>
      ))}
      <Outcome at={scene.steps.length - scene.done + 1} as="li">
        {scene.outcome}
      </Outcome>
    </ol>
  );
}
