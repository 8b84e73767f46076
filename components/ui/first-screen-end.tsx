import { FIRST_SCREEN_END_ID } from '@/lib/first-screen.mjs';

/**
 * Marks where the page's first screen ends in its HTML: the browser draws its first frame only
 * once the parser has reached this point (see lib/first-screen.mjs). One per page, after the
 * content a visitor sees before scrolling at any width.
 */
export function FirstScreenEnd() {
  return <span id={FIRST_SCREEN_END_ID} hidden />;
}
