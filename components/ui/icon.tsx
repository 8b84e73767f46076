import type { IconName } from '@/content/schema';
import { cn } from '@/lib/cn';
import { Glyph, iconClasses } from './glyph';
import { type GlyphName, glyphPaths } from './glyph-paths';

/** A content icon: drawn by CSS, its class in app/icons.css. */
export type ContentIconName = Exclude<IconName, GlyphName>;
export type IconGlyph = ContentIconName | GlyphName;

export const isGlyph = (name: IconGlyph): name is GlyphName => name in glyphPaths;

/** The class that gives an element a content icon's drawing (`--icon`, app/icons.css). */
export const iconClass = (name: ContentIconName) => `icon-${name}`;

/**
 * Any icon by name, for server components (client islands use `Glyph` to stay small). A content
 * icon is one element, its drawing a mask filled with the text colour (`.icon` in globals.css,
 * the drawings in app/icons.css); a control glyph references the page's sprite.
 */
export function Icon({ name, className }: { name: IconGlyph; className?: string }) {
  if (isGlyph(name)) return <Glyph name={name} className={className} />;
  return (
    <span aria-hidden="true" className={cn('icon', iconClass(name), iconClasses(className))} />
  );
}
