/**
 * Loads the site's typeface ahead of the page that will use it (components/layout/typeface.tsx
 * imports this module only when the browser is idle).
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
