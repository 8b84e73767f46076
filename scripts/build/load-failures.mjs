// Part of the first-paint loader (first-paint-loader.mjs): what it does when the page cannot come
// alive as built. It marks the document, so a test (or a person with the inspector) sees it, and,
// when error reporting is configured, sends one event to Sentry's envelope endpoint itself: the
// SDK is one of the scripts that may not have run, so the loader does not wait for it.

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
 * The loader's `say(kind, address, reloading)`: marks `<html>` with the kind (unless the page is
 * about to reload) and, with `report` (an envelope address), posts one event per page view with
 * `navigator.sendBeacon`, which outlives a reload. Like the SDK's own events (lib/monitoring), it
 * holds the page, the build and what failed, and tells Sentry not to infer the visitor's IP
 * address (`infer_ip: never`). The variables `d`, `w`, `h` (the document,
 * the window and `<html>`) and `b` (the build id) are the loader's own.
 *
 * @param {string | undefined} report
 */
export function sayCode(report) {
  const mark = `if(!r)h.setAttribute(${JSON.stringify(LOAD_FAILED_ATTRIBUTE)},k);`;
  if (!report) return `function say(k,u,r){${mark}}`;
  return (
    `function say(k,u,r){${mark}if(q++)return;` +
    'for(var i="";i.length-32;)i+=(Math.random()*16|0).toString(16);' +
    `var m=${JSON.stringify(LOAD_FAILURES)};` +
    'var e=JSON.stringify({event_id:i,timestamp:Date.now()/1e3,platform:"javascript",' +
    'level:r?"warning":"error",logger:"page-loader",message:m[r?"reload":k],' +
    'tags:{load_failure:r?"reload":k,build:b},request:{url:w.location.href},extra:{address:u},' +
    'sdk:{name:"kyrelo.page-loader",version:"1",settings:{infer_ip:"never"}}});' +
    'try{w.navigator.sendBeacon(' +
    JSON.stringify(report) +
    ',JSON.stringify({event_id:i,sent_at:new Date().toISOString()})+' +
    '"\\n{\\"type\\":\\"event\\"}\\n"+e)}catch(x){}}'
  );
}
