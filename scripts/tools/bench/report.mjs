// Pure helpers for the bench: metrics out of a Lighthouse result, medians and spread over runs,
// the floor's samples gathered per throttling method, the targets against that floor, the HTML
// size check and the Markdown report. The targets' figures are in scripts/lib/budgets.mjs.
import { gzipSync } from 'node:zlib';
import {
  FIRST_LOAD_BUDGETS_KIB,
  HOME_HTML_GZIP_LIMIT,
  LIGHTHOUSE_TARGETS,
} from '../../lib/budgets.mjs';
import { interactionSection } from './interaction-report.mjs';

/** @import { InteractionRun } from './interaction-report.mjs' */

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
 * @property {string} value what was measured, as the report shows it
 * @property {string} limit
 * @property {boolean} pass
 */

/**
 * Lighthouse's two ways of slowing a mobile load: `simulate` loads at full speed and models the
 * slow phone afterwards (PageSpeed Insights' figures); `devtools` really throttles the network
 * and the CPU while loading, which is what a visitor on a slow phone sits through.
 *
 * @typedef {'simulate' | 'devtools'} Method
 */

/** @type {readonly Method[]} */
export const METHODS = ['simulate', 'devtools'];

/** @type {Record<Method, string>} */
export const METHOD_NAMES = { simulate: 'Simulated', devtools: 'Applied (devtools)' };

/**
 * One route measured once beside one floor run, both under the same method, one right after the
 * other.
 *
 * @typedef {object} Sample
 * @property {number} round 1-based
 * @property {string} route
 * @property {boolean} floorFirst whether the floor ran before the route in this pair
 * @property {Metrics} floor
 * @property {Metrics} page
 */

/**
 * @typedef {object} RouteRuns
 * @property {Metrics[]} runs the route's runs, round by round
 * @property {Metrics[]} floorBeside the floor runs paired with them, in the same order
 * @property {Summary} summary
 */

/**
 * One method's samples gathered: the floor over every sample of every route, and each route.
 *
 * @typedef {object} MethodSummary
 * @property {{ runs: Metrics[], summary: Summary }} floor
 * @property {Record<string, RouteRuns>} routes
 */

/**
 * An exported page's HTML as the server sends it: raw and gzipped sizes in bytes.
 *
 * @typedef {{ file: string, bytes: number, gzipBytes: number }} HtmlSize
 */

/**
 * @typedef {object} RouteResult
 * @property {string} route
 * @property {HtmlSize | null} html null when no exported file matches the route
 * @property {number | null} firstLoadKiB gzip KiB of the scripts its HTML loads, as `npm run
 *   budget` counts them; null when no exported file matches
 * @property {Metrics} [desktop]
 */

/**
 * What the bench measured, as report.json holds it: `samples` are the raw runs per method,
 * `mobile` their summaries (recomputed from `samples` by the report, kept for readers of the
 * JSON).
 *
 * @typedef {object} BenchResults
 * @property {Record<string, string | number>} environment
 * @property {number} runs
 * @property {Method[]} methods
 * @property {RouteResult} floor
 * @property {RouteResult[]} routes
 * @property {Partial<Record<Method, Sample[]>>} samples
 * @property {Partial<Record<Method, MethodSummary>>} [mobile]
 * @property {InteractionPass} [interaction] the interaction pass (interaction.mjs), when it ran
 */

/**
 * The interaction pass as report.json holds it, with when it ran and the load average around it.
 *
 * @typedef {object} InteractionPass
 * @property {string} root
 * @property {InteractionRun[]} runs
 * @property {string} date
 * @property {string} loadBefore
 * @property {string} loadAfter
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
 * Gathers one method's samples. The floor's median is over every floor run of every pair, not
 * one per round: the floor's LCP is bimodal (it paints racing its own scripts), and a handful of
 * samples can land in either mode and move every route's ratio with it.
 *
 * @param {Sample[]} samples at least one
 * @returns {MethodSummary}
 */
export function summariseMethod(samples) {
  const floorRuns = samples.map((sample) => sample.floor);
  /** @type {Map<string, { runs: Metrics[], floorBeside: Metrics[] }>} */
  const byRoute = new Map();
  for (const sample of samples) {
    const entry = byRoute.get(sample.route) ?? { runs: [], floorBeside: [] };
    entry.runs.push(sample.page);
    entry.floorBeside.push(sample.floor);
    byRoute.set(sample.route, entry);
  }
  return {
    floor: { runs: floorRuns, summary: summarise(floorRuns) },
    routes: Object.fromEntries(
      [...byRoute].map(([route, entry]) => [route, { ...entry, summary: summarise(entry.runs) }]),
    ),
  };
}

const MAX_CLS = LIGHTHOUSE_TARGETS.cls;
const JS_OVER_FLOOR_KIB = LIGHTHOUSE_TARGETS.jsOverFloorKiB;

/**
 * The targets for a route's mobile medians under one method, relative to the floor's medians
 * under the same method in the same bench (LIGHTHOUSE_TARGETS says why each differs). The 404
 * page is `noindex` on purpose, so its SEO score is not held to 100.
 *
 * @param {string} route
 * @param {Method} method
 * @param {Metrics} m
 * @param {Metrics} floor
 * @returns {Target[]}
 */
export function targetsFor(route, method, m, floor) {
  const which = route === '/' ? 'home' : 'default';
  const applied = method === 'devtools';
  const own = LIGHTHOUSE_TARGETS[method];
  const lcpFactor = own.lcpTimesFloor[which];
  const tbtMargin = own.tbtOverFloorMs[which];
  const perfMargin = LIGHTHOUSE_TARGETS.simulate.performanceUnderFloor[which];
  return [
    ...(applied
      ? []
      : [
          {
            name: 'Performance',
            value: String(m.performance),
            limit: `≥ ${floor.performance - perfMargin}`,
            pass: m.performance >= floor.performance - perfMargin,
          },
        ]),
    {
      name: 'LCP',
      value: ms(m.lcp),
      limit: `≤ ${ms(floor.lcp * lcpFactor)}, ${lcpFactor}× floor`,
      pass: m.lcp <= floor.lcp * lcpFactor,
    },
    {
      name: 'TBT',
      value: ms(m.tbt),
      limit: `≤ ${ms(floor.tbt + tbtMargin)}, floor + ${tbtMargin}`,
      pass: m.tbt <= floor.tbt + tbtMargin,
    },
    { name: 'CLS', value: m.cls.toFixed(3), limit: `≤ ${MAX_CLS}`, pass: m.cls <= MAX_CLS },
    {
      name: 'JS',
      value: kib(m.jsBytes),
      limit: `≤ ${kib(floor.jsBytes + JS_OVER_FLOOR_KIB * 1024)}, floor + ${JS_OVER_FLOOR_KIB} KiB`,
      pass: m.jsBytes <= floor.jsBytes + JS_OVER_FLOOR_KIB * 1024,
    },
    {
      name: 'Accessibility',
      value: String(m.accessibility),
      limit: '= 100',
      pass: m.accessibility === 100,
    },
    ...(route === '/404'
      ? []
      : [{ name: 'SEO', value: String(m.seo), limit: '= 100', pass: m.seo === 100 }]),
    {
      name: 'Best Practices',
      value: String(m['best-practices']),
      limit: '= 100',
      pass: m['best-practices'] === 100,
    },
  ];
}

/**
 * The size targets: the home page's gzipped HTML, and every route's first-load JavaScript against
 * its budget (the one `npm run budget` checks). A missing file fails them rather than passing
 * unseen.
 *
 * @param {string} route
 * @param {HtmlSize | null} html
 * @param {number | null} firstLoadKiB
 * @returns {Target[]}
 */
export function sizeTargetsFor(route, html, firstLoadKiB) {
  /** @type {Target[]} */
  const targets = [];
  if (route === '/') {
    const limit = `≤ ${bytes(HOME_HTML_GZIP_LIMIT)} gzip`;
    const value = html ? bytes(html.gzipBytes) : 'no file';
    const pass = !!html && html.gzipBytes <= HOME_HTML_GZIP_LIMIT;
    targets.push({ name: 'HTML', value, limit, pass });
  }
  const max = FIRST_LOAD_BUDGETS_KIB.byRoute[route] ?? FIRST_LOAD_BUDGETS_KIB.default;
  targets.push({
    name: 'First-load JS',
    value: firstLoadKiB === null ? 'no file' : `${firstLoadKiB.toFixed(1)} KiB`,
    limit: `≤ ${max.toFixed(1)} KiB, its budget`,
    pass: firstLoadKiB !== null && firstLoadKiB <= max,
  });
  return targets;
}

/**
 * The files of the export that can hold a route's page, first match wins (`trailingSlash: false`
 * writes `pricing.html`; a folder's `index.html` covers the other setting).
 *
 * @param {string} route
 */
export function htmlCandidates(route) {
  const trimmed = route.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? ['index.html'] : [`${trimmed}.html`, `${trimmed}/index.html`];
}

/**
 * Gzipped size with zlib's default level, the one scripts/servers/serve.mjs sends with.
 *
 * @param {Buffer | string} content
 */
export const gzipSize = (content) => gzipSync(content).length;

/**
 * One metric of every run, in run order, so a bimodal route shows: "812, 845, 1990, 830 ms".
 *
 * @param {Metrics[]} runs
 * @param {'lcp' | 'tbt' | 'fcp' | 'si'} key
 */
export const runList = (runs, key) =>
  runs.length ? `${runs.map((run) => Math.round(run[key])).join(', ')} ms` : '–';

/** @param {number} value */
const ms = (value) => `${Math.round(value)} ms`;
/** @param {number} value */
const seconds = (value) => `${(value / 1000).toFixed(2)} s`;
/** @param {number} value */
const kib = (value) => `${(value / 1024).toFixed(1)} KiB`;
/** @param {number} value */
const bytes = (value) => `${value.toLocaleString('en-US')} B`;
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

/** @param {string} route */
const label = (route) => (route === 'floor' ? 'framework floor' : `\`${route}\``);

/**
 * @param {Metrics} floor
 * @param {Array<[string, Metrics | undefined]>} routes
 */
function metricsTable(floor, routes) {
  const rows = [
    [label('floor'), ...COLUMNS.map(([, cell]) => cell(floor))],
    ...routes.map(([route, metrics]) => [
      label(route),
      ...COLUMNS.map(([, cell]) => (metrics ? cell(metrics, floor) : '–')),
    ]),
  ];
  return table(['Route', ...COLUMNS.map(([name]) => name)], rows);
}

/** @param {Target[]} checks */
const verdict = (checks) => {
  const failed = checks.filter((check) => !check.pass);
  return failed.length === 0
    ? 'all met'
    : failed.map((c) => `${c.name} ${c.value} (${c.limit})`).join(', ');
};

/**
 * Every route's missed targets: per method, and the HTML size once per route.
 *
 * @param {BenchResults} results
 * @param {Partial<Record<Method, MethodSummary>>} byMethod
 */
export function targetVerdicts(results, byMethod) {
  return results.routes.map((r) => {
    /** @type {Partial<Record<Method, string>>} */
    const methods = {};
    for (const method of results.methods) {
      const summary = byMethod[method];
      const own = summary?.routes[r.route]?.summary.median;
      methods[method] =
        summary && own
          ? verdict(targetsFor(r.route, method, own, summary.floor.summary.median))
          : 'not measured';
    }
    const sizes = sizeTargetsFor(r.route, r.html, r.firstLoadKiB);
    return { route: r.route, sizes: verdict(sizes), methods };
  });
}

/**
 * The sentence the targets section opens with.
 *
 * @param {ReturnType<typeof targetVerdicts>} verdicts
 * @param {Method[]} methods
 */
export function targetSummary(verdicts, methods) {
  const missing = verdicts.filter(
    (v) => v.sizes !== 'all met' || methods.some((m) => v.methods[m] !== 'all met'),
  );
  if (missing.length === 0) return `All ${verdicts.length} routes meet every target.`;
  const per = methods.map(
    (m) =>
      `${METHOD_NAMES[m].toLowerCase()} ${verdicts.filter((v) => v.methods[m] !== 'all met').length}`,
  );
  const sizes = verdicts.filter((v) => v.sizes !== 'all met').length;
  return `${missing.length} of ${verdicts.length} routes miss at least one target (${[...per, `sizes ${sizes}`].join(', ')}).`;
}

/**
 * One method's sections: medians, per-run LCP and TBT, spread.
 *
 * @param {BenchResults} results
 * @param {Method} method
 * @param {MethodSummary} summary
 */
function methodSections(results, method, summary) {
  const { runs } = results;
  const floor = summary.floor;
  const own = (/** @type {string} */ route) => summary.routes[route];
  const perRunRows = [
    [label('floor'), runList(floor.runs, 'lcp'), runList(floor.runs, 'tbt'), '–'],
    ...results.routes.map((r) => {
      const entry = own(r.route);
      return [
        label(r.route),
        runList(entry?.runs ?? [], 'lcp'),
        runList(entry?.runs ?? [], 'tbt'),
        runList(entry?.floorBeside ?? [], 'lcp'),
      ];
    }),
  ];
  /** @type {Array<[string, Summary | undefined]>} */
  const spread = [
    ['floor', floor.summary],
    ...results.routes.map(
      (r) => /** @type {[string, Summary | undefined]} */ ([r.route, own(r.route)?.summary]),
    ),
  ];
  const spreadRows = spread.map(([route, s]) => {
    if (!s) return [label(route), '–', '–', '–', '–'];
    /**
     * @param {keyof Metrics} key
     * @param {(value: number) => string} format
     */
    const range = (key, format) => `${format(s.min[key])} – ${format(s.max[key])}`;
    return [
      label(route),
      range('performance', String),
      range('lcp', ms),
      range('tbt', ms),
      range('cls', (v) => v.toFixed(3)),
    ];
  });
  const name = METHOD_NAMES[method];
  return `## ${name}: mobile, median of ${runs}

The floor's figures are medians of all its ${floor.runs.length} runs under this method.

${metricsTable(
  floor.summary.median,
  results.routes.map((r) => [r.route, own(r.route)?.summary.median]),
)}

### ${name}: LCP and TBT of every run

In run order. The floor's row holds every floor run of the bench; "floor beside" is the floor's
LCP in the pair each of the route's runs was measured in.

${table(['Route', 'LCP runs', 'TBT runs', 'Floor beside (LCP)'], perRunRows)}

### ${name}: spread across runs (min – max)

${table(['Route', 'Perf', 'LCP', 'TBT', 'CLS'], spreadRows)}
`;
}

/** @param {BenchResults} results */
function floorJsNote(results) {
  const kib = results.floor.firstLoadKiB;
  return typeof kib === 'number' ? `; the floor loads ${kib.toFixed(1)} KiB` : '';
}

/**
 * The Markdown report: environment, targets, then per method medians, every run's LCP and TBT
 * and the spread; desktop last.
 *
 * @param {BenchResults} results
 */
export function renderReport(results) {
  const { environment: env, runs, methods } = results;
  /** @type {Partial<Record<Method, MethodSummary>>} */
  const byMethod = {};
  for (const method of methods) {
    const samples = results.samples[method] ?? [];
    if (samples.length) byMethod[method] = summariseMethod(samples);
  }
  const verdicts = targetVerdicts(results, byMethod);
  const targetRows = verdicts.map((v) => {
    const route = results.routes.find((r) => r.route === v.route);
    const html = route?.html;
    const js = route?.firstLoadKiB;
    return [
      label(v.route),
      html ? `${bytes(html.gzipBytes)} (${bytes(html.bytes)} raw)` : 'no HTML file',
      typeof js === 'number' ? `${js.toFixed(1)} KiB` : '–',
      ...methods.map((m) => v.methods[m] ?? '–'),
      v.sizes,
    ];
  });
  // Only the load before the first run tells of other work: by the end the bench's own Chromium
  // has kept about one core busy for an hour, so the load after is high on an idle machine too.
  const busy =
    Number(env.loadBefore) > Number(env.cpus) / 2
      ? `\n\n**The machine was busy** (load average above half its ${env.cpus} cores before the first run): the timings
and Performance scores below are not fit to judge the site by. Run the bench again on an idle
machine.`
      : '';
  const desktopFloor = results.floor.desktop;
  const T = LIGHTHOUSE_TARGETS;

  return `# Lighthouse bench

Generated by \`npm run bench\` on ${env.date} (${env.minutes} min). Lighthouse ${env.lighthouse},
${env.chromium}, Node ${env.node}, ${env.cpus} × ${env.cpuModel}, ${env.memoryGiB} GiB memory;
load average ${env.loadBefore} before and ${env.loadAfter} after (the bench's own Chromium keeps about one
core busy while it runs); Lighthouse's benchmark index
(median) ${env.benchmarkIndex}. Pages were served from \`out/\` by \`scripts/servers/serve.mjs\`, as
\`npm start\` serves them (gzip, cache headers, \`_headers\` applied).${busy}

Mobile, Lighthouse's default configuration (slow 4G, 4× CPU slowdown) under
${methods.map((m) => `\`${m}\``).join(' and ')} throttling: ${METHOD_NAMES.simulate.toLowerCase()}
loads at full speed and models the slow phone afterwards (what PageSpeed Insights shows); applied
(\`devtools\`) really slows the network and the CPU while the page loads (what a visitor on a slow
phone sits through). ${runs} ${runs === 1 ? 'run' : 'runs'} per route per method, taken in rotation, medians per metric.

The framework floor is a bare page (one heading, one paragraph, no stylesheet) built in a scratch
Next.js app with the same next/react versions and export settings. It is measured beside every run of every
route, in the same pair and under the same method (floor first in odd rounds, route first in even
ones), so the floor's medians rest on ${runs} × ${results.routes.length} runs per method and any
slow patch of the machine touches both sides of a ratio. Each figure in brackets is the ratio to
the floor.

## Targets

${targetSummary(verdicts, methods)}

Medians of ${runs} against the floor's medians under the same method. Applied: LCP ≤ ${T.devtools.lcpTimesFloor.default}× floor
(\`/\` ${T.devtools.lcpTimesFloor.home}×), TBT ≤ floor + ${T.devtools.tbtOverFloorMs.default} ms (\`/\` + ${T.devtools.tbtOverFloorMs.home}). Simulated: LCP ≤ ${T.simulate.lcpTimesFloor.default}× floor, TBT ≤ floor + ${T.simulate.tbtOverFloorMs.default} ms
(\`/\` + ${T.simulate.tbtOverFloorMs.home}), Performance ≥ floor − ${T.simulate.performanceUnderFloor.default} (\`/\` − ${T.simulate.performanceUnderFloor.home}). Both: CLS ≤ ${MAX_CLS}, the JavaScript Lighthouse
sees transferred (prefetched chunks included) ≤ floor + ${JS_OVER_FLOOR_KIB} KiB, Accessibility, SEO and
Best Practices 100 (no SEO target on \`/404\`, \`noindex\` on purpose). Sizes: the exported HTML
gzipped as the server sends it, \`/\` ≤ ${bytes(HOME_HTML_GZIP_LIMIT)}; first-load JavaScript (gzip, every
script the HTML loads) within the budget \`npm run budget\` checks: ${FIRST_LOAD_BUDGETS_KIB.default.toFixed(1)} KiB
(\`/\` ${FIRST_LOAD_BUDGETS_KIB.byRoute['/']?.toFixed(1)})${floorJsNote(results)}. Every figure: scripts/lib/budgets.mjs.

Best Practices counts failed requests as console errors: on a machine without a network a route
with third-party images (\`/aboutus\`, whose avatars are remote) can lose points that a visitor's
browser would not. What holds the targets still missed, task by task, with the A/Bs behind it:
[docs/performance.md](../docs/performance.md).

${table(['Route', 'HTML gzip', 'First-load JS', ...methods.map((m) => METHOD_NAMES[m]), 'Sizes'], targetRows)}

${methods
  .map((method) => {
    const summary = byMethod[method];
    return summary ? methodSections(results, method, summary) : '';
  })
  .join('\n')}
${results.interaction ? interactionSection(results.interaction.runs, results.interaction.root, results.interaction) : ''}
${
  desktopFloor
    ? `## Desktop (simulated, one run)\n\n${metricsTable(
        desktopFloor,
        results.routes.map((r) => [r.route, r.desktop]),
      )}\n`
    : ''
}`;
}
