import { type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { GlyphName } from './glyph-paths';

export type { GlyphName };

/**
 * The defaults step aside for the caller's own size: with both `size-5` and `size-4` in one class
 * list the stylesheet's order picks the winner (always `size-5`), and a repeated class is invalid.
 */
export function iconClasses(className = '') {
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

/** The id of a glyph's `<symbol>` in the page's sprite (`glyph-sprite.tsx`). */
export const glyphId = (name: GlyphName) => `glyph-${name}`;

/**
 * A control glyph: a reference into the sprite every page carries, so an island ships the glyph's
 * name, not its path, and a glyph repeated in the HTML costs a `<use>`, not its drawing.
 */
export function Glyph({ name, className }: { name: GlyphName; className?: string }) {
  return (
    <SvgIcon className={className}>
      <use href={`#${glyphId(name)}`} />
    </SvgIcon>
  );
}
