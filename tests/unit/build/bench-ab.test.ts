import { abTable, rotation, spread } from '../../../scripts/tools/bench/ab-report.mjs';
import { type Metrics } from '../../../scripts/tools/bench/report.mjs';

const metrics = (lcp: number, tbt: number): Metrics => ({
  performance: 100,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  fcp: lcp,
  lcp,
  tbt,
  cls: 0,
  si: lcp,
  totalBytes: 0,
  jsBytes: 0,
  requests: 1,
});

test('each round starts one variant later, so none always runs first', () => {
  const variants = ['floor', 'A', 'B'];
  expect([1, 2, 3, 4].map((round) => rotation(variants, round))).toEqual([
    ['floor', 'A', 'B'],
    ['A', 'B', 'floor'],
    ['B', 'floor', 'A'],
    ['floor', 'A', 'B'],
  ]);
});

test('spread is the median with the range', () => {
  expect(spread([900, 1100, 1000])).toBe('1000 (900–1100)');
  expect(spread([0.5, 0.25], 2)).toBe('0.38 (0.25–0.50)');
});

test('the table shows each variant against the floor of the same runs', () => {
  const run = (variant: string, lcp: number, tbt: number) => ({
    method: 'simulate' as const,
    route: '/',
    round: 1,
    variant,
    metrics: metrics(lcp, tbt),
  });
  const table = abTable([
    run('floor', 600, 80),
    run('floor', 700, 60),
    run('A', 1300, 200),
    run('B', 780, 50),
  ]).split('\n');
  expect(table[1]).toMatch(/^A .*1300 \(1300–1300\).*LCP 2\.00× floor, TBT floor \+ 130 ms$/);
  expect(table[2]).toMatch(/^B .*LCP 1\.20× floor, TBT floor − 20 ms$/);
  expect(table[3]).toMatch(/^floor +650 \(600–700\)/);
});
