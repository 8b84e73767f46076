import { type ProductScene } from '@/content/products/scenes';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { Outcome } from './status';
import { Swap } from './swap';

type IvrScene = Extract<ProductScene, { kind: 'ivr' }>;
type Option = IvrScene['options'][number];

/** The bars of a voice, drawn still. */
const wave = [
  'h-1.5',
  'h-3',
  'h-4.5',
  'h-2.5',
  'h-4',
  'h-2',
  'h-3.5',
  'h-1.5',
  'h-3',
  'h-4',
  'h-2',
  'h-3',
];

function OptionRow({ option, picked }: { option: Option; picked: boolean }) {
  return (
    <span
      className={cn(
        'flex items-center gap-2 rounded-lg border bg-white px-2 py-1.5',
        picked ? 'border-brand-300 ring-2 ring-brand-100' : 'border-line',
      )}
    >
      <span
        className={cn(
          'flex size-6 shrink-0 items-center justify-center rounded-full font-semibold text-white',
          picked ? 'bg-brand-600' : 'bg-ink',
        )}
      >
        {option.key}
      </span>
      <span className="min-w-0 flex-1 text-ink">{option.label}</span>
      <span className={cn('shrink-0', picked ? 'font-semibold text-brand-700' : 'text-ink-muted')}>
        {option.route}
      </span>
    </span>
  );
}

/**
 * A call menu for a product that is not out yet: a live call, the receptionist's greeting and the
 * menu. On the first beat the caller presses a key, on the next the call ends booked.
 */
export function IvrScene({ scene }: { scene: IvrScene }) {
  return (
    <div className="space-y-2">
      <p className="flex items-center gap-2.5 rounded-xl bg-brand-900 px-3 py-2 text-white">
        <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent-500 text-ink">
          <Icon name="phone" className="size-3.5" />
        </span>
        <span className="min-w-0 flex-1 font-semibold">{scene.call}</span>
        <span className="hidden items-center gap-0.5 @sm:flex">
          {wave.map((height, i) => (
            <span key={i} className={cn('w-0.5 rounded-full bg-brand-200', height)} />
          ))}
        </span>
        <span className="shrink-0 rounded-full bg-accent-50 px-2 py-0.5 font-semibold text-accent-700">
          {scene.badge}
        </span>
      </p>
      <p className="flex items-start gap-2 rounded-xl border border-line bg-white px-3 py-2">
        <Icon name="bot" className="mt-0.5 size-4 shrink-0 text-brand-600" />
        <span className="text-ink">{scene.greeting}</span>
      </p>
      <ul className="grid gap-1.5 @xl:grid-cols-2">
        {scene.options.map((option) => (
          <li key={option.key}>
            {option.key === scene.pick ? (
              <Swap
                states={[
                  { at: 0, node: <OptionRow option={option} picked={false} /> },
                  { at: 1, node: <OptionRow option={option} picked /> },
                ]}
              />
            ) : (
              <OptionRow option={option} picked={false} />
            )}
          </li>
        ))}
      </ul>
      <Outcome at={2}>{scene.outcome}</Outcome>
    </div>
  );
}
