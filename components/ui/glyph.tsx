import { type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * The few control glyphs client islands draw (menus, carousels, demos). Kept apart from the full
 * content icon set in `icon.tsx` so an island ships these paths, not every icon on the site.
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

/**
 * The defaults step aside for the caller's own size: with both `size-5` and `size-4` in one class
 * list the stylesheet's order picks the winner (always `size-5`), and a repeated class is invalid.
 */
function iconClasses(className = '') {
  const own = className.split(/\s+/);
  return cn(
    !own.some((c) => c.startsWith('size-')) && 'size-5',
    !own.includes('shrink-0') && 'shrink-0',
    className,
  );
}

/** The one stroke-based frame (24 px grid, 1.75 stroke) every icon and glyph is drawn in. */
export function SvgIcon({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={iconClasses(className)}
    >
      {children}
    </svg>
  );
}

export function Glyph({ name, className }: { name: GlyphName; className?: string }) {
  return <SvgIcon className={className}>{glyphPaths[name]}</SvgIcon>;
}
