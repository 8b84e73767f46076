'use client';

import { type ReactNode } from 'react';
import { LazyMotion, domAnimation, m } from 'motion/react';

/*
 * The animated half of the scenes, in its own chunk: imported only when a scene is on screen and
 * motion is allowed, so motion is in no page's first load. `domAnimation` is the smallest
 * feature set that animates variants; `strict` throws if a full `motion.*` component slips in.
 * Each beat carries its own `LazyMotion`: a root around the whole scene would be a new parent
 * when the chunk arrives, and React would rebuild the window under it.
 */

export type BeatState = 'hidden' | 'shown' | 'gone';

/*
 * Beats are revealed by a clip (a wipe) and a short move, never by fading: text is either drawn at
 * its full colour or not drawn at all, so nobody (and no contrast checker sampling the page
 * mid-scene) ever reads it at reduced contrast. Shown, the clip reaches a box's own size past
 * each edge, so shadows are not cut off; hidden or gone, it closes on an edge of the box itself,
 * so no ring or shadow is left behind as a sliver. It stays a percentage inset in every state so
 * motion can interpolate between them.
 */
export const beatVariants = {
  hidden: { clipPath: 'inset(0% 0% 100% 0%)', y: 10, x: 0 },
  shown: { clipPath: 'inset(-100% -100% -100% -100%)', y: 0, x: 0 },
  gone: { clipPath: 'inset(0% 0% 0% 100%)', y: 0, x: 24 },
};

const tags = { div: m.div, li: m.li, p: m.p, span: m.span };

interface MotionBeatProps {
  as: keyof typeof tags;
  state: BeatState;
  className?: string;
  children: ReactNode;
}

/** One beat: it keeps its place in the layout and is wiped in (or slides on) when its turn comes. */
export function MotionBeat({ as, state, className, children }: MotionBeatProps) {
  const Tag = tags[as];
  return (
    <LazyMotion features={domAnimation} strict>
      <Tag
        className={className}
        initial={false}
        variants={beatVariants}
        animate={state}
        transition={{ duration: 0.4, ease: 'easeOut' }}
      >
        {children}
      </Tag>
    </LazyMotion>
  );
}
