'use client';

import {
  type CSSProperties,
  type ReactNode,
  createElement,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useAnimate } from 'motion/react-mini';

/*
 * The animated half of the scenes, in its own chunk: imported only when a scene is near the screen
 * and motion is allowed, so motion is in no page's first load. It uses motion's smallest API, the
 * mini `useAnimate`, which hands each change to the browser's Web Animations API (a few KiB, where
 * motion's components with `domAnimation` were some 40): a beat only ever moves between three
 * fixed looks, so it needs no variants, springs or motion values. Each beat is its plain element
 * with a ref, holding its look in inline style where the server-rendered frame uses `invisible`.
 */

export type BeatState = 'hidden' | 'shown' | 'gone';

/*
 * Beats are revealed by a clip (a wipe) and a short move, never by fading: text is either drawn at
 * its full colour or not drawn at all, so nobody (and no contrast checker sampling the page
 * mid-scene) ever reads it at reduced contrast. Shown, the clip reaches a box's own size past
 * each edge, so shadows are not cut off; hidden or gone, it closes on an edge of the box itself,
 * so no ring or shadow is left behind as a sliver. It stays a percentage inset in every state, and
 * the move one `translate` in pixels, so the browser can interpolate between any two of them.
 */
export const beatVariants = {
  hidden: { clipPath: 'inset(0% 0% 100% 0%)', transform: 'translate(0px, 10px)' },
  shown: { clipPath: 'inset(-100% -100% -100% -100%)', transform: 'translate(0px, 0px)' },
  gone: { clipPath: 'inset(0% 0% 0% 100%)', transform: 'translate(24px, 0px)' },
} satisfies Record<BeatState, CSSProperties>;

/** How a beat moves from one look to the next: in seconds, as motion takes it. */
export const beatTransition = { duration: 0.4, ease: 'easeOut' } as const;

interface MotionBeatProps {
  as: 'div' | 'li' | 'p' | 'span';
  state: BeatState;
  className?: string;
  children: ReactNode;
}

/** One beat: it keeps its place in the layout and is wiped in (or slides on) when its turn comes. */
export function MotionBeat({ as, state, className, children }: MotionBeatProps) {
  const [scope, animate] = useAnimate<HTMLElement>();
  // The look it mounts with is set inline, without animating (the scene is already on that frame).
  // The style prop never changes after that, so React never writes over an animation's styles.
  const [mounted] = useState(state);
  const drawn = useRef(state);

  useEffect(() => {
    if (drawn.current === state) return;
    drawn.current = state;
    // From the look on screen now (mid-way, if a change interrupts another) to the new one. At
    // the end motion writes the new look inline, so the element keeps it.
    animate(scope.current, beatVariants[state], beatTransition);
  }, [state, scope, animate]);

  // `createElement` rather than JSX: for a tag chosen at run time, JSX wants a ref that fits all
  // four elements at once, and the scope holds whichever one was drawn.
  return createElement(as, { ref: scope, className, style: beatVariants[mounted] }, children);
}
