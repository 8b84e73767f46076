/**
 * Error reporting without Sentry in the first-load script: the DSN arrives from the layout's
 * island, the SDK is imported when the page is idle or when the first error needs reporting.
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

/** Starts Sentry ahead of any error, so uncaught errors outside React are reported too. */
export function preloadErrorReporting(): void {
  if (dsn) void load(dsn);
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
