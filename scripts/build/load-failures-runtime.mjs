// What the first-paint loader does when the page cannot come alive, as the browser runs it:
// load-failures.mjs writes one of these functions, minified and called with its settings, into
// the loader's call as its `say`. Like first-paint-runtime.mjs, each function must stand alone
// (no imports, no names from this module's scope): the build fails on any other name.

/** @typedef {'description' | 'build' | 'script'} LoadFailure */

/**
 * Called with what failed and its address; `reloading` when the page is about to reload for
 * another build, which is reported but not marked.
 *
 * @typedef {(kind: LoadFailure, address: string, reloading?: boolean) => void} Say
 */

/**
 * Marks `<html>` with what failed, so a test (or a person with the inspector) sees it.
 *
 * @param {string} attribute LOAD_FAILED_ATTRIBUTE
 * @returns {Say}
 */
export function markLoadFailure(attribute) {
  return (kind, _address, reloading) => {
    if (!reloading) document.documentElement.setAttribute(attribute, kind);
  };
}

/**
 * @typedef {object} ReportSettings
 * @property {string} report Sentry's envelope address
 * @property {string} build the HTML's build id, a tag of the event
 * @property {Record<LoadFailure | 'reload', string>} messages LOAD_FAILURES
 */

/**
 * `mark`, and one event per page view posted to Sentry's envelope address with
 * `navigator.sendBeacon`, which outlives a reload. Like the SDK's own events (lib/monitoring), it
 * holds the page, the build and what failed, and tells Sentry not to infer the visitor's IP
 * address (`infer_ip: never`).
 *
 * @param {Say} mark
 * @param {ReportSettings} settings
 * @returns {Say}
 */
export function reportLoadFailure(mark, { report, build, messages }) {
  let sent = false;
  return (kind, address, reloading) => {
    mark(kind, address, reloading);
    if (sent) return;
    sent = true;
    const failure = reloading ? 'reload' : kind;
    let id = '';
    while (id.length !== 32) id += Math.floor(Math.random() * 16).toString(16);
    const event = {
      event_id: id,
      timestamp: Date.now() / 1000,
      platform: 'javascript',
      level: reloading ? 'warning' : 'error',
      logger: 'page-loader',
      message: messages[failure],
      tags: { load_failure: failure, build },
      request: { url: window.location.href },
      extra: { address },
      sdk: { name: 'kyrelo.page-loader', version: '1', settings: { infer_ip: 'never' } },
    };
    const header = JSON.stringify({ event_id: id, sent_at: new Date().toISOString() });
    try {
      window.navigator.sendBeacon(report, header + '\n{"type":"event"}\n' + JSON.stringify(event));
    } catch {
      // No beacon (a browser without it, or one that refuses it): the mark is all there is.
    }
  };
}
