'use client';

import { type ReactNode, useEffect, useRef } from 'react';
import { whenIdle } from '@/lib/when-idle';
import { FirstScreenEnd } from './first-screen-end';

/**
 * Sections that never show in the first screen, at any width. Each is drawn only when it comes
 * near the viewport (`render-when-near` in app/globals.css), so the work of styling and laying
 * them out is not in the way of the first paint or of the full stylesheet arriving. Until a
 * section has been drawn once the page counts it at a reserved height, and the End key, which aims
 * at the bottom it sees when pressed, would stop short of the real one; so once the page is idle
 * the sections are drawn for good, one per idle period, top to bottom. The wrapper draws no box.
 * It opens with the page's first-screen marker ({@link FirstScreenEnd}).
 */
export function BelowFirstScreen({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const sections = [...(ref.current?.children ?? [])];
    let cancel = () => {};
    const drawFrom = (index: number) => {
      const section = sections[index];
      if (!section) return;
      cancel = whenIdle(() => {
        section.setAttribute('data-drawn', '');
        drawFrom(index + 1);
      });
    };
    drawFrom(0);
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
