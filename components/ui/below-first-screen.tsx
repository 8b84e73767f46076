import { type ReactNode } from 'react';
import { FirstScreenEnd } from './first-screen-end';
import { LateSections } from './late-sections';

/**
 * Sections that never show in the first screen, at any width, after the page's first-screen
 * marker ({@link FirstScreenEnd}). Each is drawn only when it comes near the viewport
 * (`render-when-near` in app/globals.css: `content-visibility: auto` with
 * `contain-intrinsic-size: auto`), so the work of styling and laying them out is not in the way
 * of the first paint, the full stylesheet arriving, or any later change to the whole page (a
 * modal dialog making the page behind it inert restyles every element that is drawn).
 *
 * Until a section has been drawn once the page counts it at a reserved height, and the End key,
 * which aims at the bottom it sees when pressed, would stop short of the real one. So End draws
 * every section for one frame first ({@link LateSections}): the browser remembers their real
 * height and uses it while they are skipped again. Nothing is drawn ahead: on a slow phone each
 * section's layout was a long task. The wrapper draws no box.
 */
export function BelowFirstScreen({ children }: { children: ReactNode }) {
  return (
    <>
      <FirstScreenEnd />
      <LateSections>{children}</LateSections>
    </>
  );
}
