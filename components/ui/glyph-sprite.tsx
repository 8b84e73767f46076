import { glyphId } from './glyph';
import { type GlyphName, glyphPaths } from './glyph-paths';

/**
 * Every control glyph once per page, as `<symbol>`s that `Glyph` references with `<use>`. The
 * stroke settings come from the referencing `<svg>` (`SvgIcon`), which the symbols inherit.
 */
export function GlyphSprite() {
  const names = Object.keys(glyphPaths) as GlyphName[];
  return (
    <svg aria-hidden="true" focusable="false" className="absolute size-0 overflow-hidden">
      {names.map((name) => (
        <symbol key={name} id={glyphId(name)} viewBox="0 0 24 24">
          {glyphPaths[name]}
        </symbol>
      ))}
    </svg>
  );
}
