import { readFileSync } from 'node:fs';
import path from 'node:path';
import { attributesOf, classesOf, criticalCss } from '../../../scripts/build/critical-css.mjs';
import {
  descriptionFetchedByLoader,
  firstPaintProblems,
  rewriteForFirstPaint,
  scriptsAfterFirstPaint,
  scriptsStartedAfterPaint,
  startTags,
} from '../../../scripts/build/first-paint.mjs';
import {
  buildIdOf,
  descriptionFile,
  hasInlineDescription,
  inlineDescription,
  withoutInlineDescription,
} from '../../../scripts/build/page-description.mjs';
import {
  FIXTURES_DIR,
  MANIFEST,
  type FixturesManifest,
} from '../../../scripts/tools/next-export-fixtures.mjs';

/**
 * The build's steps on real pages: tests/fixtures/next-export/ holds a few pages as `next build`
 * exported them, before the build rewrote them (`npm run fixtures:export` refreshes them).
 */
const read = (file: string) => readFileSync(path.join(FIXTURES_DIR, file), 'utf8');
const manifest: FixturesManifest = JSON.parse(read(MANIFEST));
const pages = Object.entries(manifest.pages);

test('the fixtures come from the installed Next', () => {
  const installed = JSON.parse(readFileSync(require.resolve('next/package.json'), 'utf8')).version;
  if (manifest.next !== installed)
    throw new Error(
      `tests/fixtures/next-export/ holds Next ${manifest.next}'s export; Next ${installed} is ` +
        'installed. Run `npm run fixtures:export`, then these tests, and teach the build steps ' +
        'any markup that changed (docs/architecture.md, "Where the HTML is rewritten").',
    );
  expect(pages.length).toBeGreaterThan(0);
});

/** The framework scripts a page loads, read from its tags, independently of the rewrite. */
const frameworkScripts = (html: string) => [
  ...new Set(
    startTags(html)
      .filter(({ name, attributes }) => name === 'script' && !attributes.has('nomodule'))
      .map(({ attributes }) => attributes.get('src') ?? '')
      .filter((src) => src.startsWith('/_next/')),
  ),
];

/**
 * The stylesheet's rules whose whole selector is one class (`.md\\:flex{…}`), with the class
 * name unescaped: read here without the step's own parser, as what any page with the class needs.
 */
const singleClassRules = (css: string) =>
  [...css.matchAll(/(?<=[{}])\.((?:\\[^0-9a-fA-F]|[\w-])+)\{[^{}]*\}/g)].map(
    ([text, escaped = '']) => ({ name: escaped.replace(/\\(.)/g, '$1'), text }),
  );

describe.each(pages)('%s', (page, descriptionPath) => {
  const html = read(page);
  const text = read(descriptionPath);
  const cssOf = (href: string) => read(href.replace(/^\//, ''));
  const scripts = frameworkScripts(html);

  test('is the unrewritten export: framework scripts, a linked stylesheet, the inline description', () => {
    expect(scripts.length).toBeGreaterThan(0);
    const sheets = startTags(html).filter(
      ({ name, attributes }) => name === 'link' && attributes.get('rel') === 'stylesheet',
    );
    expect(sheets.map(({ attributes }) => attributes.get('href'))).toEqual(
      manifest.stylesheets.map((sheet) => `/${sheet}`),
    );
    expect(hasInlineDescription(html)).toBe(true);
  });

  test('its inline description is its description file, and leaves the HTML whole', async () => {
    const description = await descriptionFile(FIXTURES_DIR, page, html);
    expect(description).toEqual({ address: `/${descriptionPath}`, text });
    expect(inlineDescription(html)).toBe(text);
    const without = withoutInlineDescription(html, description);
    expect(hasInlineDescription(without)).toBe(false);
    expect(without).not.toContain('__next_f.push([1,');
  });

  test('every framework script leaves the HTML for the loader, in the same order', () => {
    const rewritten = scriptsAfterFirstPaint(html, `/${descriptionPath}`);
    expect(frameworkScripts(rewritten)).toEqual([]);
    expect(scriptsStartedAfterPaint(rewritten)).toEqual(scripts);
    expect(descriptionFetchedByLoader(rewritten)).toBe(`/${descriptionPath}`);
  });

  test('its critical CSS keeps the rules of the classes it has and drops the others', () => {
    const classes = classesOf(html);
    const css = cssOf(`/${manifest.stylesheets[0]}`);
    const critical = criticalCss(css, classes);
    const rules = singleClassRules(css);
    const missing = rules.filter((rule) => classes.has(rule.name) && !critical.includes(rule.text));
    expect(missing).toEqual([]);
    const unused = rules.filter((rule) => !classes.has(rule.name));
    expect(unused.length).toBeGreaterThan(0);
    expect(unused.filter((rule) => critical.includes(rule.text))).toEqual([]);
  });

  test('comes out of the whole rewrite ready for its first paint', () => {
    const description = { address: `/${descriptionPath}`, text };
    const ready = rewriteForFirstPaint(html, cssOf, page, description);
    expect(firstPaintProblems(ready)).toEqual([]);
    expect(frameworkScripts(ready)).toEqual([]);
    expect(scriptsStartedAfterPaint(ready)).toEqual(scripts);
    expect(descriptionFetchedByLoader(ready)).toBe(description.address);
    // The loader hands over only a description of the HTML's own build.
    expect(ready).toContain(JSON.stringify(buildIdOf(text)));
    expect(ready).not.toContain('__next_f.push([1,');
    // The page's critical CSS in the head, the stylesheet's link kept there, disabled.
    const [sheet] = manifest.stylesheets;
    const inlined =
      `<style>${criticalCss(cssOf(`/${sheet}`), classesOf(html), attributesOf(html))}</style>` +
      `<link rel="stylesheet" href="/${sheet}" data-precedence="next" data-inlined="" disabled=""/>`;
    expect(ready.indexOf(inlined)).toBeGreaterThan(-1);
    expect(ready.indexOf(inlined)).toBeLessThan(ready.indexOf('</head>'));
  });
});
