'use client';

import { type ReactNode, useEffect, useRef } from 'react';

/** Where a key press belongs to the control, not to the page's scrolling. */
const OWN_KEYS = 'input,textarea,select,[contenteditable],dialog,[role=dialog]';

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
    const onKeyDown = (event: KeyboardEvent) => {
      const sections = ref.current?.querySelectorAll(':scope>:not([data-measured])') ?? [];
      if (
        event.key != 'End' ||
        event.defaultPrevented ||
        event.altKey ||
        event.shiftKey ||
        !sections.length ||
        (event.target as Element).closest?.(OWN_KEYS)
      )
        return;
      const draw = (drawn: boolean) =>
        sections.forEach((section) => {
          section.toggleAttribute('data-drawn', drawn);
          section.toggleAttribute('data-measured', !drawn);
        });
      draw(true);
      event.preventDefault();
      // Reading the height lays the drawn sections out, so the scroll aims at the real bottom.
      scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
      // The task after the next frame: that frame has laid them out and the browser measured them.
      requestAnimationFrame(() => setTimeout(draw, 0, false));
    };
    addEventListener('keydown', onKeyDown);
    return () => removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <div ref={ref} className="contents *:render-when-near">
      {children}
    </div>
  );
}
