import {
  BrowserClient,
  captureException,
  dedupeIntegration,
  defaultStackParser,
  eventFiltersIntegration,
  getCurrentScope,
  httpContextIntegration,
  linkedErrorsIntegration,
  makeFetchTransport,
} from '@sentry/nextjs';

/**
 * The only module that imports @sentry/nextjs; it is loaded with `import()` after first paint.
 * A client with an explicit list of integrations instead of `Sentry.init()`: the site reports
 * errors only, so the bundle leaves out tracing, session pings, replay and breadcrumbs, and
 * nothing is sent until an error happens. No global handlers: this module loads with the first
 * error, and `listenForUncaughtErrors` (./report-error.ts) hands uncaught ones to it.
 */
export function initSentry(dsn: string): void {
  const client = new BrowserClient({
    dsn,
    transport: makeFetchTransport,
    stackParser: defaultStackParser,
    // No IP address inference and no cookies: a report holds the error, page and browser only.
    dataCollection: { userInfo: false, cookies: false },
    integrations: [
      eventFiltersIntegration(),
      linkedErrorsIntegration(),
      dedupeIntegration(),
      httpContextIntegration(),
    ],
  });
  getCurrentScope().setClient(client);
  client.init();
}

export { captureException };
