import { useState } from 'react';
import { useInterval } from './use-interval';
import { useReducedMotion } from './use-reduced-motion';

interface AutoAdvanceOptions {
  length: number;
  delay: number;
  /** Start again after the last item (true) or stop on it (false). */
  loop?: boolean;
  /** Holds the timer without changing the autoplay choice: off screen, hovered, focused. */
  held?: boolean;
}

/**
 * The state behind every rotating island: which item shows and whether it advances on its own.
 * Autoplay is on by default except under `prefers-reduced-motion`, where it never starts unless
 * the visitor presses play. Choosing an item by hand turns autoplay off.
 */
export function useAutoAdvance({ length, delay, loop = true, held = false }: AutoAdvanceOptions) {
  const reducedMotion = useReducedMotion();
  const [choice, setChoice] = useState<boolean | null>(null);
  const [index, setIndex] = useState(0);
  const autoplay = choice ?? !reducedMotion;
  const atEnd = !loop && index >= length - 1;
  const ticking = autoplay && !held && !atEnd;

  useInterval(
    () => setIndex((i) => (loop ? (i + 1) % length : Math.min(i + 1, length - 1))),
    ticking ? delay : null,
  );

  return {
    index,
    /** Autoplay is on (it may still be held, or finished at the end of a non-looping run). */
    autoplay: autoplay && !atEnd,
    /** The visitor has made a choice: played, paused or picked an item. */
    touched: choice !== null,
    reducedMotion,
    goTo(next: number) {
      setIndex(((next % length) + length) % length);
      setChoice(false);
    },
    play() {
      setChoice(true);
    },
    pause() {
      setChoice(false);
    },
    restart() {
      setIndex(0);
      setChoice(true);
    },
  };
}
