// The pure part of `npm run bench:ab` (ab.mjs): the order variants run in and the table it prints.
import { median } from './report.mjs';

/** @import { Method, Metrics } from './report.mjs' */

/** @typedef {string} Variant 'floor', or the letter of an export: 'A', 'B'… */
/** @typedef {{ method: Method, route: string, round: number, variant: Variant, metrics: Metrics }} AbRun */

/**
 * The order the variants run in, in a 1-based round: rotated by one each round.
 *
 * @param {Variant[]} variants
 * @param {number} round
 * @returns {Variant[]}
 */
export function rotation(variants, round) {
  const shift = (round - 1) % variants.length;
  return [...variants.slice(shift), ...variants.slice(0, shift)];
}

/**
 * `median (min–max)` of one metric over runs, rounded.
 *
 * @param {number[]} values
 * @param {number} [digits]
 */
export function spread(values, digits = 0) {
  const fix = (/** @type {number} */ value) => value.toFixed(digits);
  return `${fix(median(values))} (${fix(Math.min(...values))}–${fix(Math.max(...values))})`;
}

/**
 * The table printed for one method and route.
 *
 * @param {AbRun[]} runs that method's and route's runs
 * @returns {string}
 */
export function abTable(runs) {
  /** @param {Variant} variant */
  const of = (variant) => runs.filter((run) => run.variant === variant).map((run) => run.metrics);
  const floorLcp = median(of('floor').map((m) => m.lcp));
  const floorTbt = median(of('floor').map((m) => m.tbt));
  const variants = [...new Set(runs.map((run) => run.variant))].sort();
  const lines = [
    'variant  LCP ms              TBT ms          FCP ms            Perf        CLS max',
  ];
  for (const variant of variants) {
    const metrics = of(variant);
    if (metrics.length === 0) continue;
    const lcp = metrics.map((m) => m.lcp);
    const tbt = metrics.map((m) => m.tbt);
    const vsFloor =
      variant === 'floor'
        ? ''
        : `  LCP ${(median(lcp) / floorLcp).toFixed(2)}× floor, TBT floor ${median(tbt) - floorTbt >= 0 ? '+' : '−'} ${Math.round(Math.abs(median(tbt) - floorTbt))} ms`;
    lines.push(
      [
        variant.padEnd(8),
        spread(lcp).padEnd(19),
        spread(tbt).padEnd(15),
        spread(metrics.map((m) => m.fcp)).padEnd(17),
        spread(metrics.map((m) => m.performance)).padEnd(11),
        Math.max(...metrics.map((m) => m.cls)).toFixed(3),
      ].join(' ') + vsFloor,
    );
  }
  return lines.join('\n');
}
