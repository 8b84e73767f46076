'use client';

import { type ReactNode, useEffect, useRef } from 'react';
import { whenIdle } from '@/lib/when-idle';

/**
 * The client half of `BelowFirstScreen` (see there): once the page is idle, draws each section
 * for one frame (`data-drawn`), one per idle period, top to bottom, then marks it `data-measured`
 * and lets it be skipped again at the height the browser now remembers.
 */
export function LateSections({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const sections = [...(ref.current?.children ?? [])];
    let cancel = () => {};
    const measureFrom = (index: number) => {
      const section = sections[index];
      if (!section) return;
      cancel = whenIdle(() => {
        section.setAttribute('data-drawn', '');
        // The task after the next frame: that frame has laid the section out and measured it.
        let timer = 0;
        const frame = requestAnimationFrame(() => {
          timer = window.setTimeout(() => {
            section.removeAttribute('data-drawn');
            section.setAttribute('data-measured', '');
            measureFrom(index + 1);
          });
        });
        cancel = () => {
          cancelAnimationFrame(frame);
          clearTimeout(timer);
        };
      });
    };
    measureFrom(0);
    return () => cancel();
  }, []);
  return (
    <div ref={ref} className="contents *:render-when-near">
      {children}
    </div>
  );
}
