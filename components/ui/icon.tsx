import { type CSSProperties } from 'react';
import { cn } from '@/lib/cn';
import { Glyph, iconClasses } from './glyph';
import { type GlyphName, glyphPaths } from './glyph-paths';
import { type ContentIconName, contentIconPaths } from './icon-paths';

export type IconGlyph = ContentIconName | GlyphName;

/** An icon's drawing as a CSS image, in the same stroke frame as `SvgIcon`. */
export function iconUrl(markup: string) {
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='1.75' stroke-linecap='round' stroke-linejoin='round'>${markup}</svg>`;
  const escaped = svg.replace(/[<>#"%]/g, (c) => encodeURIComponent(c));
  return `url("data:image/svg+xml,${escaped}")`;
}

export const isGlyph = (name: IconGlyph): name is GlyphName => name in glyphPaths;

/**
 * Any icon by name, for server components (client islands use `Glyph` to stay small). A content
 * icon is one element, its drawing a mask filled with the text colour (`.icon` in globals.css); a
 * control glyph references the page's sprite.
 */
export function Icon({ name, className }: { name: IconGlyph; className?: string }) {
  if (isGlyph(name)) return <Glyph name={name} className={className} />;
  const style = { '--icon': iconUrl(contentIconPaths[name]) } as CSSProperties;
  return <span aria-hidden="true" className={cn('icon', iconClasses(className))} style={style} />;
}
