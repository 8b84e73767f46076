'use client';

import { timings } from '@/content/timings';
import { Glyph } from '@/components/ui/glyph';
import { cn } from '@/lib/cn';
import { useAutoAdvance } from '@/lib/hooks/use-auto-advance';
import { useInView } from '@/lib/hooks/use-in-view';

interface PageBuilderDemoProps {
  steps: readonly { label: string; percent: number }[];
  result: { headline: string; subline: string; button: string };
  restartLabel: string;
}

/** The AI page builder: one step every 1.5 s, stopping at "Page Complete". */
export function PageBuilderDemo({ steps, result, restartLabel }: PageBuilderDemoProps) {
  const [ref, inView] = useInView<HTMLDivElement>();
  const { index, autoplay, touched, restart } = useAutoAdvance({
    length: steps.length,
    delay: timings.pageBuilderStep,
    loop: false,
    held: !inView,
  });
  // Still (reduced motion, or before hydration): the finished page shows.
  const current = autoplay || touched ? index : steps.length - 1;
  const step = steps[current] ?? steps[0]!;
  const done = current === steps.length - 1;

  return (
    <div ref={ref}>
      <div className="min-h-80 rounded-2xl border border-line bg-surface p-4">
        <div className="flex items-center justify-between text-sm font-semibold">
          <span className="text-ink" aria-live="polite">
            {step.label}
          </span>
          <span className="text-brand-700 tabular-nums">{step.percent}%</span>
        </div>
        {/* Native, so its value needs no inline style; the bar is drawn by the pseudo-elements. */}
        <progress
          value={step.percent}
          max={100}
          aria-label="Page build progress"
          className="mt-2 block h-2 w-full appearance-none overflow-hidden rounded-full bg-line [&::-moz-progress-bar]:rounded-full [&::-moz-progress-bar]:bg-brand-500 [&::-webkit-progress-bar]:bg-line [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-gradient-to-r [&::-webkit-progress-value]:from-brand-500 [&::-webkit-progress-value]:to-accent-500 [&::-webkit-progress-value]:transition-[width] [&::-webkit-progress-value]:duration-500 [&::-webkit-progress-value]:ease-out"
        />
        <ol className="mt-4 grid grid-cols-1 gap-1.5 text-xs sm:grid-cols-2">
          {steps.map((s, i) => (
            <li
              key={s.label}
              className={cn(
                'flex items-center gap-1.5',
                i <= current ? 'text-ink' : 'text-ink-subtle',
              )}
            >
              <Glyph
                name={i <= current ? 'check' : 'clock'}
                className={cn('size-3.5', i <= current && 'text-accent-700')}
              />
              {s.label}
            </li>
          ))}
        </ol>
        {/* Greyed until complete with colours, not opacity, so the text keeps its contrast. */}
        <div className="mt-4 rounded-xl bg-white p-3 shadow-soft">
          <p className={cn('text-sm font-bold', done ? 'text-ink' : 'text-ink-subtle')}>
            {result.headline}
          </p>
          <p className="mt-1 text-xs text-ink-subtle">{result.subline}</p>
          <span
            className={cn(
              'mt-2 inline-block rounded-full px-3 py-1 text-xs font-semibold transition-colors duration-300',
              done ? 'bg-brand-600 text-white' : 'bg-brand-50 text-brand-800',
            )}
          >
            {result.button}
          </span>
        </div>
      </div>
      <div className="mt-4 flex justify-end">
        <button
          type="button"
          onClick={restart}
          className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-white px-4 text-sm font-semibold text-ink hover:border-brand-300 hover:text-brand-700"
        >
          <Glyph name="rotate-ccw" className="size-4" />
          {restartLabel}
        </button>
      </div>
    </div>
  );
}
