'use client';

import { useEffect, useRef } from 'react';

/** A thin bar under the header whose width is the share of the page scrolled. */
export function ScrollProgress() {
  const barRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const { scrollHeight, clientHeight } = document.documentElement;
      const scrollable = scrollHeight - clientHeight;
      const progress = scrollable > 0 ? Math.min(1, window.scrollY / scrollable) : 0;
      if (barRef.current) {
        barRef.current.style.transform = `scaleX(${progress})`;
        barRef.current.dataset.progress = String(Math.round(progress * 100));
      }
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, []);

  return (
    <div aria-hidden="true" className="absolute inset-x-0 bottom-0 h-0.5">
      <div
        ref={barRef}
        data-testid="scroll-progress"
        data-progress="0"
        className="h-full origin-left scale-x-0 bg-gradient-to-r from-brand-500 to-accent-500"
      />
    </div>
  );
}
