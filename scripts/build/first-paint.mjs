// What stands between an exported page's HTML and its first paint, taken out of the way. The
// content needs neither a stylesheet request nor a script to show: it is all in the HTML.
//
// - The stylesheet: Next links it, and the browser paints nothing until that request has made a
//   full round trip. The rules the page's HTML can use are written into the head instead
//   (critical-css.mjs; about 7.5 KB gzipped of the site's 12), so the HTML alone paints. The link
//   stays, `disabled` so the browser does not fetch it before the paint (React looks for it by its
//   address when it hydrates and would add it again); the loader below enables it with the
//   scripts, for the classes scripts add later.
// - The scripts: Next writes its chunks as `<script async>` in the head (and one in the body). On
//   a fast connection they arrive and run (React hydrating the page) before the browser paints
//   anything, so the first paint waits for all of the framework's JavaScript; on a slow one they
//   share the connection with the HTML. One small inline loader at the end of the body requests
//   them once the browser reports the first contentful paint. The price: on a slow network the
//   page becomes interactive a little later (its scripts start downloading after the paint, not
//   during it). docs/decisions.md has the measurements behind the trade.
//
// `npm run build` applies both to every exported page before the Content-Security-Policy step
// hashes the page's inline scripts (the loader is one of them).

import { classesOf, criticalCss } from './critical-css.mjs';

/** The attribute that marks the loader, so tools (the first-load budget) can read its list. */
export const LOADER_ATTRIBUTE = 'data-after-first-paint';

const ASYNC_SCRIPT = /<script src="(\/_next\/[^"]+\.js)" async=""><\/script>/g;
const LOADER = new RegExp(`<script ${LOADER_ATTRIBUTE}="">[^<]*?\\((\\[[^\\]]*\\])\\)<\\/script>`);

/**
 * How long the loader waits for the first contentful paint before it starts the scripts anyway:
 * a page that is not being rendered (a background tab) paints nothing until it is shown.
 */
export const PAINT_WAIT_MS = 3000;

/**
 * The loader: adds the scripts, async as before, and enables the full stylesheet once the
 * browser has reported the first contentful paint (a `paint` PerformanceObserver; a frame
 * callback is not enough, the browser can run one and still present the frame after the scripts)
 * and the document is parsed, so a paint of half the page does not start them. A browser without paint timing starts them when the document
 * is parsed, and any page gets them after {@link PAINT_WAIT_MS} at the latest. No frame callback
 * or timer is on the usual path: a test that pauses the page's clock still gets a working page.
 *
 * @param {string[]} sources
 */
export function loaderScript(sources) {
  const code =
    '(function(s){var d=document,n=0,p=0,P=window.PerformanceObserver;function go(){' +
    "if(!p||d.readyState==='loading'||n++)return;s.forEach(function(u){" +
    "var e=d.createElement('script');e.src=u;e.async=true;d.head.appendChild(e)});" +
    "d.querySelectorAll('link[data-inlined]').forEach(function(l){l.disabled=false})}" +
    "d.addEventListener('DOMContentLoaded',go);" +
    "if(!P||!P.supportedEntryTypes||!~P.supportedEntryTypes.indexOf('paint'))p=1;" +
    "else new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){" +
    "o.disconnect();p=1;go()}}).observe({type:'paint',buffered:true});" +
    `setTimeout(function(){p=1;go()},${PAINT_WAIT_MS})})(${JSON.stringify(sources)})`;
  return `<script ${LOADER_ATTRIBUTE}="">${code}</script>`;
}

const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*href="([^"]+)"\/>/g;

/**
 * The page with its async Next scripts (the head's and the one Next puts in the body) requested
 * and run after the first paint; Next's preloads of them go too, so no script competes with the
 * HTML for the connection. A page without any (or already rewritten) comes back unchanged.
 *
 * @param {string} html
 */
export function scriptsAfterFirstPaint(html) {
  if (!html.includes('</head>') || LOADER.test(html)) return html;
  const sources = [...new Set([...html.matchAll(ASYNC_SCRIPT)].map(([, src = '']) => src))];
  if (sources.length === 0) return html;
  const rewritten = html
    .replace(ASYNC_SCRIPT, '')
    .replace(SCRIPT_PRELOAD, (preload, href) => (sources.includes(href) ? '' : preload));
  const bodyEnd = rewritten.lastIndexOf('</body>');
  if (bodyEnd === -1) throw new Error('No </body> to put the script loader before');
  return rewritten.slice(0, bodyEnd) + loaderScript(sources) + rewritten.slice(bodyEnd);
}

/**
 * The scripts a page's loader starts; [] for a page without one.
 *
 * @param {string} html
 * @returns {string[]}
 */
export function scriptsStartedAfterPaint(html) {
  const list = html.match(LOADER)?.[1];
  return list ? JSON.parse(list) : [];
}

const STYLESHEET =
  /<link rel="stylesheet" href="(\/_next\/[^"]+\.css)" data-precedence="([^"]*)"\/>/g;

/**
 * The page with each of Next's stylesheet links replaced by the rules the page can use, in a
 * `<style>` element, followed by the link, disabled, for the loader to enable after the first
 * paint. A page already rewritten has no enabled link and is unchanged.
 *
 * @param {string} html
 * @param {(href: string) => string} cssOf the stylesheet's text, by its address
 */
export function inlineStylesheets(html, cssOf) {
  const classes = classesOf(html);
  return html.replace(STYLESHEET, (_, href, precedence) => {
    const css = criticalCss(cssOf(href), classes);
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style": it cannot be inlined`);
    return (
      `<style>${css}</style>` +
      `<link rel="stylesheet" href="${href}" data-precedence="${precedence}" data-inlined="" disabled=""/>`
    );
  });
}
