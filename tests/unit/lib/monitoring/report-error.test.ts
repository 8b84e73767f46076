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

it('loads nothing and sends nothing without a DSN', async () => {
  const { configureErrorReporting, preloadErrorReporting, reportError } = loadModule();
  configureErrorReporting(undefined);
  reportError(new Error('render failed'));
  preloadErrorReporting();
  await flush();
  expect(sentry.initSentry).not.toHaveBeenCalled();
  expect(sentry.captureException).not.toHaveBeenCalled();
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
