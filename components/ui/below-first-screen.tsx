'use client';

import { type ReactNode, useEffect, useRef } from 'react';
import { whenIdle } from '@/lib/when-idle';
import { FirstScreenEnd } from './first-screen-end';

/** Set while a section is drawn to be measured; `render-when-near` draws it then, near or not. */
const DRAWING = 'data-drawn';
/** Set on a section once the browser has measured it (its real height is remembered). */
const MEASURED = 'data-measured';

/**
 * Runs `callback` after the next frame has been laid out and painted.
 *
 * @returns a function that cancels it
 */
function afterNextFrame(callback: () => void): () => void {
  let timer: number | undefined;
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(callback);
  });
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

/**
 * Sections that never show in the first screen, at any width. Each is drawn only when it comes
 * near the viewport (`render-when-near` in app/globals.css: `content-visibility: auto` with
 * `contain-intrinsic-size: auto`), so the work of styling and laying them out is not in the way
 * of the first paint, the full stylesheet arriving, or any later change to the whole page (a
 * modal dialog making the page behind it inert restyles every element that is drawn).
 *
 * Until a section has been drawn once the page counts it at a reserved height, and the End key,
 * which aims at the bottom it sees when pressed, would stop short of the real one. So once the
 * page is idle each section is drawn for one frame, one per idle period, top to bottom: the
 * browser remembers its real height (`contain-intrinsic-size: auto`) and uses it while the section
 * is skipped again. The wrapper draws no box; it opens with the page's first-screen marker
 * ({@link FirstScreenEnd}).
 */
export function BelowFirstScreen({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const sections = [...(ref.current?.children ?? [])];
    let cancel = () => {};
    const measureFrom = (index: number) => {
      const section = sections[index];
      if (!section) return;
      cancel = whenIdle(() => {
        section.setAttribute(DRAWING, '');
        cancel = afterNextFrame(() => {
          section.removeAttribute(DRAWING);
          section.setAttribute(MEASURED, '');
          measureFrom(index + 1);
        });
      });
    };
    measureFrom(0);
    return () => cancel();
  }, []);
  return (
    <>
      <FirstScreenEnd />
      <div ref={ref} className="contents *:render-when-near">
        {children}
      </div>
    </>
  );
}
