import localFont from 'next/font/local';

/**
 * The site's typeface: Inter, cut by scripts/tools/subset-font.mjs from the npm package to the
 * weights and characters below (it reads them from this file; next/font wants them written out).
 *
 * `optional`, not preloaded (docs/decisions.md, "Typeface"; the A/B in docs/performance.md): the
 * browser uses the file only if it has it within its short block period, which a phone on a first
 * visit may not, and never swaps it in later, so nothing moves. The fallback is each platform's UI
 * face.
 */
export const inter = localFont({
  src: './inter.woff2',
  weight: '400 700',
  style: 'normal',
  display: 'optional',
  preload: false,
  adjustFontFallback: false,
  fallback: [
    'ui-sans-serif',
    'system-ui',
    '-apple-system',
    'Segoe UI',
    'Roboto',
    'Helvetica Neue',
    'Arial',
    'Noto Sans',
    'sans-serif',
  ],
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0020-007E,U+00A0,U+00A9,U+00AE,U+00D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026,U+20B9,U+2122,U+2192',
    },
  ],
  variable: '--font-inter',
});
