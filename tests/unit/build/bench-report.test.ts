import {
  type Metrics,
  median,
  metricsOf,
  summarise,
  targetsFor,
} from '../../../scripts/tools/bench/report.mjs';

const floor: Metrics = {
  performance: 98,
  accessibility: 100,
  'best-practices': 96,
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

const failing = (route: string, metrics: Partial<Metrics>) =>
  targetsFor(route, { ...floor, seo: 100, ...metrics }, floor)
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

test('targets are relative to the floor, with the home page allowed more', () => {
  expect(failing('/pricing', {})).toEqual([]);
  expect(failing('/pricing', { performance: 95 })).toEqual(['Performance']);
  expect(failing('/', { performance: 95 })).toEqual([]);
  expect(failing('/pricing', { tbt: 201 })).toEqual(['TBT']);
  expect(failing('/', { tbt: 240 })).toEqual([]);
  expect(failing('/', { tbt: 241 })).toEqual(['TBT']);
  expect(failing('/features', { lcp: 1300 * 1.35 + 1 })).toEqual(['LCP']);
  expect(failing('/features', { cls: 0.011, accessibility: 98 })).toEqual(['CLS', 'Accessibility']);
  expect(failing('/features', { 'best-practices': 92, seo: 92 })).toEqual([
    'SEO',
    'Best Practices',
  ]);
  // The 404 page is noindex on purpose: its SEO score is not a target.
  expect(failing('/404', { seo: 63 })).toEqual([]);
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
