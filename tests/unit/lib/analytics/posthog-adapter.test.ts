import { createPosthogAdapter, type PosthogClient } from '@/lib/analytics/posthog-adapter';
import { persistenceFor, posthogConfig } from '@/lib/analytics/persistence';
import type { VitalReport } from '@/lib/analytics/web-vitals';

function fakeClient() {
  return {
    init: jest.fn(),
    set_config: jest.fn(),
    capture: jest.fn(),
    startSessionRecording: jest.fn(),
    stopSessionRecording: jest.fn(),
  } satisfies Record<keyof PosthogClient, jest.Mock>;
}

const options = { apiKey: 'phc_test', host: 'https://eu.i.posthog.com' };

function storeAnalyticsData() {
  window.localStorage.setItem('ph_phc_test_posthog', '{"distinct_id":"x"}');
  window.localStorage.setItem('cookie_consent', 'yes');
  window.sessionStorage.setItem('ph_phc_test_window_id', 'w');
  window.sessionStorage.setItem('__ph_opt_in_out_phc_test', '1');
  document.cookie = 'ph_phc_test_posthog=abc; path=/';
}

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.cookie = 'ph_phc_test_posthog=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('persistence by consent', () => {
  it.each([
    ['yes', 'localStorage+cookie', false],
    ['no', 'memory', true],
    ['undecided', 'memory', true],
  ] as const)('%s → %s, session recording disabled: %s', (consent, persistence, noRecording) => {
    expect(persistenceFor(consent)).toBe(persistence);
    const config = posthogConfig(options.host, consent);
    expect(config).toMatchObject({
      api_host: options.host,
      persistence,
      disable_session_recording: noRecording,
      capture_pageview: false,
    });
  });

  it('initialises with the key and the persistence the consent allows', () => {
    const client = fakeClient();
    createPosthogAdapter(client, { ...options, consent: 'undecided' });
    expect(client.init).toHaveBeenCalledWith(
      'phc_test',
      expect.objectContaining({ persistence: 'memory', disable_session_recording: true }),
    );
  });

  it('starting without consent removes anything an earlier visit stored', () => {
    storeAnalyticsData();
    createPosthogAdapter(fakeClient(), { ...options, consent: 'no' });
    expect(Object.keys(window.localStorage)).toEqual(['cookie_consent']);
    expect(Object.keys(window.sessionStorage)).toEqual([]);
    expect(document.cookie).not.toContain('ph_');
  });
});

describe('a change of consent applies at once', () => {
  it('accepting switches persistence on and starts session recording', async () => {
    const client = fakeClient();
    const adapter = createPosthogAdapter(client, { ...options, consent: 'undecided' });
    await adapter.applyConsent('yes');
    expect(client.set_config).toHaveBeenCalledWith({ persistence: 'localStorage+cookie' });
    expect(client.startSessionRecording).toHaveBeenCalledTimes(1);
    expect(client.stopSessionRecording).not.toHaveBeenCalled();
  });

  it('recording starts only once the bundled recorder has loaded', async () => {
    const client = fakeClient();
    let finishLoading = () => {};
    const loadRecorder = jest.fn(() => new Promise<void>((resolve) => (finishLoading = resolve)));
    const adapter = createPosthogAdapter(client, {
      ...options,
      consent: 'undecided',
      loadRecorder,
    });
    const applied = adapter.applyConsent('yes');
    expect(client.set_config).toHaveBeenCalledWith({ persistence: 'localStorage+cookie' });
    expect(loadRecorder).toHaveBeenCalledTimes(1);
    expect(client.startSessionRecording).not.toHaveBeenCalled();
    finishLoading();
    await applied;
    expect(client.startSessionRecording).toHaveBeenCalledTimes(1);
  });

  it('a decline while the recorder loads means no recording', async () => {
    const client = fakeClient();
    let finishLoading = () => {};
    const loadRecorder = () => new Promise<void>((resolve) => (finishLoading = resolve));
    const adapter = createPosthogAdapter(client, {
      ...options,
      consent: 'undecided',
      loadRecorder,
    });
    const accepted = adapter.applyConsent('yes');
    await adapter.applyConsent('no');
    finishLoading();
    await accepted;
    expect(client.startSessionRecording).not.toHaveBeenCalled();
  });

  it("sends to PostHog's host, or through the site's own /relay; the toolbar opens PostHog's app", () => {
    expect(posthogConfig(options.host, 'yes')).toMatchObject({
      api_host: 'https://eu.i.posthog.com',
      ui_host: 'https://eu.posthog.com',
    });
    expect(posthogConfig(options.host, 'yes', true)).toMatchObject({
      api_host: '/relay',
      ui_host: 'https://eu.posthog.com',
    });
    expect(posthogConfig('https://ph.kyrelo.example', 'no', true)).toMatchObject({
      api_host: '/relay',
      ui_host: 'https://ph.kyrelo.example',
    });
  });

  it('initialises posthog-js for the relay when asked', () => {
    const client = fakeClient();
    createPosthogAdapter(client, { ...options, relay: true, consent: 'undecided' });
    expect(client.init).toHaveBeenCalledWith(
      options.apiKey,
      expect.objectContaining({ api_host: '/relay' }),
    );
  });

  it('posthog-js loads no scripts from the PostHog CDN', () => {
    expect(posthogConfig(options.host, 'yes')).toMatchObject({
      disable_external_dependency_loading: true,
    });
  });

  it('declining after accepting switches to memory, stops recording and removes stored data', async () => {
    const client = fakeClient();
    const adapter = createPosthogAdapter(client, { ...options, consent: 'yes' });
    storeAnalyticsData();
    await adapter.applyConsent('no');
    expect(client.set_config).toHaveBeenCalledWith({ persistence: 'memory' });
    expect(client.stopSessionRecording).toHaveBeenCalledTimes(1);
    expect(Object.keys(window.localStorage)).toEqual(['cookie_consent']);
    expect(Object.keys(window.sessionStorage)).toEqual([]);
    expect(document.cookie).not.toContain('ph_');
  });

  it('a change between two memory-only states changes nothing', async () => {
    const client = fakeClient();
    const adapter = createPosthogAdapter(client, { ...options, consent: 'undecided' });
    await adapter.applyConsent('no');
    expect(client.set_config).not.toHaveBeenCalled();
    expect(client.startSessionRecording).not.toHaveBeenCalled();
    expect(client.stopSessionRecording).not.toHaveBeenCalled();
  });
});

it('captures one page view per route', () => {
  const client = fakeClient();
  const adapter = createPosthogAdapter(client, { ...options, consent: 'yes' });
  for (const path of ['/', '/', '/pricing', '/pricing', '/features', '/']) adapter.pageview(path);
  expect(client.capture).toHaveBeenCalledTimes(4);
  expect(client.capture).toHaveBeenCalledWith('$pageview');
});

describe('Web Vitals, only with consent', () => {
  const lcp: VitalReport = {
    properties: { metric: 'LCP', value: 1200, rating: 'good', route: '/', target: 'main>h1' },
    pageHidden: false,
  };

  /** An adapter whose vitals observers are a fake: `report` plays the role of web-vitals. */
  function withVitals(consent: 'yes' | 'no' | 'undecided') {
    const client = fakeClient();
    let report: ((vital: VitalReport) => void) | null = null;
    const observeVitals = jest.fn(async (callback: (vital: VitalReport) => void) => {
      report = callback;
    });
    const adapter = createPosthogAdapter(client, { ...options, consent, observeVitals });
    const vitals = () => client.capture.mock.calls.filter(([name]) => name === 'web_vital');
    return {
      adapter,
      client,
      observeVitals,
      vitals,
      report: (vital: VitalReport) => report?.(vital),
    };
  }

  it.each(['undecided', 'no'] as const)('%s: web-vitals is never loaded', async (consent) => {
    const { adapter, observeVitals } = withVitals(consent);
    await adapter.applyConsent(consent === 'no' ? 'undecided' : 'no');
    expect(observeVitals).not.toHaveBeenCalled();
  });

  it('accepting starts the observers once, and each vital goes out with the batch', async () => {
    const { adapter, observeVitals, report, vitals } = withVitals('undecided');
    await adapter.applyConsent('yes');
    await adapter.applyConsent('yes');
    expect(observeVitals).toHaveBeenCalledTimes(1);
    report(lcp);
    expect(vitals()).toEqual([['web_vital', lcp.properties]]);
  });

  it('a vital reported as the page hides leaves at once, by beacon', () => {
    const { report, vitals } = withVitals('yes');
    report({ ...lcp, pageHidden: true });
    expect(vitals()).toEqual([['web_vital', lcp.properties, { transport: 'sendBeacon' }]]);
  });

  it('after a decline the running observers send nothing', async () => {
    const { adapter, report, vitals } = withVitals('yes');
    await adapter.applyConsent('no');
    report(lcp);
    expect(vitals()).toEqual([]);
  });

  it('drops what the catalogue does not allow, and takes no vital from track', () => {
    const { adapter, report, vitals } = withVitals('yes');
    report({ ...lcp, properties: { ...lcp.properties, route: '/?email=a@b.c' } });
    adapter.event('web_vital', { ...lcp.properties });
    expect(vitals()).toEqual([
      ['web_vital', { metric: 'LCP', value: 1200, rating: 'good', target: 'main>h1' }],
    ]);
  });

  it('a web-vitals chunk that fails to load is swallowed', async () => {
    const client = fakeClient();
    const observeVitals = jest.fn(() => Promise.reject(new Error('chunk failed')));
    createPosthogAdapter(client, { ...options, consent: 'yes', observeVitals });
    await Promise.resolve();
    expect(observeVitals).toHaveBeenCalledTimes(1);
  });
});
