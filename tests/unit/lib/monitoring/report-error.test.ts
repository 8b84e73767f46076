import type * as ErrorReportingModule from '@/lib/monitoring/report-error';

const sentry = { initSentry: jest.fn(), captureException: jest.fn() };
jest.mock('@/lib/monitoring/sentry-client', () => sentry);

type ErrorReporting = typeof ErrorReportingModule;

/** A fresh module per test: it keeps the DSN and the queue in module state. */
function loadModule(): ErrorReporting {
  let loaded!: ErrorReporting;
  jest.isolateModules(() => {
    loaded = jest.requireActual<ErrorReporting>('@/lib/monitoring/report-error');
  });
  return loaded;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => jest.clearAllMocks());

/** An unhandled rejection as the browser raises it (jsdom has no PromiseRejectionEvent). */
const rejection = (reason: unknown) => Object.assign(new Event('unhandledrejection'), { reason });

it('loads nothing and sends nothing without a DSN', async () => {
  const { configureErrorReporting, listenForUncaughtErrors, reportError } = loadModule();
  configureErrorReporting(undefined);
  const stop = listenForUncaughtErrors();
  reportError(new Error('render failed'));
  window.dispatchEvent(new ErrorEvent('error', { error: new Error('uncaught') }));
  window.dispatchEvent(rejection(new Error('rejected')));
  stop();
  await flush();
  expect(sentry.initSentry).not.toHaveBeenCalled();
  expect(sentry.captureException).not.toHaveBeenCalled();
});

it('loads Sentry with the first uncaught error or rejection, not before', async () => {
  const { configureErrorReporting, listenForUncaughtErrors } = loadModule();
  configureErrorReporting('https://public@o0.ingest.sentry.io/0');
  const stop = listenForUncaughtErrors();
  await flush();
  expect(sentry.initSentry).not.toHaveBeenCalled();

  const uncaught = new Error('uncaught');
  window.dispatchEvent(new ErrorEvent('error', { error: uncaught, message: 'uncaught' }));
  // A cross-origin script's error carries no error object: nothing to report.
  window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
  window.dispatchEvent(rejection('a reason that is no Error'));
  await flush();
  expect(sentry.initSentry).toHaveBeenCalledTimes(1);
  expect(sentry.captureException.mock.calls).toEqual([[uncaught], ['a reason that is no Error']]);

  stop();
  // Handled here, so jsdom does not treat it as the test's own uncaught error.
  const handled = (event: Event) => event.preventDefault();
  window.addEventListener('error', handled);
  window.dispatchEvent(new ErrorEvent('error', { error: new Error('after stop') }));
  window.removeEventListener('error', handled);
  await flush();
  expect(sentry.captureException).toHaveBeenCalledTimes(2);
});

it('reports each error once, initialising Sentry once with the DSN', async () => {
  const { configureErrorReporting, reportError } = loadModule();
  configureErrorReporting('https://public@o0.ingest.sentry.io/0');
  const error = new Error('render failed');
  reportError(error);
  reportError(error);
  reportError(new Error('another'));
  await flush();
  expect(sentry.initSentry).toHaveBeenCalledTimes(1);
  expect(sentry.initSentry).toHaveBeenCalledWith('https://public@o0.ingest.sentry.io/0');
  expect(sentry.captureException).toHaveBeenCalledTimes(2);
  expect(sentry.captureException).toHaveBeenCalledWith(error);
});

it('keeps an error raised before the DSN arrives and sends it then', async () => {
  const { configureErrorReporting, reportError } = loadModule();
  const early = new Error('during hydration');
  reportError(early);
  await flush();
  expect(sentry.captureException).not.toHaveBeenCalled();
  configureErrorReporting('https://public@o0.ingest.sentry.io/0');
  await flush();
  expect(sentry.captureException).toHaveBeenCalledTimes(1);
  expect(sentry.captureException).toHaveBeenCalledWith(early);
});
