'use client';

import { type ReactNode, useEffect, useRef } from 'react';

/** Where a key press belongs to the control, not to the page's scrolling. */
const OWN_KEYS = 'input, textarea, select, [contenteditable], dialog, [role="dialog"]';

/**
 * The client half of `BelowFirstScreen` (see there). Nothing runs until the visitor presses End
 * (or Ctrl+End) with the page itself to scroll: then every section not yet measured is drawn
 * (`data-drawn`), the page is scrolled to its real bottom, and after the next frame, which has
 * laid the sections out, each is marked `data-measured` and skipped again at the height the
 * browser now remembers. A key a control has handled (a carousel's End) is left to it.
 */
export function LateSections({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let frame = 0;
    let timer = 0;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'End' || event.defaultPrevented || event.altKey || event.shiftKey) return;
      if (event.target instanceof Element && event.target.closest(OWN_KEYS)) return;
      const sections = [...(ref.current?.children ?? [])].filter(
        (section) => !section.hasAttribute('data-measured'),
      );
      if (sections.length === 0) return;
      for (const section of sections) section.setAttribute('data-drawn', '');
      event.preventDefault();
      // Reading the height lays the drawn sections out, so the scroll aims at the real bottom.
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        timer = window.setTimeout(() => {
          for (const section of sections) {
            section.removeAttribute('data-drawn');
            section.setAttribute('data-measured', '');
          }
        });
      });
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return (
    <div ref={ref} className="contents *:render-when-near">
      {children}
    </div>
  );
}
