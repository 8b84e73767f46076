import {
  type BenchResults,
  type Method,
  type Metrics,
  type Sample,
  gzipSize,
  htmlCandidates,
  sizeTargetsFor,
  median,
  metricsOf,
  renderReport,
  runList,
  summarise,
  summariseMethod,
  targetsFor,
} from '../../../scripts/tools/bench/report.mjs';
import { FIRST_LOAD_BUDGETS_KIB, HOME_HTML_GZIP_LIMIT } from '../../../scripts/lib/budgets.mjs';

const { default: pageBudget, byRoute } = FIRST_LOAD_BUDGETS_KIB;
const homeBudget = byRoute['/']!;

const floor: Metrics = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 91,
  fcp: 1200,
  lcp: 1300,
  tbt: 140,
  cls: 0,
  si: 1200,
  totalBytes: 150_000,
  jsBytes: 135_000,
  requests: 9,
};

const failing = (route: string, method: Method, metrics: Partial<Metrics>) =>
  targetsFor(route, method, { ...floor, seo: 100, ...metrics }, floor)
    .filter((target) => !target.pass)
    .map((target) => target.name);

test('medians of odd and even counts', () => {
  expect(median([3, 1, 2])).toBe(2);
  expect(median([4, 1, 3, 2])).toBe(2.5);
});

test('summaries keep the median, min and max of every metric separately', () => {
  const runs = [95, 97, 99].map((performance, i) => ({
    ...floor,
    performance,
    tbt: 300 - i * 100,
  }));
  const { median: mid, min, max } = summarise(runs);
  expect([mid.performance, min.performance, max.performance]).toEqual([97, 95, 99]);
  expect([mid.tbt, min.tbt, max.tbt]).toEqual([200, 100, 300]);
});

test('simulated targets are relative to the floor, with the home page allowed more', () => {
  expect(failing('/pricing', 'simulate', {})).toEqual([]);
  expect(failing('/pricing', 'simulate', { performance: 95 })).toEqual(['Performance']);
  expect(failing('/', 'simulate', { performance: 94 })).toEqual([]);
  expect(failing('/', 'simulate', { performance: 93 })).toEqual(['Performance']);
  expect(failing('/pricing', 'simulate', { tbt: 200 })).toEqual([]);
  expect(failing('/pricing', 'simulate', { tbt: 201 })).toEqual(['TBT']);
  expect(failing('/', 'simulate', { tbt: 240 })).toEqual([]);
  expect(failing('/', 'simulate', { tbt: 241 })).toEqual(['TBT']);
  expect(failing('/features', 'simulate', { lcp: 1300 * 1.35 })).toEqual([]);
  expect(failing('/features', 'simulate', { lcp: 1300 * 1.35 + 1 })).toEqual(['LCP']);
  // No wider LCP margin for the home page under simulated throttling.
  expect(failing('/', 'simulate', { lcp: 1300 * 1.35 + 1 })).toEqual(['LCP']);
});

test('applied targets allow more TBT, more LCP on the home page, and hold no Performance score', () => {
  expect(failing('/pricing', 'devtools', { performance: 50 })).toEqual([]);
  expect(failing('/pricing', 'devtools', { tbt: 240 })).toEqual([]);
  expect(failing('/pricing', 'devtools', { tbt: 241 })).toEqual(['TBT']);
  expect(failing('/', 'devtools', { tbt: 340 })).toEqual([]);
  expect(failing('/', 'devtools', { tbt: 341 })).toEqual(['TBT']);
  expect(failing('/pricing', 'devtools', { lcp: 1300 * 1.35 + 1 })).toEqual(['LCP']);
  expect(failing('/', 'devtools', { lcp: 1300 * 1.5 })).toEqual([]);
  expect(failing('/', 'devtools', { lcp: 1300 * 1.5 + 1 })).toEqual(['LCP']);
});

test.each<Method>(['simulate', 'devtools'])(
  '%s: the JavaScript Lighthouse sees may exceed the floor by 20 KiB, on every route',
  (method) => {
    for (const route of ['/', '/features']) {
      expect(failing(route, method, { jsBytes: 135_000 + 20 * 1024 })).toEqual([]);
      expect(failing(route, method, { jsBytes: 135_000 + 20 * 1024 + 1 })).toEqual(['JS']);
    }
  },
);

test.each<Method>(['simulate', 'devtools'])(
  '%s: CLS, Accessibility, SEO and Best Practices are absolute',
  (method) => {
    expect(failing('/features', method, { cls: 0.005 })).toEqual([]);
    expect(failing('/features', method, { cls: 0.006, accessibility: 98 })).toEqual([
      'CLS',
      'Accessibility',
    ]);
    expect(failing('/features', method, { 'best-practices': 96, seo: 92 })).toEqual([
      'SEO',
      'Best Practices',
    ]);
    // Held to 100 even when the floor scores less.
    const lowFloor = { ...floor, 'best-practices': 92 };
    const met = targetsFor(
      '/aboutus',
      method,
      { ...floor, seo: 100, 'best-practices': 96 },
      lowFloor,
    );
    expect(met.filter((t) => !t.pass).map((t) => t.name)).toEqual(['Best Practices']);
    // The 404 page is noindex on purpose: its SEO score is not a target.
    expect(failing('/404', method, { seo: 63 })).toEqual([]);
  },
);

const sample = (round: number, route: string, floorLcp: number, pageLcp: number): Sample => ({
  round,
  route,
  floorFirst: round % 2 === 1,
  floor: { ...floor, lcp: floorLcp },
  page: { ...floor, seo: 100, lcp: pageLcp, tbt: 100 + round },
});

// A bimodal floor: one sample per round would have given 2040 (round 1) or 640 (round 2).
const samples = [
  sample(1, '/', 2040, 2100),
  sample(1, '/pricing', 650, 900),
  sample(2, '/', 640, 2000),
  sample(2, '/pricing', 660, 950),
  sample(3, '/', 2010, 2050),
  sample(3, '/pricing', 630, 880),
];

test('the floor median is over every floor sample beside every route, per method', () => {
  const { floor: floorRuns, routes } = summariseMethod(samples);
  expect(floorRuns.runs.map((m) => m.lcp)).toEqual([2040, 650, 640, 660, 2010, 630]);
  expect(floorRuns.summary.median.lcp).toBe(655);
  expect(floorRuns.summary.min.lcp).toBe(630);
  expect(floorRuns.summary.max.lcp).toBe(2040);
  expect(Object.keys(routes)).toEqual(['/', '/pricing']);
  expect(routes['/pricing']?.runs.map((m) => m.lcp)).toEqual([900, 950, 880]);
  expect(routes['/pricing']?.floorBeside.map((m) => m.lcp)).toEqual([650, 660, 630]);
  expect(routes['/']?.summary.median.lcp).toBe(2050);
});

test('every run is listed in run order, so a bimodal route shows', () => {
  const runs = [812, 845.4, 1990, 830, 828].map((lcp) => ({ ...floor, lcp }));
  expect(runList(runs, 'lcp')).toBe('812, 845, 1990, 830, 828 ms');
  expect(runList([], 'tbt')).toBe('–');
});

test('only the home page has an HTML size target, on the gzipped file', () => {
  const html = (gzipBytes: number) => ({ file: 'index.html', bytes: gzipBytes * 5, gzipBytes });
  const htmlTarget = (route: string, file: ReturnType<typeof html> | null) =>
    sizeTargetsFor(route, file, 140).filter((t) => t.name === 'HTML');
  expect(htmlTarget('/', html(HOME_HTML_GZIP_LIMIT))).toEqual([
    expect.objectContaining({ name: 'HTML', pass: true }),
  ]);
  expect(htmlTarget('/', html(HOME_HTML_GZIP_LIMIT + 1))[0]?.pass).toBe(false);
  // A page the export lacks fails rather than passing unchecked.
  expect(htmlTarget('/', null)[0]?.pass).toBe(false);
  expect(htmlTarget('/pricing', html(90_000))).toEqual([]);
});

test("first-load JavaScript is held to the route's budget, the one npm run budget checks", () => {
  const html = { file: 'x.html', bytes: 1, gzipBytes: 1 };
  const js = (route: string, kib: number | null) =>
    sizeTargetsFor(route, html, kib).find((t) => t.name === 'First-load JS');
  expect(js('/pricing', pageBudget)).toEqual({
    name: 'First-load JS',
    value: `${pageBudget.toFixed(1)} KiB`,
    limit: `≤ ${pageBudget.toFixed(1)} KiB, its budget`,
    pass: true,
  });
  expect(js('/pricing', pageBudget + 0.01)?.pass).toBe(false);
  expect(js('/', homeBudget)?.pass).toBe(true);
  expect(js('/', homeBudget + 0.01)?.pass).toBe(false);
  // A route the export lacks fails rather than passing unchecked.
  expect(js('/pricing', null)?.pass).toBe(false);
});

test('a route maps to its exported HTML file, gzipped as the server sends it', () => {
  expect(htmlCandidates('/')).toEqual(['index.html']);
  expect(htmlCandidates('/products/ai-chatbots')).toEqual([
    'products/ai-chatbots.html',
    'products/ai-chatbots/index.html',
  ]);
  expect(htmlCandidates('/404')).toEqual(['404.html', '404/index.html']);
  const repetitive = '<p>Kyrelo</p>'.repeat(1000);
  expect(gzipSize(repetitive)).toBeGreaterThan(0);
  expect(gzipSize(repetitive)).toBeLessThan(repetitive.length / 10);
});

test('the report lists misses per method, every run and the floor beside them', () => {
  const results: BenchResults = {
    environment: {
      date: '2026-01-01 00:00 UTC',
      minutes: 1,
      lighthouse: '13.5.0',
      chromium: 'HeadlessChrome/156',
      node: 'v20',
      cpus: 2,
      cpuModel: 'CPU',
      memoryGiB: 8,
      loadBefore: '0.20',
      loadAfter: '0.30',
      benchmarkIndex: 3000,
    },
    runs: 3,
    methods: ['simulate', 'devtools'],
    floor: { route: 'floor', html: null, firstLoadKiB: 131.6 },
    routes: [
      {
        route: '/',
        html: { file: 'index.html', bytes: 200_000, gzipBytes: 41_000 },
        firstLoadKiB: 143.3,
      },
      {
        route: '/pricing',
        html: { file: 'pricing.html', bytes: 90_000, gzipBytes: 20_000 },
        firstLoadKiB: pageBudget + 0.5,
      },
    ],
    samples: {
      simulate: samples,
      devtools: samples.map((s) => ({ ...s, page: { ...s.page, lcp: 700 } })),
    },
  };
  const report = renderReport(results);
  expect(report).toContain(
    '2 of 2 routes miss at least one target (simulated 2, applied (devtools) 0, sizes 2).',
  );
  // Simulated, both routes miss LCP against the floor's 655 ms median over all six floor runs;
  // applied, every route's LCP is 700 ms. The home page misses its HTML size, /pricing its
  // first-load JavaScript (half a KiB over its budget).
  expect(report).toContain(
    '| `/` | 41,000 B (200,000 B raw) | 143.3 KiB | LCP 2050 ms (≤ 884 ms, 1.35× floor) | all met | HTML 41,000 B (≤ 40,000 B gzip) |',
  );
  expect(report).toContain(
    `| \`/pricing\` | 20,000 B (90,000 B raw) | ${(pageBudget + 0.5).toFixed(1)} KiB | LCP 900 ms (≤ 884 ms, 1.35× floor) | all met | First-load JS ${(pageBudget + 0.5).toFixed(1)} KiB (≤ ${pageBudget.toFixed(1)} KiB, its budget) |`,
  );
  expect(report).toContain(
    `checks: ${pageBudget.toFixed(1)} KiB\n(\`/\` ${homeBudget.toFixed(1)}); the floor loads 131.6 KiB.`,
  );
  expect(report).toContain('| framework floor | 2040, 650, 640, 660, 2010, 630 ms |');
  expect(report).toContain(
    '| `/pricing` | 900, 950, 880 ms | 101, 102, 103 ms | 650, 660, 630 ms |',
  );
  expect(report).not.toContain('The machine was busy');
  // The bench's own Chromium raises the load by the end: only the load before the first run counts.
  results.environment.loadAfter = '1.50';
  expect(renderReport(results)).not.toContain('The machine was busy');
  results.environment.loadBefore = '1.50';
  expect(renderReport(results)).toContain('The machine was busy');
  // The interaction pass, when it ran, has its own section.
  expect(renderReport(results)).not.toContain("## After the paint: a slow phone's taps");
  const inp = { openTrial: 48 };
  const visit = { fcp: 800, hydrated: 2600, gap: 1800, tapToAnswer: 16, tapToForm: 90, inp };
  results.interaction = {
    root: 'out',
    runs: [{ variant: 'A', round: 1, visit }],
    date: '2026-01-01 01:30 UTC',
    loadBefore: '0.40',
    loadAfter: '0.90',
  };
  expect(renderReport(results)).toContain("## After the paint: a slow phone's taps");
  expect(renderReport(results)).toContain(
    '| hydrated − first paint | 1800 | ≤ 1000 | **missed** |',
  );
  expect(renderReport(results)).toContain(
    'Measured on 2026-01-01 01:30 UTC in a process of its own',
  );
});

test('metrics come from the Lighthouse result: scores, timings and network totals', () => {
  const audit = (numericValue: number) => ({ numericValue });
  const lhr = {
    categories: {
      performance: { score: 0.97 },
      accessibility: { score: 1 },
      'best-practices': { score: 0.96 },
      seo: { score: 1 },
    },
    audits: {
      'first-contentful-paint': audit(900),
      'largest-contentful-paint': audit(1400),
      'total-blocking-time': audit(120),
      'cumulative-layout-shift': audit(0.002),
      'speed-index': audit(1100),
      'network-requests': {
        details: {
          items: [
            { resourceType: 'Document', transferSize: 20_000 },
            { resourceType: 'Script', transferSize: 100_000 },
            { resourceType: 'Script', transferSize: 30_000 },
            { resourceType: 'Font', transferSize: 48_000 },
          ],
        },
      },
    },
  };
  expect(metricsOf(lhr)).toEqual({
    performance: 97,
    accessibility: 100,
    'best-practices': 96,
    seo: 100,
    fcp: 900,
    lcp: 1400,
    tbt: 120,
    cls: 0.002,
    si: 1100,
    totalBytes: 198_000,
    jsBytes: 130_000,
    requests: 4,
  });
});
