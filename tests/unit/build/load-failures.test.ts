import { scriptsAfterFirstPaint } from '../../../scripts/build/first-paint.mjs';
import {
  LOAD_FAILED_ATTRIBUTE,
  LOAD_FAILURES,
  RELOADED_KEY,
  sentryEnvelopeUrl,
} from '../../../scripts/build/load-failures.mjs';
import { buildIdOf } from '../../../scripts/build/page-description.mjs';
import { runLoader, settle } from './run-loader';

const BUILD = 'Bq7-NC9fE3Yny1UpPbZFy';
const OTHER_BUILD = 'zz9-other-build';
const describe_ = (build: string) => `0:{"P":null,"b":"${build}","c":["",""]}\n1:"x"\n`;
const ADDRESS = '/plans.txt';
const SOURCES = ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js'];
const REPORT = 'https://o0.ingest.sentry.io/api/0/envelope/?sentry_key=public&sentry_version=7';
const page =
  '<html><head>' +
  SOURCES.map((src) => `<script src="${src}" async=""></script>`).join('') +
  '</head><body><h1>Plans</h1></body></html>';
const rewritten = (report?: string) =>
  scriptsAfterFirstPaint(page, ADDRESS, { build: BUILD, report });

/** A page whose loader has asked for its description and got `text` (null: failed twice). */
async function answered(
  text: string | null,
  options?: Parameters<typeof runLoader>[1],
  report?: string,
) {
  const loader = runLoader(rewritten(report), options);
  loader.painted();
  loader.requests[0]!.answer(text);
  await settle();
  if (text === null) {
    loader.requests[1]!.answer(null);
    await settle();
  }
  return loader;
}

/** The event inside a Sentry envelope: header line, item header line, event. */
function eventOf(body: string) {
  const [header, item, event] = body.split('\n');
  expect(JSON.parse(item!)).toEqual({ type: 'event' });
  const parsed = JSON.parse(event!);
  expect(JSON.parse(header!).event_id).toBe(parsed.event_id);
  expect(parsed.event_id).toMatch(/^[0-9a-f]{32}$/);
  return parsed;
}

describe('one build per page view', () => {
  test('a description of the same build is handed to Next and the scripts run', async () => {
    const loader = await answered(describe_(BUILD));
    expect(loader.log).toEqual(['push', ...SOURCES.map((src) => `script ${src}`)]);
    expect(loader.reloads).toBe(0);
    expect(loader.marks.has(LOAD_FAILED_ATTRIBUTE)).toBe(false);
  });

  test('a description of another build is not handed over: the page reloads once', async () => {
    const session = new Map<string, string>();
    const loader = await answered(describe_(OTHER_BUILD), { session });
    expect(loader.log).toEqual([]);
    expect(loader.reloads).toBe(1);
    expect(session.get(RELOADED_KEY)).toBe(`${BUILD} /plans`);
    // The reload brings the same HTML again (a cache kept it): no second reload, a plain document.
    const again = await answered(describe_(OTHER_BUILD), { session });
    expect(again.reloads).toBe(0);
    expect(again.log).toEqual([]);
    expect(again.marks.get(LOAD_FAILED_ATTRIBUTE)).toBe('build');
    // Another page of the same old HTML still gets its one reload.
    const other = await answered(describe_(OTHER_BUILD), { session, pathname: '/pricing' });
    expect(other.reloads).toBe(1);
  });

  test('a session that cannot remember the reload gets the plain document, never a loop', async () => {
    const loader = await answered(describe_(OTHER_BUILD), { session: null });
    expect(loader.reloads).toBe(0);
    expect(loader.log).toEqual([]);
    expect(loader.marks.get(LOAD_FAILED_ATTRIBUTE)).toBe('build');
  });
});

describe('failures are seen', () => {
  test('a description that fails twice marks the page; nothing leaves it without a DSN', async () => {
    const loader = await answered(null);
    expect(loader.marks.get(LOAD_FAILED_ATTRIBUTE)).toBe('description');
    expect(loader.beacons).toEqual([]);
    expect(rewritten()).not.toContain('sendBeacon');
  });

  test('with a DSN, one event for the failed description goes to the envelope address', async () => {
    const loader = await answered(null, undefined, REPORT);
    expect(loader.beacons.map((beacon) => beacon.address)).toEqual([REPORT]);
    const event = eventOf(loader.beacons[0]!.body);
    expect(event).toMatchObject({
      level: 'error',
      message: LOAD_FAILURES.description,
      tags: { load_failure: 'description', build: BUILD },
      request: { url: 'https://kyrelo.example/plans' },
      extra: { address: ADDRESS },
      // As the SDK's events: Sentry does not store the visitor's IP address.
      sdk: { settings: { infer_ip: 'never' } },
    });
  });

  test('a reload for another build is reported as a warning, before the page goes', async () => {
    const loader = await answered(describe_(OTHER_BUILD), undefined, REPORT);
    expect(loader.reloads).toBe(1);
    expect(loader.marks.has(LOAD_FAILED_ATTRIBUTE)).toBe(false);
    expect(eventOf(loader.beacons[0]!.body)).toMatchObject({
      level: 'warning',
      message: LOAD_FAILURES.reload,
      tags: { load_failure: 'reload' },
    });
  });

  test('a script that fails to load marks the page and is reported once', async () => {
    const loader = await answered(describe_(BUILD), undefined, REPORT);
    loader.failScript(SOURCES[1]!);
    loader.failScript(SOURCES[0]!);
    expect(loader.marks.get(LOAD_FAILED_ATTRIBUTE)).toBe('script');
    expect(loader.beacons).toHaveLength(1);
    expect(eventOf(loader.beacons[0]!.body)).toMatchObject({
      message: LOAD_FAILURES.script,
      extra: { address: SOURCES[1] },
    });
  });
});

describe('the build step', () => {
  test("reads the build id from the description's root line, and refuses none or two", () => {
    expect(buildIdOf(describe_(BUILD))).toBe(BUILD);
    expect(() => buildIdOf('0:{"P":null}\n')).toThrow('names no build id');
    expect(() => buildIdOf(describe_(BUILD) + describe_(OTHER_BUILD))).toThrow(
      `build ids ${BUILD}, ${OTHER_BUILD}`,
    );
  });

  test('refuses a build id that could break out of the loader', () => {
    expect(() => scriptsAfterFirstPaint(page, ADDRESS, { build: 'x"+alert(1)+"' })).toThrow(
      'unexpected build id',
    );
  });

  test("turns a DSN into Sentry's envelope address, and refuses what is not a DSN", () => {
    expect(sentryEnvelopeUrl('https://public@o0.ingest.sentry.io/0')).toBe(REPORT);
    expect(sentryEnvelopeUrl('https://k@sentry.example.com/errors/42')).toBe(
      'https://sentry.example.com/errors/api/42/envelope/?sentry_key=k&sentry_version=7',
    );
    expect(() => sentryEnvelopeUrl('sentry.io/0')).toThrow('not a URL');
    expect(() => sentryEnvelopeUrl('https://o0.ingest.sentry.io/0')).toThrow('not a Sentry DSN');
    expect(() => sentryEnvelopeUrl('https://k@o0.ingest.sentry.io/x')).toThrow('not a Sentry DSN');
  });
});
