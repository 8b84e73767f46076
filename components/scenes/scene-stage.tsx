'use client';

import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { timings } from '@/content/timings';
import { useInView } from '@/lib/hooks/use-in-view';
import { useInterval } from '@/lib/hooks/use-interval';
import { useLazyModule } from '@/lib/hooks/use-lazy-module';
import { useReducedMotion } from '@/lib/hooks/use-reduced-motion';
import { SceneContext } from './scene-context';

const loadMotion = () => import('./scene-motion');

/**
 * The island behind a product scene. The server renders its first frame, full, and under reduced
 * motion CSS shows the finished scene instead (see `Beat`). Once the scene comes near the screen,
 * and unless reduced motion is asked for, motion's chunk loads and the scene plays on screen from
 * that frame, one beat per `timings.sceneBeat`, once. Off screen the count holds where it is.
 */
export function SceneStage({ beats, children }: { beats: number; children: ReactNode }) {
  const [nearRef, near] = useInView<HTMLDivElement>('0px 0px 60% 0px');
  const [viewRef, inView] = useInView<HTMLDivElement>();
  const ref = useCallback(
    (node: HTMLDivElement | null) => {
      nearRef(node);
      viewRef(node);
    },
    [nearRef, viewRef],
  );
  const reducedMotion = useReducedMotion();
  const loaded = useLazyModule(loadMotion, near && !reducedMotion);
  const motion = reducedMotion ? null : loaded;
  const playing = motion !== null;
  const [step, setStep] = useState(0);
  const last = beats - 1;

  useInterval(
    () => setStep((current) => Math.min(current + 1, last)),
    playing && inView && step < last ? timings.sceneBeat : null,
  );

  const value = useMemo(
    () => (playing ? { step, motion } : { step: 0, motion: null }),
    [playing, step, motion],
  );

  // Where the run stands, for the browser tests that hold the clock: static, playing, held, done.
  const state = !playing ? 'static' : step >= last ? 'done' : inView ? 'playing' : 'held';
  return (
    <div ref={ref} data-scene-state={state} data-scene-step={playing ? step : undefined}>
      <SceneContext value={value}>{children}</SceneContext>
    </div>
  );
}
