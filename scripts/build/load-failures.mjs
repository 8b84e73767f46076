// Part of the first-paint loader (first-paint-loader.mjs): what it does when the page cannot come
// alive as built. It marks the document, so a test (or a person with the inspector) sees it, and,
// when error reporting is configured, sends one event to Sentry's envelope endpoint itself: the
// SDK is one of the scripts that may not have run, so the loader does not wait for it. The code
// the page runs is load-failures-runtime.mjs; this module holds what the build gives it.

import { inlineCall, literal } from './inline-function.mjs';
import { markLoadFailure, reportLoadFailure } from './load-failures-runtime.mjs';

/** The attribute on `<html>` that names what failed: see {@link LOAD_FAILURES}. */
export const LOAD_FAILED_ATTRIBUTE = 'data-load-failed';

/**
 * The session key that remembers a reload for a page whose description came from another build,
 * so a host that keeps serving the old HTML gets the plain document, not a reload loop.
 */
export const RELOADED_KEY = 'kyrelo-reloaded-for-build';

/** What each failure means, as the owner reads it in the error report. */
export const LOAD_FAILURES = Object.freeze({
  description:
    'The page description could not be fetched (twice): no script ran, the page stays a plain document.',
  script: 'A framework script could not be loaded: the page may not respond to clicks.',
  build:
    'The page description comes from another build than the HTML, and a reload did not help: the page stays a plain document.',
  reload:
    'The page description came from another build than the HTML (a deploy while the page loaded): the page was reloaded once.',
});

/**
 * The address events are posted to for a Sentry DSN (`https://KEY@HOST[/PATH]/PROJECT`):
 * `https://HOST[/PATH]/api/PROJECT/envelope/?sentry_key=KEY&sentry_version=7`, the form the
 * SDK's own transport uses. Throws on anything else, so a mistyped DSN stops the build.
 *
 * @param {string} dsn
 */
export function sentryEnvelopeUrl(dsn) {
  let url;
  try {
    url = new URL(dsn);
  } catch {
    throw new Error(`NEXT_PUBLIC_SENTRY_DSN is not a URL: ${dsn}`);
  }
  const match = url.pathname.match(/^(.*)\/(\d+)$/);
  if (!url.username || !match || !/^https?:$/.test(url.protocol))
    throw new Error(
      `NEXT_PUBLIC_SENTRY_DSN is not a Sentry DSN (https://KEY@HOST/PROJECT): ${dsn}`,
    );
  const [, prefix = '', project = ''] = match;
  return `${url.origin}${prefix}/api/${project}/envelope/?sentry_key=${url.username}&sentry_version=7`;
}

/**
 * The code of the loader's `say(kind, address, reloading)` (load-failures-runtime.mjs): it marks
 * `<html>` with the kind (unless the page is about to reload) and, with `report` (an envelope
 * address), posts one event per page view, tagged with `build`.
 *
 * @param {string | undefined} report
 * @param {string} [build]
 */
export function sayCode(report, build = '') {
  const mark = inlineCall(markLoadFailure, literal(LOAD_FAILED_ATTRIBUTE));
  if (!report) return mark;
  /** @type {import('./load-failures-runtime.mjs').ReportSettings} */
  const settings = { report, build, messages: LOAD_FAILURES };
  return inlineCall(reportLoadFailure, mark, literal(settings));
}
