// Build step, after `next build` and before the Content-Security-Policy step (which hashes the
// loader this writes): takes out of the way what stands between each exported page's HTML and its
// first paint. The content needs neither a stylesheet request nor a script to show: it is all in
// the HTML.
// Usage: node scripts/build/first-paint.mjs [export folder, default $NEXT_EXPORT_DIR or out]
//
// - The stylesheet: Next links it, and the browser paints nothing until that request has made a
//   full round trip. The rules the page's HTML can use are written into the head instead
//   (critical-css.mjs), so the HTML alone paints. The link stays, `disabled` so the browser does
//   not fetch it before the paint (React looks for it by its address when it hydrates and would
//   add it again); the loader enables it with the scripts, for the classes scripts add later.
// - The first frame: the layout's `<link rel="expect" blocking="render">` holds it until the parser
//   has passed the page's first-screen marker (lib/first-screen.mjs), so a slow phone never paints
//   half a header. The check below makes sure every page has both, the link in the head.
// - The scripts: Next writes its chunks as `<script async>` in the head (and one in the body). On
//   a fast connection they run (React hydrating the page) before the browser paints anything; on
//   a slow one they share the connection with the HTML. One small inline loader at the end of the
//   body (first-paint-loader.mjs) requests them once the browser reports the first contentful
//   paint.
// - The page description: the RSC payload Next inlines at the end of the HTML is also the route's
//   `.txt` file. It leaves the HTML (page-description.mjs, which checks the two are the same) and
//   the loader fetches the file, handing it to Next before its scripts run.
//
// The rewrite matches the exact markup Next writes today, and nothing looser. Whatever it leaves
// behind fails the build, naming the page and the tag: a framework script still loaded by the
// HTML, a stylesheet still linked, or a page with no framework script at all. A Next upgrade that
// changes that markup therefore stops the build instead of quietly bringing back the old first
// paint; the fix is to teach the patterns below the new markup (docs/architecture.md).

import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FIRST_SCREEN_END_ID } from '../../lib/first-screen.mjs';
import { parseAttributes } from '../../lib/security/page-policy.mjs';
import { exportDir, htmlFiles, isMain, projectRoot } from '../lib/common.mjs';
import { buildEnv } from './build-env.mjs';
import { attributesOf, classesOf, criticalCss } from './critical-css.mjs';
import {
  descriptionFetchedByLoader,
  hasLoader,
  loaderScript,
  scriptsStartedAfterPaint,
} from './first-paint-loader.mjs';
import { sentryEnvelopeUrl } from './load-failures.mjs';
import {
  buildIdOf,
  descriptionFile,
  hasInlineDescription,
  withoutInlineDescription,
} from './page-description.mjs';

export {
  LOADER_ATTRIBUTE,
  PAINTED_ATTRIBUTE,
  PAINT_WAIT_MS,
  descriptionFetchedByLoader,
  scriptsStartedAfterPaint,
} from './first-paint-loader.mjs';

const ASYNC_SCRIPT = /<script src="(\/_next\/[^"]+\.js)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*href="([^"]+)"\/>/g;
const STYLESHEET =
  /<link rel="stylesheet" href="(\/_next\/[^"]+\.css)" data-precedence="([^"]*)"\/>/g;

/** @param {string} html */
function refuseRewritten(html) {
  if (hasLoader(html)) throw new Error('already rewritten (it has the loader): build it again');
}

/**
 * The page with its async Next scripts (the head's and the one Next puts in the body) requested
 * and run after the first paint; Next's preloads of them go too, so no script competes with the
 * HTML for the connection. With `description`, the loader fetches the page description from it
 * (see first-paint-loader.mjs).
 *
 * @param {string} html
 * @param {string} [description] the page description's address
 * @param {{ build?: string, report?: string }} [loader] the build id the description must carry,
 *   and where load failures are reported (see first-paint-loader.mjs)
 */
export function scriptsAfterFirstPaint(html, description, loader = {}) {
  refuseRewritten(html);
  const sources = [...new Set([...html.matchAll(ASYNC_SCRIPT)].map(([, src = '']) => src))];
  // Nothing in the known form: left as it is, for firstPaintProblems to report what is there.
  if (sources.length === 0) return html;
  const rewritten = html
    .replace(ASYNC_SCRIPT, '')
    .replace(SCRIPT_PRELOAD, (preload, href) => (sources.includes(href) ? '' : preload));
  const bodyEnd = rewritten.lastIndexOf('</body>');
  if (bodyEnd === -1) throw new Error('no </body> to put the script loader before');
  return (
    rewritten.slice(0, bodyEnd) +
    loaderScript(sources, description, loader) +
    rewritten.slice(bodyEnd)
  );
}

/**
 * The stylesheet's relative `url()`s (the brand font's file: `url(../media/…)`) as paths from the
 * site's root: inlined into a page they would resolve against the page's address instead. Fails
 * on a `url()` it cannot read, so a new form never ships as a broken address.
 *
 * @param {string} css
 * @param {string} href the stylesheet's address
 */
export function absoluteUrls(css, href) {
  const base = new URL(href, 'https://site.invalid');
  const rewritten = css.replace(/url\((['"]?)([^'")]*)\1\)/g, (whole, quote, target) =>
    /^(?:[a-z][a-z\d+.-]*:|\/|#)/i.test(target)
      ? whole
      : `url(${quote}${new URL(target, base).pathname}${quote})`,
  );
  const unread = rewritten.match(/url\(\s*(?!['"]?(?:[a-z][a-z\d+.-]*:|\/|#))[^)]*\)/i);
  if (unread) throw new Error(`${href}: cannot make ${unread[0]} absolute for inlining`);
  return rewritten;
}

/** An `@font-face` rule as the minified stylesheet writes it: descriptors only, no nested block. */
const FONT_FACE = /@font-face\s*\{[^{}]*\}/g;

/**
 * The stylesheet without its `@font-face` rules, and those rules as a page inlines them. Each page
 * keeps them in its `<style>`; the same rules in the full sheet, enabled after the first paint,
 * would be new faces of the same family, each with its own `font-display: optional` block period:
 * a font that came too late for the first paint would arrive within the new face's period from
 * the cache and be swapped in, moving the text. Fails when a face holds a nested block, which the
 * pattern would cut in two.
 *
 * @param {string} css
 * @param {string} href the stylesheet's address
 */
export function withoutFontFaces(css, href) {
  const faces = (css.match(FONT_FACE) ?? []).map((rule) => absoluteUrls(rule, href));
  const rest = css.replace(FONT_FACE, '');
  if (/@font-face/i.test(rest)) throw new Error(`${href}: an @font-face rule could not be read`);
  return { css: rest, faces };
}

/**
 * The page with each of Next's stylesheet links replaced by the rules the page can use, in a
 * `<style>` element, followed by the link, disabled, for the loader to enable after the first
 * paint.
 *
 * @param {string} html
 * @param {(href: string) => string} cssOf the stylesheet's text, by its address
 */
export function inlineStylesheets(html, cssOf) {
  const classes = classesOf(html);
  const attributes = attributesOf(html);
  return html.replace(STYLESHEET, (_, href, precedence) => {
    const css = absoluteUrls(criticalCss(cssOf(href), classes, attributes), href);
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style": it cannot be inlined`);
    return (
      `<style>${css}</style>` +
      `<link rel="stylesheet" href="${href}" data-precedence="${precedence}" data-inlined="" disabled=""/>`
    );
  });
}

/**
 * Every `<script>` and `<link>` start tag of the page, its attributes read in any order and any
 * quoting, so the check below does not share the rewrite's assumptions about Next's markup.
 *
 * @param {string} html
 * @returns {{ tag: string, name: string, attributes: Map<string, string> }[]}
 */
export function startTags(html) {
  return [...html.matchAll(/<(script|link)\b((?:"[^"]*"|'[^']*'|[^'">])*)>/gi)].map(
    ([tag, name = '', rest = '']) => ({
      tag,
      name: name.toLowerCase(),
      attributes: parseAttributes(rest),
    }),
  );
}

const isFramework = (/** @type {string | undefined} */ url) => /^\/_next\//.test(url ?? '');

/**
 * What in a rewritten page still stands between its HTML and its first paint, as readable lines;
 * [] when the page is ready: its framework scripts all started by the loader (the `noModule`
 * polyfill aside, which modern browsers never fetch), its stylesheets inlined and their links
 * disabled.
 *
 * @param {string} html
 * @returns {string[]}
 */
export function firstPaintProblems(html) {
  const problems = [];
  if (scriptsStartedAfterPaint(html).length === 0)
    problems.push('no framework script is started after the paint (no script loader written)');
  let inlined = 0;
  for (const { tag, name, attributes } of startTags(html)) {
    if (name === 'script' && isFramework(attributes.get('src')) && !attributes.has('nomodule')) {
      problems.push(`a framework script loads before the first paint: ${tag}`);
    }
    const rel = attributes.get('rel')?.toLowerCase().split(/\s+/) ?? [];
    if (name !== 'link' || !isFramework(attributes.get('href'))) continue;
    if (rel.includes('stylesheet')) {
      if (attributes.has('disabled') && attributes.has('data-inlined')) inlined += 1;
      else problems.push(`a stylesheet is linked, not inlined: ${tag}`);
    } else if (['preload', 'modulepreload'].some((kind) => rel.includes(kind))) {
      if (attributes.get('as') === 'script' || rel.includes('modulepreload'))
        problems.push(`a framework script is preloaded before the first paint: ${tag}`);
    }
  }
  if (inlined === 0) problems.push('no inlined stylesheet');
  if (hasInlineDescription(html))
    problems.push('the page description is still inline (self.__next_f.push([1,…]) scripts)');
  else if (descriptionFetchedByLoader(html) === null)
    problems.push('the loader fetches no page description');
  problems.push(...firstFrameProblems(html));
  return problems;
}

/**
 * What keeps the page's first frame from waiting for its first screen: the head's
 * `<link rel="expect" href="#first-screen-end" blocking="render">` and exactly one element with
 * that id after it (lib/first-screen.mjs).
 *
 * @param {string} html
 * @returns {string[]}
 */
export function firstFrameProblems(html) {
  const problems = [];
  const headEnd = html.indexOf('</head>');
  const expects = startTags(html.slice(0, Math.max(headEnd, 0))).filter(
    ({ name, attributes }) =>
      name === 'link' &&
      attributes.get('rel')?.toLowerCase() === 'expect' &&
      attributes.get('href') === `#${FIRST_SCREEN_END_ID}` &&
      attributes.get('blocking') === 'render',
  );
  if (expects.length !== 1)
    problems.push(
      `the head has ${expects.length} <link rel="expect" href="#${FIRST_SCREEN_END_ID}" blocking="render"> (want 1)`,
    );
  const markers = html.match(new RegExp(`\\sid="${FIRST_SCREEN_END_ID}"`, 'g'))?.length ?? 0;
  if (markers !== 1)
    problems.push(
      `the page has ${markers} elements with id="${FIRST_SCREEN_END_ID}" (want 1: <FirstScreenEnd /> after its first screen)`,
    );
  return problems;
}

/**
 * One exported page, rewritten for its first paint; throws, naming the page, when the result
 * is not ready for it (see {@link firstPaintProblems}).
 *
 * @param {string} html
 * @param {(href: string) => string} cssOf
 * @param {string} page the page's path, for the message
 * @param {{ address: string, text: string }} description the route's description file
 * @param {{ report?: string }} [options] where the loader reports load failures (Sentry's
 *   envelope address), when error reporting is configured
 */
export function rewriteForFirstPaint(html, cssOf, page, description, { report } = {}) {
  let rewritten;
  try {
    refuseRewritten(html);
    rewritten = scriptsAfterFirstPaint(
      withoutInlineDescription(inlineStylesheets(html, cssOf), description),
      description.address,
      { build: buildIdOf(description.text), report },
    );
  } catch (error) {
    throw new Error(`${page}: ${/** @type {Error} */ (error).message}`, { cause: error });
  }
  const problems = firstPaintProblems(rewritten);
  if (problems.length > 0) {
    // A first-frame problem is the page's own (its marker), not a change in Next's markup.
    const frameOnly = problems.every((problem) => firstFrameProblems(rewritten).includes(problem));
    const cause = frameOnly
      ? 'its first frame does not wait for its first screen'
      : "Next's markup no longer matches scripts/build/first-paint.mjs";
    throw new Error(
      `${page} is not ready for its first paint: ${cause} ` +
        `(see "Where the HTML is rewritten" in docs/architecture.md).\n` +
        problems.map((problem) => `  - ${problem}`).join('\n'),
    );
  }
  return rewritten;
}

/**
 * Sentry's envelope address when the build has error reporting configured (the variables as
 * `next build` read them, .env files included), for the loader's failure reports.
 */
function loadFailureReport() {
  const dsn = buildEnv(projectRoot).NEXT_PUBLIC_SENTRY_DSN?.trim();
  return dsn ? sentryEnvelopeUrl(dsn) : undefined;
}

/** @param {string} root */
async function rewriteExport(root) {
  const report = loadFailureReport();
  /** @type {Set<string>} */
  const builds = new Set();
  /** @type {Map<string, string>} */
  const stylesheets = new Map();
  const pages = await htmlFiles(root);
  let deferred = 0;
  for (const file of pages) {
    const html = await readFile(file, 'utf8');
    for (const { name, attributes } of startTags(html)) {
      const href = attributes.get('href') ?? '';
      if (name === 'link' && isFramework(href) && !stylesheets.has(href) && href.endsWith('.css'))
        stylesheets.set(href, await readFile(path.join(root, href), 'utf8'));
    }
    const cssOf = (/** @type {string} */ href) => {
      const css = stylesheets.get(href);
      if (css === undefined) throw new Error(`${href} is linked but was not read`);
      return css;
    };
    const page = path.relative(root, file);
    const description = await descriptionFile(root, page, html).catch((error) => {
      throw new Error(`${page}: ${error.message}`, { cause: error });
    });
    const rewritten = rewriteForFirstPaint(html, cssOf, page, description, { report });
    builds.add(buildIdOf(description.text));
    if (builds.size > 1)
      throw new Error(`${page}: the export mixes builds ${[...builds].join(', ')}: build it again`);
    deferred += scriptsStartedAfterPaint(rewritten).length;
    for (const { name, attributes } of startTags(html)) {
      const href = attributes.get('href') ?? '';
      if (name !== 'link' || !stylesheets.has(href)) continue;
      for (const face of withoutFontFaces(cssOf(href), href).faces)
        if (!rewritten.includes(face))
          throw new Error(`${page}: the inlined CSS lacks ${href}'s ${face.slice(0, 80)}…`);
    }
    await writeFile(file, rewritten);
  }
  // Every page holds the faces in its own <style> now (checked above): the full sheet drops them.
  let faces = 0;
  for (const [href, css] of stylesheets) {
    const stripped = withoutFontFaces(css, href);
    faces += stripped.faces.length;
    if (stripped.faces.length > 0) await writeFile(path.join(root, href), stripped.css);
  }
  return { pages: pages.length, deferred, stylesheets: stylesheets.size, faces };
}

if (isMain(import.meta.filename)) {
  const root = exportDir();
  rewriteExport(root).then(
    ({ pages, deferred, stylesheets, faces }) =>
      console.log(
        `First paint: ${pages} pages of ${path.relative(process.cwd(), root) || '.'}/ rewritten ` +
          `(${stylesheets} stylesheet(s) inlined, ${deferred} script tags started after the paint, ` +
          `${faces} @font-face rule(s) kept in the pages only)`,
      ),
    (error) => {
      console.error(
        `\nFirst-paint step failed. ${error instanceof Error ? error.message : error}\n`,
      );
      process.exit(1);
    },
  );
}
