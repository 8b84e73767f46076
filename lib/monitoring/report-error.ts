/**
 * Error reporting without Sentry in the first-load script: the DSN arrives from the layout's
 * island, and the SDK is imported when the first error needs reporting, so a page view without an
 * error never fetches or evaluates it (loaded at idle, it cost every page view 24 KiB and 41-138 ms
 * of applied TBT on `/`, docs/performance.md). Uncaught errors and unhandled rejections reach it through `listenForUncaughtErrors`.
 * With no DSN nothing is loaded and nothing leaves the browser.
 */
import type * as SentryModule from './sentry-client';

type SentryClient = typeof SentryModule;

const MAX_QUEUED = 5;
let dsn: string | undefined;
let client: Promise<SentryClient> | null = null;
let queued: unknown[] = [];
const reported = new WeakSet<object>();

function load(configuredDsn: string): Promise<SentryClient> {
  client ??= import('./sentry-client').then((sentry) => {
    sentry.initSentry(configuredDsn);
    return sentry;
  });
  return client;
}

/** Sets the DSN (from the layout's island) and sends anything reported before it arrived. */
export function configureErrorReporting(configuredDsn: string | undefined): void {
  dsn = configuredDsn;
  const pending = queued;
  queued = [];
  if (!configuredDsn || pending.length === 0) return;
  void load(configuredDsn).then((sentry) =>
    pending.forEach((error) => sentry.captureException(error)),
  );
}

/**
 * Reports uncaught errors and unhandled rejections (the SDK's global handlers are not installed:
 * it loads after the first error, so these listeners stand in for them). An error event without
 * an error object (a cross-origin script's "Script error.") carries nothing to report.
 * Returns the function that stops listening.
 */
export function listenForUncaughtErrors(): () => void {
  const listening = new AbortController();
  const { signal } = listening;
  addEventListener('error', (event) => event.error != null && reportError(event.error), { signal });
  addEventListener('unhandledrejection', (event) => reportError(event.reason), { signal });
  return () => listening.abort();
}

/** Reports an error once. Errors raised before the island has configured a DSN wait for it. */
export function reportError(error: unknown): void {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  if (!dsn) {
    if (queued.length < MAX_QUEUED) queued.push(error);
    return;
  }
  void load(dsn).then((sentry) => sentry.captureException(error));
}
