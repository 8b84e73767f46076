import { type ReactNode } from 'react';

/**
 * The few control glyphs client islands draw (menus, carousels, demos). Server components draw
 * them inline through `Icon`; islands reference them in the page's sprite through `Glyph`, so no
 * island ships a path.
 */
export const glyphPaths = {
  'arrow-right': <path d="M5 12h14M13 6l6 6-6 6" />,
  'chevron-down': <path d="m6 9 6 6 6-6" />,
  'chevron-left': <path d="m15 6-6 6 6 6" />,
  'chevron-right': <path d="m9 6 6 6-6 6" />,
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  play: <path d="M7 4.5v15l12-7.5z" />,
  pause: <path d="M8 5v14M16 5v14" />,
  minus: <path d="M5 12h14" />,
  'rotate-ccw': <path d="M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5" />,
  check: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type GlyphName = keyof typeof glyphPaths;
