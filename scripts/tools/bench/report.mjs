// Pure helpers for the bench: metrics out of a Lighthouse result, medians and spread over runs,
// the issue's targets against the framework floor, and the Markdown report.

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The figures the report keeps from one Lighthouse result. */
export function metricsOf(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const sum = (items) => items.reduce((total, item) => total + (item.transferSize ?? 0), 0);
  return {
    ...Object.fromEntries(CATEGORIES.map((id) => [id, Math.round(lhr.categories[id].score * 100)])),
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

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Median, min and max of every metric across runs. */
export function summarise(runs) {
  const keys = Object.keys(runs[0]);
  const pick = (key) => runs.map((run) => run[key]);
  return {
    median: Object.fromEntries(keys.map((key) => [key, median(pick(key))])),
    min: Object.fromEntries(keys.map((key) => [key, Math.min(...pick(key))])),
    max: Object.fromEntries(keys.map((key) => [key, Math.max(...pick(key))])),
  };
}

/**
 * Issue 7's targets for a route's mobile medians, relative to the floor measured in the same run.
 * The 404 page is `noindex` on purpose, so its SEO score is not held to 100.
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

const ms = (value) => `${Math.round(value)} ms`;
const seconds = (value) => `${(value / 1000).toFixed(2)} s`;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const ratio = (value, floor) => (floor ? ` (${(value / floor).toFixed(2)}×)` : '');

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

function table(header, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

function metricsTable(results, pick) {
  const floor = pick(results.floor);
  const rows = [
    ['framework floor', ...COLUMNS.map(([, cell]) => cell(floor))],
    ...results.routes.map((r) => [
      `\`${r.route}\``,
      ...COLUMNS.map(([, cell]) => cell(pick(r), floor)),
    ]),
  ];
  return table(['Route', ...COLUMNS.map(([name]) => name)], rows);
}

/** The Markdown report: environment, mobile medians, spread, targets, desktop. */
export function renderReport(results) {
  const { environment: env, runs } = results;
  const floor = results.floor.mobile.median;
  const spreadRows = [results.floor, ...results.routes].map((r) => {
    const { min, max } = r.mobile;
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
