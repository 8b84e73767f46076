// The inline script that starts a page's framework scripts after its first contentful paint
// (first-paint.mjs writes it into every exported page), and how tools read its list back.

/** The attribute that marks the loader, so tools (the first-load budget, the tests) can find it. */
export const LOADER_ATTRIBUTE = 'data-after-first-paint';

const LOADER = new RegExp(`<script ${LOADER_ATTRIBUTE}="">[^<]*?\\((\\[[^\\]]*\\])\\)<\\/script>`);

/**
 * How long the loader waits for the first contentful paint before it starts the scripts anyway:
 * a page that is not being rendered (a background tab) paints nothing until it is shown. It is a
 * build constant, written into the HTML, so it lives here rather than in content/timings.ts.
 */
export const PAINT_WAIT_MS = 3000;

/**
 * The loader: adds the scripts, async as before, and enables the full stylesheet once the
 * browser has reported the first contentful paint (a `paint` PerformanceObserver; a frame
 * callback is not enough, the browser can run one and still present the frame after the scripts)
 * and the document is parsed, so a paint of half the page does not start them. A browser without
 * paint timing starts them when the document is parsed, and any page gets them after
 * {@link PAINT_WAIT_MS} at the latest. No frame callback or timer is on the usual path: a test
 * that pauses the page's clock still gets a working page.
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

/** @param {string} html whether the page already has a loader */
export const hasLoader = (html) => LOADER.test(html);

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
