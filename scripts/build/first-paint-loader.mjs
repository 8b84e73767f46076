// The inline script that starts a page's framework scripts after its first contentful paint
// (first-paint.mjs writes it into every exported page), and how tools read its list back.

import { RELOADED_KEY, sayCode } from './load-failures.mjs';

/** The attribute that marks the loader, so tools (the first-load budget, the tests) can find it. */
export const LOADER_ATTRIBUTE = 'data-after-first-paint';

const LOADER = new RegExp(
  `<script ${LOADER_ATTRIBUTE}="">[^<]*?\\((?:("[^"]*")|null),(\\[[^\\]]*\\]),("[^"]*")\\)<\\/script>`,
);
/** What a Next build id is made of (a nanoid, or a `generateBuildId` of the same alphabet). */
export const BUILD_ID = /^[\w-]+$/;

/**
 * How long the loader waits for the first contentful paint before it starts the scripts anyway:
 * a page that is not being rendered (a background tab) paints nothing until it is shown. It is a
 * build constant, written into the HTML, so it lives here rather than in content/timings.ts.
 */
export const PAINT_WAIT_MS = 3000;

/**
 * Set on `<html>` when the loader starts the scripts (after the first paint, or at the fallback):
 * what must not be in effect at the first paint waits for it in CSS (`in-data-painted:`). Firefox
 * reports no first contentful paint for a page holding a scroll-snap container that overflows, so
 * its snap alignment waits (components/home/feature-wheel.tsx).
 */
export const PAINTED_ATTRIBUTE = 'data-painted';

/**
 * The loader: adds the scripts, async as before, and enables the full stylesheet once the
 * browser has reported the first contentful paint (a `paint` PerformanceObserver; a frame
 * callback is not enough, the browser can run one and still present the frame after the scripts)
 * and the document is parsed, so a paint of half the page does not start them. A browser without
 * paint timing starts them when the document is parsed, and any page gets them after
 * {@link PAINT_WAIT_MS} at the latest. No frame callback or timer is on the usual path: a test
 * that pauses the page's clock still gets a working page.
 *
 * With `description` (the address of the page's description, its RSC payload, which
 * page-description.mjs took out of the HTML), the loader requests it at the paint with the
 * scripts, never before: nothing the first paint needs shares the network with it, and a page
 * model such as Lighthouse's simulation does not count it towards the paint. A failed request is
 * retried once; one that fails twice settles as '', never as an unhandled rejection. The scripts
 * are preloaded at the same time and run only once the description is handed to Next
 * (`self.__next_f`, where Next's own inline scripts put it): Next reads what is there when it
 * starts and closes the stream when the document is parsed, so the description must come first.
 *
 * One build per page view: the description is fetched by an address every build shares, so a
 * deploy between the HTML and that request would hand this page another build's description
 * (and chunk names that are gone). With `build` (the build id the HTML's description carries as
 * `"b":"…"`), a description without it is not handed over: the page reloads once, and gets the
 * new build's HTML; when the reload brings the same mismatch again (a cache keeps the old HTML),
 * or the session cannot remember it reloaded, no script runs and the page stays a plain document
 * whose links all work. So does a page whose description cannot be fetched.
 *
 * Failures are seen: `<html>` is marked `data-load-failed` with what failed (`description`,
 * `build`, `script`) and, with `report` (Sentry's envelope address), one event is sent for the
 * page view (load-failures.mjs), a reload included.
 *
 * @param {string[]} sources
 * @param {string} [description]
 * @param {{ build?: string, report?: string }} [options]
 */
export function loaderScript(sources, description, { build, report } = {}) {
  if (build !== undefined && !BUILD_ID.test(build))
    throw new Error(`unexpected build id ${JSON.stringify(build)}`);
  const code =
    '(function(f,s,b){var d=document,w=window,h=d.documentElement,n=0,p=0,q=0,P=w.PerformanceObserver;' +
    sayCode(report) +
    'function g(k){return fetch(f).then(function(x){if(!x.ok)throw x;return x.text()})' +
    ".catch(function(){return k?'':g(1)})}" +
    'function add(t,a){var e=d.createElement(t);for(var k in a)e[k]=a[k];d.head.appendChild(e)}' +
    "function run(){s.forEach(function(u){add('script',{src:u,async:true,onerror:function(){say('script',u)}})})}" +
    `function other(){var k=${JSON.stringify(RELOADED_KEY)},v=b+' '+w.location.pathname,o;` +
    'try{o=w.sessionStorage.getItem(k);w.sessionStorage.setItem(k,v)}catch(x){o=v}' +
    "if(o===v)say('build',f);else{say('build',f,1);w.location.reload()}}" +
    "function go(){if(!p||d.readyState==='loading'||n++)return;" +
    "if(f){var r=g(0);s.forEach(function(u){add('link',{rel:'preload',as:'script',href:u})});" +
    "r.then(function(t){if(!t)say('description',f);" +
    'else if(b&&!~t.indexOf(\'"b":"\'+b+\'"\'))other();' +
    'else{(self.__next_f=self.__next_f||[]).push([1,t]);run()}})}' +
    'else run();' +
    "d.querySelectorAll('link[data-inlined]').forEach(function(l){l.disabled=false});" +
    `h.setAttribute(${JSON.stringify(PAINTED_ATTRIBUTE)},'')}` +
    "d.addEventListener('DOMContentLoaded',go);" +
    "if(!P||!P.supportedEntryTypes||!~P.supportedEntryTypes.indexOf('paint'))p=1;" +
    "else new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){" +
    "o.disconnect();p=1;go()}}).observe({type:'paint',buffered:true});" +
    `setTimeout(function(){p=1;go()},${PAINT_WAIT_MS})})(` +
    `${JSON.stringify(description ?? null)},${JSON.stringify(sources)},${JSON.stringify(build ?? '')})`;
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
  const list = html.match(LOADER)?.[2];
  return list ? JSON.parse(list) : [];
}

/**
 * The address of the page description a page's loader fetches; null when the description is
 * still inline (or there is no loader).
 *
 * @param {string} html
 * @returns {string | null}
 */
export function descriptionFetchedByLoader(html) {
  const address = html.match(LOADER)?.[1];
  return address ? JSON.parse(address) : null;
}
