'use client';

import { type ReactNode, use } from 'react';
import { cn } from '@/lib/cn';
import { SceneContext } from './scene-context';

interface BeatProps {
  /** The beat at which this element arrives. */
  at: number;
  /** The beat at which it leaves again (a deal moving on to the next column). */
  until?: number;
  as?: 'div' | 'li' | 'p';
  className?: string;
  children: ReactNode;
}

/**
 * An element of a scene that arrives on its beat. Server-rendered children pass straight through;
 * until motion has loaded this is the plain element in its final state.
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
  return <Tag className={cn(className, state !== 'shown' && 'invisible')}>{children}</Tag>;
}
