import { type ProductScene } from '@/content/products/scenes';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { Beat } from './beat';
import { sceneCard } from './frame';

type Of<K extends ProductScene['kind']> = Extract<ProductScene, { kind: K }>;

const outcome = 'w-fit rounded-full bg-accent-50 px-3 py-1 text-xs font-semibold text-accent-700';

/** An email sequence: one card per send, each with its day and how it did. */
export function SequenceScene({ scene }: { scene: Of<'sequence'> }) {
  return (
    <div className="space-y-2">
      <ol className="space-y-2">
        {scene.emails.map((email, i) => (
          <Beat key={email.subject} at={i} as="li" className={cn(sceneCard, 'flex gap-2')}>
            <span className="w-11 shrink-0 font-semibold text-brand-700">{email.when}</span>
            <span className="flex-1 text-ink">{email.subject}</span>
            <span className="shrink-0 text-ink-muted">{email.stat}</span>
          </Beat>
        ))}
      </ol>
      <Beat at={scene.emails.length} as="p" className={outcome}>
        {scene.outcome}
      </Beat>
    </div>
  );
}

/** A workflow running: the trigger fires, then each step completes in turn. */
export function WorkflowScene({ scene }: { scene: Of<'workflow'> }) {
  return (
    <ol className="mx-auto max-w-sm space-y-2 text-xs">
      <Beat at={0} as="li" className="rounded-xl bg-brand-50 p-2.5 font-semibold text-brand-800">
        {scene.trigger}
      </Beat>
      {scene.steps.map((step, i) => (
        <Beat
          key={step.text}
          at={i + 1}
          as="li"
          className={cn(sceneCard, 'flex items-center gap-2')}
        >
          <Icon name={step.icon} className="size-4 text-brand-600" />
          <span className="flex-1">{step.text}</span>
          <Icon name="check" className="size-4 text-emerald-600" />
        </Beat>
      ))}
      <Beat at={scene.steps.length + 1} as="li" className={outcome}>
        {scene.outcome}
      </Beat>
    </ol>
  );
}

/** A call menu sketch for a product that is not out yet: greeting, then the options. */
export function IvrScene({ scene }: { scene: Of<'ivr'> }) {
  return (
    <div className="space-y-2 text-xs">
      <p className="border-accent-200 ml-auto w-fit rounded-full border bg-accent-50 px-3 py-1 font-semibold text-accent-700">
        {scene.badge}
      </p>
      <Beat at={0} className="flex items-start gap-2 rounded-2xl bg-white p-2.5 shadow-soft">
        <Icon name="phone" className="mt-0.5 size-4 shrink-0 text-brand-600" />
        <span>{scene.greeting}</span>
      </Beat>
      <ul className="grid gap-2 sm:grid-cols-2">
        {scene.options.map((option, i) => (
          <Beat
            key={option.key}
            at={i + 1}
            as="li"
            className={cn(sceneCard, 'flex items-center gap-2')}
          >
            <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-ink font-semibold text-white">
              {option.key}
            </span>
            <span>{option.label}</span>
          </Beat>
        ))}
      </ul>
    </div>
  );
}
