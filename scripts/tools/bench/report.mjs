// Pure helpers for the bench: metrics out of a Lighthouse result, medians and spread over runs,
// the performance targets against the framework floor, and the Markdown report.

/**
 * Scores out of 100, timings in ms, sizes in bytes.
 *
 * @typedef {{
 *   performance: number,
 *   accessibility: number,
 *   'best-practices': number,
 *   seo: number,
 *   fcp: number,
 *   lcp: number,
 *   tbt: number,
 *   cls: number,
 *   si: number,
 *   totalBytes: number,
 *   jsBytes: number,
 *   requests: number,
 * }} Metrics
 */

/**
 * @typedef {object} Summary
 * @property {Metrics} median
 * @property {Metrics} min
 * @property {Metrics} max
 */

/**
 * @typedef {object} Target
 * @property {string} name
 * @property {string} limit
 * @property {boolean} pass
 */

/**
 * @typedef {object} RouteResult
 * @property {string} route
 * @property {Summary} mobile
 * @property {Metrics} [desktop]
 */

/**
 * What the bench measured, as report.json holds it.
 *
 * @typedef {object} BenchResults
 * @property {Record<string, string | number>} environment
 * @property {number} runs
 * @property {RouteResult} floor
 * @property {RouteResult[]} routes
 * @property {Record<string, Metrics[]>} raw
 */

/**
 * The parts of a Lighthouse result (`lhr`) read here, so tests can pass just those.
 *
 * @typedef {object} LighthouseResult
 * @property {Record<string, { score: number | null } | undefined>} categories
 * @property {Record<string, { numericValue?: number, details?: object } | undefined>} audits
 */

/** @typedef {{ resourceType?: string, transferSize?: number }} NetworkRequest */

export const CATEGORIES = /** @type {const} */ ([
  'performance',
  'accessibility',
  'best-practices',
  'seo',
]);

/**
 * The figures the report keeps from one Lighthouse result. A missing audit gives NaN, which
 * report.json records as null.
 *
 * @param {LighthouseResult} lhr
 * @returns {Metrics}
 */
export function metricsOf(lhr) {
  /** @param {string} id */
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const details = /** @type {{ items?: NetworkRequest[] } | undefined} */ (
    lhr.audits['network-requests']?.details
  );
  const requests = details?.items ?? [];
  /** @param {NetworkRequest[]} items */
  const sum = (items) => items.reduce((total, item) => total + (item.transferSize ?? 0), 0);
  /** @param {(typeof CATEGORIES)[number]} id */
  const score = (id) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    si: audit('speed-index'),
    totalBytes: sum(requests),
    jsBytes: sum(requests.filter((item) => item.resourceType === 'Script')),
    requests: requests.length,
  };
}

/**
 * @param {number[]} values
 * @returns {number} NaN for no values
 */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const at = (/** @type {number} */ i) => sorted[i] ?? NaN;
  return sorted.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
};

/**
 * Median, min and max of every metric across runs.
 *
 * @param {Metrics[]} runs at least one
 * @returns {Summary}
 */
export function summarise(runs) {
  const first = runs[0];
  if (!first) throw new Error('No runs to summarise');
  const keys = /** @type {(keyof Metrics)[]} */ (Object.keys(first));
  /** @param {(values: number[]) => number} reduce */
  const each = (reduce) =>
    /** @type {Metrics} */ (
      Object.fromEntries(keys.map((key) => [key, reduce(runs.map((run) => run[key]))]))
    );
  return {
    median: each(median),
    min: each((values) => Math.min(...values)),
    max: each((values) => Math.max(...values)),
  };
}

/**
 * The targets for a route's mobile medians, relative to the floor measured in the same run.
 * The 404 page is `noindex` on purpose, so its SEO score is not held to 100.
 *
 * @param {string} route
 * @param {Metrics} m
 * @param {Metrics} floor
 * @returns {Target[]}
 */
export function targetsFor(route, m, floor) {
  const home = route === '/';
  return [
    {
      name: 'Performance',
      limit: `≥ ${floor.performance - (home ? 4 : 2)}`,
      pass: m.performance >= floor.performance - (home ? 4 : 2),
    },
    {
      name: 'LCP',
      limit: `≤ ${ms(floor.lcp * 1.35)}`,
      pass: m.lcp <= floor.lcp * 1.35,
    },
    {
      name: 'TBT',
      limit: `≤ ${ms(floor.tbt + (home ? 100 : 60))}`,
      pass: m.tbt <= floor.tbt + (home ? 100 : 60),
    },
    { name: 'CLS', limit: '≤ 0.01', pass: m.cls <= 0.01 },
    { name: 'Accessibility', limit: '= 100', pass: m.accessibility === 100 },
    ...(route === '/404' ? [] : [{ name: 'SEO', limit: '= 100', pass: m.seo === 100 }]),
    {
      name: 'Best Practices',
      limit: `≥ ${floor['best-practices']}`,
      pass: m['best-practices'] >= floor['best-practices'],
    },
  ];
}

/** @param {number} value */
const ms = (value) => `${Math.round(value)} ms`;
/** @param {number} value */
const seconds = (value) => `${(value / 1000).toFixed(2)} s`;
/** @param {number} bytes */
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
/**
 * @param {number} value
 * @param {number | undefined} floor
 */
const ratio = (value, floor) => (floor ? ` (${(value / floor).toFixed(2)}×)` : '');

/** @type {Array<[string, (m: Metrics, floor?: Metrics) => string]>} */
const COLUMNS = [
  ['Perf', (m) => String(m.performance)],
  ['A11y', (m) => String(m.accessibility)],
  ['BP', (m) => String(m['best-practices'])],
  ['SEO', (m) => String(m.seo)],
  ['FCP', (m, f) => seconds(m.fcp) + ratio(m.fcp, f?.fcp)],
  ['LCP', (m, f) => seconds(m.lcp) + ratio(m.lcp, f?.lcp)],
  ['TBT', (m, f) => ms(m.tbt) + ratio(m.tbt, f?.tbt)],
  ['CLS', (m) => m.cls.toFixed(3)],
  ['SI', (m, f) => seconds(m.si) + ratio(m.si, f?.si)],
  ['Bytes', (m, f) => kib(m.totalBytes) + ratio(m.totalBytes, f?.totalBytes)],
  ['JS', (m, f) => kib(m.jsBytes) + ratio(m.jsBytes, f?.jsBytes)],
  ['Req', (m) => String(m.requests)],
];

/**
 * @param {string[]} header
 * @param {string[][]} rows
 */
function table(header, rows) {
  const line = (/** @type {string[]} */ cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/**
 * @param {BenchResults} results
 * @param {(result: RouteResult) => Metrics | undefined} pick
 */
function metricsTable(results, pick) {
  const floor = pick(results.floor);
  if (!floor) return '';
  const rows = [
    ['framework floor', ...COLUMNS.map(([, cell]) => cell(floor))],
    ...results.routes.map((r) => [
      `\`${r.route}\``,
      ...COLUMNS.map(([, cell]) => {
        const metrics = pick(r);
        return metrics ? cell(metrics, floor) : '–';
      }),
    ]),
  ];
  return table(['Route', ...COLUMNS.map(([name]) => name)], rows);
}

/**
 * The Markdown report: environment, mobile medians, spread, targets, desktop.
 *
 * @param {BenchResults} results
 */
export function renderReport(results) {
  const { environment: env, runs } = results;
  const floor = results.floor.mobile.median;
  const spreadRows = [results.floor, ...results.routes].map((r) => {
    const { min, max } = r.mobile;
    /**
     * @param {keyof Metrics} key
     * @param {(value: number) => string} format
     */
    const range = (key, format) => `${format(min[key])} – ${format(max[key])}`;
    return [
      r.route === 'floor' ? 'framework floor' : `\`${r.route}\``,
      range('performance', String),
      range('lcp', ms),
      range('tbt', ms),
      range('cls', (v) => v.toFixed(3)),
    ];
  });
  const targetRows = results.routes.map((r) => {
    const checks = targetsFor(r.route, r.mobile.median, floor);
    const failed = checks.filter((check) => !check.pass);
    return [
      `\`${r.route}\``,
      failed.length === 0 ? 'all met' : failed.map((c) => `${c.name} (${c.limit})`).join(', '),
    ];
  });
  const missed = targetRows.filter(([, verdict]) => verdict !== 'all met').length;

  return `# Lighthouse bench

Generated by \`npm run bench\` on ${env.date}. Lighthouse ${env.lighthouse}, ${env.chromium},
Node ${env.node}, ${env.cpus} × ${env.cpuModel}, ${env.memoryGiB} GiB memory; load average
${env.loadBefore} before and ${env.loadAfter} after; Lighthouse's benchmark index (median)
${env.benchmarkIndex}. Pages were served from \`out/\` by \`scripts/servers/serve.mjs\`, as \`npm start\`
serves them (gzip, cache headers, \`_headers\` applied).

Mobile: Lighthouse's default configuration (simulated slow 4G and 4× CPU slowdown), ${runs} runs
per route taken in rotation, medians per metric. Desktop: one run per route. The framework floor
is a bare page (one heading, one paragraph) built in a scratch Next.js app with the same
next/react versions and export settings; each figure in brackets is the ratio to the floor.

## Targets (mobile medians against the floor)

${missed === 0 ? 'Every route meets every target.' : `${missed} route(s) miss a target.`}

${table(['Route', 'Missed targets'], targetRows)}

## Mobile (median of ${runs})

${metricsTable(results, (r) => r.mobile.median)}

## Spread across the ${runs} mobile runs (min – max)

${table(['Route', 'Perf', 'LCP', 'TBT', 'CLS'], spreadRows)}

${results.floor.desktop ? `## Desktop (one run)\n\n${metricsTable(results, (r) => r.desktop)}\n` : ''}`;
}
