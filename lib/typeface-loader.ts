import { TYPEFACE_ATTRIBUTE } from './typeface';

/**
 * How long `font-display: optional` lets text wait for its font, in Chromium and Firefox alike
 * (CSS Fonts 4 suggests 100 ms): a download that took longer was not drawn. One that took a
 * little less may still have missed it with decoding; that page keeps its mark, as before.
 */
const BLOCK_PERIOD_MS = 100;

/**
 * The typeface's work after the first paint (components/layout/typeface.tsx imports this module
 * only when the browser is idle): loading it ahead of the page that will use it, and unmarking a
 * page whose first paint did without it.
 */

/** The page's own `@font-face` rule for `family` (the first page's inlined stylesheet holds it). */
function fontFaceRule(family: string): CSSFontFaceRule | undefined {
  for (const sheet of Array.from(document.styleSheets)) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue;
    }
    for (const rule of Array.from(rules))
      if (
        rule instanceof CSSFontFaceRule &&
        rule.style.getPropertyValue('font-family').replace(/["']/g, '').trim() === family
      )
        return rule;
  }
  return undefined;
}

/**
 * Loads the face of `family`'s rule as a face of its own and adds it to the page once loaded;
 * rejects when there is no rule or the file does not load. The stylesheet's face cannot be loaded
 * ahead instead: its `font-display: optional` gives up on a download that takes longer than the
 * block period, and Firefox then marks it failed for the page.
 */
export async function loadTypeface(family: string) {
  const rule = fontFaceRule(family);
  if (!rule) throw new Error(`no @font-face for ${family}`);
  const descriptor = (name: string) => rule.style.getPropertyValue(name) || undefined;
  const face = new FontFace(family, rule.style.getPropertyValue('src'), {
    weight: descriptor('font-weight'),
    style: descriptor('font-style'),
    unicodeRange: descriptor('unicode-range'),
  });
  await face.load();
  document.fonts.add(face);
}

/**
 * On a page the head script marked: when the font came too late for its block period (not cached
 * after all), the page was drawn in the fallback, and `optional` keeps it so. The mark goes too (nothing
 * changes on screen): a browser that rebuilds its faces when a media query changes (Chromium, on
 * a turned phone or a reduced-motion setting) would otherwise take the now-cached font as a new
 * face and swap it in, moving the text. A face that failed (Firefox gives up on a late `optional`
 * one) is unmarked the same way. Resolves to whether the page was unmarked.
 */
export async function unmarkIfDrawnWithout(family: string): Promise<boolean> {
  const face = Array.from(document.fonts).find(
    (candidate) => candidate.family.replace(/["']/g, '') === family,
  );
  const src = fontFaceRule(family)
    ?.style.getPropertyValue('src')
    .match(/url\(["']?([^"')]+)/)?.[1];
  if (!face || !src || face.status === 'unloaded') return false;
  const unmark = () => {
    document.documentElement.removeAttribute(TYPEFACE_ATTRIBUTE);
    return true;
  };
  try {
    await face.loaded;
  } catch {
    return unmark();
  }
  // Its download against the block period (no entry: it came from the memory cache, in time).
  // Not against the first paint: the header's logo can paint while the text waits for the font.
  const [file] = performance.getEntriesByName(new URL(src, window.location.href).href);
  const took = file ? (file as PerformanceResourceTiming).responseEnd - file.startTime : 0;
  return took > BLOCK_PERIOD_MS ? unmark() : false;
}
