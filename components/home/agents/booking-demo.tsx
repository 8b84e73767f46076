'use client';

import { timings } from '@/content/timings';
import { Glyph } from '@/components/ui/glyph';
import { cn } from '@/lib/cn';
import { useAutoAdvance } from '@/lib/hooks/use-auto-advance';
import { useInView } from '@/lib/hooks/use-in-view';
import { DemoToggle } from './demo-toggle';
import { KeepTermsTogether } from '@/components/ui/keep-terms-together';

interface BookingDemoProps {
  steps: readonly { title: string; detail: string }[];
}

/** Smart booking: the five steps from interest to prep, one every 2 s, looping. */
export function BookingDemo({ steps }: BookingDemoProps) {
  const [ref, inView] = useInView<HTMLDivElement>();
  const { index, autoplay, touched, play, pause } = useAutoAdvance({
    length: steps.length,
    delay: timings.bookingDemoStep,
    held: !inView,
  });
  // Still (reduced motion, or before hydration): every step shows as done.
  const current = autoplay || touched ? index : steps.length - 1;

  return (
    <div ref={ref}>
      <ol className="min-h-80 space-y-1.5 rounded-2xl border border-line bg-surface p-3">
        {steps.map((step, i) => (
          <li
            key={step.title}
            aria-current={i === current ? 'step' : undefined}
            className={cn(
              'flex items-center gap-3 rounded-xl border px-2.5 py-2 transition-colors duration-300',
              i === current
                ? 'border-brand-300 bg-white shadow-soft'
                : i < current
                  ? 'border-transparent bg-white/60'
                  : 'border-transparent',
            )}
          >
            <span
              className={cn(
                'inline-flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold',
                i <= current ? 'bg-brand-600 text-white' : 'bg-line text-ink-muted',
              )}
            >
              {i < current ? <Glyph name="check" className="size-3.5" /> : i + 1}
            </span>
            <span className="min-w-0">
              <span
                className={cn(
                  'block text-sm font-semibold',
                  i <= current ? 'text-ink' : 'text-ink-muted',
                )}
              >
                {step.title}
              </span>
              <span className="block truncate text-xs text-ink-muted">
                <KeepTermsTogether text={step.detail} />
              </span>
            </span>
          </li>
        ))}
      </ol>
      <div className="mt-4 flex justify-end">
        <DemoToggle playing={autoplay} onPlay={play} onPause={pause} subject="booking demo" />
      </div>
    </div>
  );
}
