// The inline script that starts a page's framework scripts after its first contentful paint
// (first-paint.mjs writes it into every exported page), and how tools read its list back. The
// script is first-paint-runtime.mjs's function, minified and called with the page's values
// (inline-function.mjs).

import { firstPaintLoader } from './first-paint-runtime.mjs';
import { inlineCall, literal } from './inline-function.mjs';
import { RELOADED_KEY, sayCode } from './load-failures.mjs';

/** The attribute that marks the loader, so tools (the first-load budget, the tests) can find it. */
export const LOADER_ATTRIBUTE = 'data-after-first-paint';

/**
 * The loader, its call ending with the page's values: the description's address (or null), the
 * scripts and the build id. The loader holds no `<` (inline-function.mjs makes sure of it).
 */
const LOADER = new RegExp(
  `<script ${LOADER_ATTRIBUTE}="">[^<]*?[(,](?:("[^"]*")|null),(\\[[^\\]]*\\]),("[^"]*")\\)<\\/script>`,
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
  /** @type {import('./first-paint-runtime.mjs').LoaderSettings} */
  const settings = { wait: PAINT_WAIT_MS, painted: PAINTED_ATTRIBUTE, reloaded: RELOADED_KEY };
  // The page's own values come last, in this order: the readers below find them there.
  const code = inlineCall(
    firstPaintLoader,
    sayCode(report, build),
    literal(settings),
    literal(description ?? null),
    literal(sources),
    literal(build ?? ''),
  );
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
