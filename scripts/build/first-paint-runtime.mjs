// The first-paint loader as the browser runs it: first-paint-loader.mjs writes this function,
// minified and called with the page's values, into every exported page (its comment there says
// what the loader does and why). Browser code, but plain JavaScript typed with JSDoc, like the
// rest of scripts/: Node serialises the function as it is, and tsc and ESLint check it.
// It must stand alone: no imports, no names from this module's scope, only its arguments and the
// globals inline-function.mjs allows (the build fails on any other).

/** @typedef {import('./load-failures-runtime.mjs').Say} Say */

/**
 * @typedef {object} LoaderSettings
 * @property {number} wait PAINT_WAIT_MS
 * @property {string} painted PAINTED_ATTRIBUTE
 * @property {string} reloaded RELOADED_KEY
 */

/**
 * @param {Say} say what the page does when it cannot come alive (load-failures-runtime.mjs)
 * @param {LoaderSettings} settings
 * @param {string | null} description the page description's address; null: it is inline
 * @param {string[]} sources the framework scripts
 * @param {string} build the build id the description must carry; '': not checked
 */
export function firstPaintLoader(say, settings, description, sources, build) {
  const doc = document;
  const Observer = window.PerformanceObserver;
  // The scripts start once both hold: the paint was reported (or will not be), the page is parsed.
  let painted = false;
  let started = false;

  /** @returns {Promise<string>} the text; '' when it failed twice, never a rejection */
  const fetchDescription = (/** @type {boolean} */ retried) =>
    fetch(/** @type {string} */ (description))
      .then((response) => {
        if (!response.ok) throw response;
        return response.text();
      })
      .catch(() => (retried ? '' : fetchDescription(true)));

  /**
   * @template {'script' | 'link'} T
   * @param {T} tag
   * @param {Partial<HTMLElementTagNameMap[T]>} properties
   */
  const add = (tag, properties) =>
    doc.head.appendChild(Object.assign(doc.createElement(tag), properties));

  const runScripts = () =>
    sources.forEach((src) =>
      add('script', { src, async: true, onerror: () => say('script', src) }),
    );

  // The description is another build's: one reload per build and page, which the session
  // remembers; a session that cannot remember gets none rather than a possible loop.
  const otherBuild = (/** @type {string} */ address) => {
    const visit = build + ' ' + window.location.pathname;
    let before;
    try {
      before = window.sessionStorage.getItem(settings.reloaded);
      window.sessionStorage.setItem(settings.reloaded, visit);
    } catch {
      before = visit;
    }
    if (before === visit) say('build', address);
    else {
      say('build', address, true);
      window.location.reload();
    }
  };

  const start = () => {
    if (!painted || doc.readyState === 'loading' || started) return;
    started = true;
    if (description) {
      const request = fetchDescription(false);
      sources.forEach((href) => add('link', { rel: 'preload', as: 'script', href }));
      request.then((text) => {
        if (!text) say('description', description);
        else if (build && !text.includes('"b":"' + build + '"')) otherBuild(description);
        else {
          const next = /** @type {{ __next_f?: unknown[] }} */ (/** @type {unknown} */ (self));
          (next.__next_f = next.__next_f || []).push([1, text]);
          runScripts();
        }
      });
    } else runScripts();
    const inlined = /** @type {NodeListOf<HTMLLinkElement>} */ (
      doc.querySelectorAll('link[data-inlined]')
    );
    inlined.forEach((link) => (link.disabled = false));
    doc.documentElement.setAttribute(settings.painted, '');
  };
  const paint = () => {
    painted = true;
    start();
  };

  doc.addEventListener('DOMContentLoaded', start);
  if (!Observer?.supportedEntryTypes?.includes('paint')) painted = true;
  else
    new Observer((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect();
        paint();
      }
    }).observe({ type: 'paint', buffered: true });
  setTimeout(paint, settings.wait);
}
