// Plain JavaScript so the build's first-paint check (scripts/build/first-paint.mjs), which Node
// runs without a TypeScript loader, reads the same id the pages render.

/**
 * The id of the empty element every page renders right after the content of its first screen.
 * The layout's `<link rel="expect" href="#…" blocking="render">` holds the browser's first frame
 * until the parser has passed it: on a slow phone Chromium otherwise paints a half-parsed page
 * (the header with half its links, a hero picture cut off), and the rest arriving moves what was
 * drawn. Browsers without `rel="expect"` ignore the link.
 */
export const FIRST_SCREEN_END_ID = 'first-screen-end';
