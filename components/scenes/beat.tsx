'use client';

import { type ReactNode, use } from 'react';
import { cn } from '@/lib/cn';
import { SceneContext } from './scene-context';

interface BeatProps {
  /** The beat at which this element arrives; 0 for the first frame. */
  at: number;
  /** The beat at which it leaves again (a deal moving on, a status replaced by the next). */
  until?: number;
  as?: 'div' | 'li' | 'p' | 'span';
  className?: string;
  children: ReactNode;
}

/**
 * An element of a scene that arrives on its beat. Server-rendered children pass straight through;
 * until motion has loaded this is the plain element as the first frame has it, and under reduced
 * motion CSS shows the finished scene instead (before any script runs, too).
 */
export function Beat({ at, until, as = 'div', className, children }: BeatProps) {
  const { step, motion } = use(SceneContext);
  const state = step < at ? 'hidden' : until !== undefined && step >= until ? 'gone' : 'shown';
  if (motion) {
    return (
      <motion.MotionBeat as={as} state={state} className={className}>
        {children}
      </motion.MotionBeat>
    );
  }
  const Tag = as;
  const finished = until === undefined ? 'motion-reduce:visible' : 'motion-reduce:invisible';
  return (
    <Tag className={cn(className, state !== 'shown' && 'invisible', finished)}>{children}</Tag>
  );
}
