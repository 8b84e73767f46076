import { type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Beat } from './beat';
import { Swap, type SwapState } from './swap';

const tones = {
  done: 'bg-accent-50 text-accent-700',
  running: 'bg-brand-50 text-brand-700',
  waiting: 'border border-line bg-white text-ink-muted',
} as const;

export type Tone = keyof typeof tones;

/** A status pill: done in mint, running in violet, waiting in grey. */
export function Chip({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex w-fit items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}

interface ProgressProps {
  /** The beat on which the item is done; 0 when it is done in the first frame. */
  doneAt: number;
  labels: { waiting: string; running?: string; done: string };
  className?: string;
}

/**
 * The status of an item that completes on its beat: waiting, then running for the beat before
 * (when there is a running label), then done.
 */
export function Progress({ doneAt, labels, className }: ProgressProps) {
  const states: SwapState[] = [];
  const runningFrom = labels.running ? doneAt - 1 : doneAt;
  if (runningFrom > 0) {
    states.push({ at: 0, node: <Chip tone="waiting">{labels.waiting}</Chip> });
  }
  if (labels.running && doneAt > 0) {
    states.push({ at: runningFrom, node: <Chip tone="running">{labels.running}</Chip> });
  }
  states.push({ at: doneAt, node: <Chip tone="done">{labels.done}</Chip> });
  return <Swap states={states} className={className} />;
}

/** What came of the scene, in a mint pill: the last beat of a sequence, a run or a call. */
export function Outcome({
  at,
  as = 'p',
  children,
}: {
  at: number;
  as?: 'p' | 'li';
  children: ReactNode;
}) {
  return (
    <Beat
      at={at}
      as={as}
      className="relative mx-auto w-fit rounded-full bg-accent-50 px-3 py-1 text-center font-semibold text-accent-700"
    >
      {children}
    </Beat>
  );
}
