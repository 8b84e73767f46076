import { type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Beat } from './beat';

export interface SwapState {
  /** The beat from which this state shows, until the next state's. */
  at: number;
  node: ReactNode;
  className?: string;
}

/**
 * A place in a scene whose content changes on its beats: a status, a total, a highlighted row.
 * Every state is drawn in the same grid cell, which is as large as the largest, so nothing around
 * it moves when the next one arrives.
 */
export function Swap({ states, className }: { states: readonly SwapState[]; className?: string }) {
  return (
    <span className={cn('grid *:col-start-1 *:row-start-1', className)}>
      {states.map((state, i) => (
        <Beat
          key={state.at}
          as="span"
          at={state.at}
          until={states[i + 1]?.at}
          className={state.className}
        >
          {state.node}
        </Beat>
      ))}
    </span>
  );
}

interface ChangeProps {
  /** The beat on which `from` gives way to `to`; 0 when it has changed in the first frame. */
  at: number;
  from: ReactNode;
  to: ReactNode;
  className?: string;
}

/** A place that changes once: a waiting status that becomes a figure, a grey dot that fills. */
export function Change({ at, from, to, className }: ChangeProps) {
  const states =
    at === 0
      ? [{ at: 0, node: to }]
      : [
          { at: 0, node: from },
          { at, node: to },
        ];
  return <Swap states={states} className={className} />;
}
