// `npm run bench`: builds the site and a framework-floor page, serves both the way `npm start`
// does and runs Lighthouse (Debian's Chromium, headless) on every route: mobile five times per
// throttling method (simulated and applied), each run paired with a run of the floor, in
// rotation; desktop (simulated) once.
//
// Everything it writes is under bench/, git-ignored: report.md and report.json, and its scratch
// (the floor app and its build) in bench/.work/. One folder to look in or clean up. The docs
// keep no figures from it, only the commands that reproduce them (docs/performance.md).
//
// After Lighthouse, the interaction pass (bench/interaction.mjs): what a slow phone's taps feel
// on `/`, as many visits as runs, in the same report.
//
// Options: --no-build (measure the current out/), --no-desktop, --no-interaction, --runs N,
// --render (rewrite report.md from its report.json, measuring nothing), --interaction-only
// (measure the interaction pass again into the existing report),
// --routes /,/pricing,
// --methods simulate,devtools (one at a time halves a long bench), --root DIR (another export,
// e.g. an older commit's), --out DIR (the report elsewhere, e.g. to compare).
// Run it on an idle machine: a busy core moves Performance by several points and LCP by more.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { desktopConfig } from 'lighthouse';
import { firstLoadJs } from '../build/first-load-js.mjs';
import { closeServer, flag, listen, option, projectRoot, readJson, run } from '../lib/common.mjs';
import { createStaticServer } from '../servers/serve.mjs';
import { buildFloor } from './bench/floor.mjs';
import { MOBILE_CONFIGS, launchChromium, lighthouseRun } from './bench/lighthouse.mjs';
import {
  METHODS,
  gzipSize,
  htmlCandidates,
  median,
  metricsOf,
  renderReport,
  summariseMethod,
} from './bench/report.mjs';

/** @import { Config } from 'lighthouse' */
/** @import { BenchResults, HtmlSize, InteractionPass, Method, MethodSummary, Metrics, Sample } from './bench/report.mjs' */

const BENCH_DIR = path.join(projectRoot, 'bench');
const WORK_DIR = path.join(BENCH_DIR, '.work');

// The export's canonical URLs and sitemap name http://localhost:3000, as `npm start` serves it.
const PORT = Number(process.env.BENCH_PORT ?? 3000);

/**
 * Seconds one Lighthouse run takes on the 2-core bench machine when idle, for the estimate printed
 * at the start: an applied run really waits out the slow network and CPU.
 *
 * @type {Record<Method | 'desktop' | 'interaction', number>}
 */
const SECONDS_PER_RUN = { simulate: 12, devtools: 18, desktop: 10, interaction: 75 };

/**
 * Every route in the sitemap, plus the 404 page (fetched directly, so it answers 200).
 *
 * @param {string} root
 */
async function routesOf(root) {
  const sitemap = await readFile(path.join(root, 'sitemap.xml'), 'utf8');
  const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, url = '']) => new URL(url).pathname,
  );
  return [...routes, '/404'];
}

/**
 * The route's exported HTML file, raw and gzipped; null when the export has none for it.
 *
 * @param {string} root
 * @param {string} route
 * @returns {Promise<HtmlSize | null>}
 */
async function htmlSize(root, route) {
  for (const file of htmlCandidates(route)) {
    const content = await readFile(path.join(root, file)).catch((error) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (content) return { file, bytes: content.length, gzipBytes: gzipSize(content) };
  }
  return null;
}

/**
 * A route's first-load JavaScript in KiB of gzip, from `firstLoadJs` rows; null when none matches.
 *
 * @param {Array<{ route: string, kib: number }>} rows
 * @param {string} route
 */
function firstLoadOf(rows, route) {
  return rows.find((row) => row.route === route)?.kib ?? null;
}

/**
 * The requested throttling methods, in the order given.
 *
 * @param {string} list comma-separated
 * @returns {Method[]}
 */
function parseMethods(list) {
  const names = list.split(',').filter(Boolean);
  const unknown = names.filter(
    (name) => !(/** @type {readonly string[]} */ (METHODS).includes(name)),
  );
  if (unknown.length || names.length === 0) {
    throw new Error(`--methods takes ${METHODS.join(', ')}; got ${list}`);
  }
  return /** @type {Method[]} */ ([...new Set(names)]);
}

/** @param {number} ms a time, as `Date.now()` gives it, as the report writes it: to the minute, UTC */
const utcMinute = (ms) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ') + ' UTC';

/** @param {number} seconds */
const duration = (seconds) =>
  seconds < 90 ? `${Math.round(seconds)} s` : `${Math.round(seconds / 60)} min`;

/**
 * Waits (three minutes at most) for the one-minute load average to fall below one busy core: the
 * builds before the Lighthouse runs, and those runs before the interaction pass, leave it high;
 * the report states it as measured at the start of each.
 */
async function settle() {
  const deadline = Date.now() + 180_000;
  while ((os.loadavg()[0] ?? 0) >= 1 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }
  console.log(`load average ${os.loadavg()[0]?.toFixed(2)} at the start`);
}

/**
 * `--render`: writes report.md again from the report.json beside it, measuring nothing; for a
 * change to the report's wording, so the figures stay those of the run that measured them.
 *
 * @param {string} outDir
 */
async function renderAgain(outDir) {
  const results = /** @type {BenchResults} */ (await readJson(path.join(outDir, 'report.json')));
  await writeFile(path.join(outDir, 'report.md'), renderReport(results));
  console.log(`Wrote ${path.relative(projectRoot, outDir)}/report.md from its report.json`);
}

/**
 * The interaction pass, in a process of its own (bench/interaction.mjs, which serves the export
 * itself), once the load has settled again: by then this process holds about 2 GB of Lighthouse
 * results and the Lighthouse Chromium has only just closed, so the pass measures as it does when
 * run alone (`npm run bench:interaction`), not beside either.
 *
 * @param {string} root
 * @param {number} runs
 * @returns {Promise<InteractionPass>}
 */
async function interactionPass(root, runs) {
  await mkdir(WORK_DIR, { recursive: true });
  const file = path.join(WORK_DIR, `interaction-bench-${Date.now()}.json`);
  await settle();
  const started = Date.now();
  const script = path.join(projectRoot, 'scripts/tools/bench/interaction.mjs');
  run('node', [script, '--roots', root, '--runs', String(runs), '--json', file]);
  const { results, loadBefore, loadAfter } = await readJson(file);
  return {
    root: path.relative(projectRoot, root) || '.',
    runs: results,
    date: utcMinute(started),
    loadBefore,
    loadAfter,
  };
}

/**
 * `--interaction-only`: measures the interaction pass again and puts it in the report.json beside
 * it, keeping the Lighthouse results; the section then gives its own date and load.
 *
 * @param {string} root
 * @param {number} runs
 * @param {string} outDir
 */
async function interactionOnly(root, runs, outDir) {
  const results = /** @type {BenchResults} */ (await readJson(path.join(outDir, 'report.json')));
  results.interaction = await interactionPass(root, runs);
  await writeFile(path.join(outDir, 'report.json'), JSON.stringify(results, null, 2) + '\n');
  await writeFile(path.join(outDir, 'report.md'), renderReport(results));
  console.log(`Wrote ${path.relative(projectRoot, outDir)}/report.md with a new interaction pass`);
}

async function main() {
  if (flag('render')) {
    await renderAgain(path.resolve(projectRoot, option('out', BENCH_DIR)));
    return;
  }
  const runs = Number(option('runs', '5'));
  const methods = parseMethods(option('methods', METHODS.join(',')));
  const withDesktop = !flag('no-desktop');
  const withInteraction = !flag('no-interaction');
  const root = path.resolve(projectRoot, option('root', 'out'));
  const outDir = path.resolve(projectRoot, option('out', BENCH_DIR));
  if (!flag('no-build')) run('npm', ['run', 'build']);
  if (flag('interaction-only')) {
    await interactionOnly(root, runs, outDir);
    return;
  }
  const floorRoot = await buildFloor(path.join(WORK_DIR, 'floor'));

  const routes = option('routes')?.split(',') ?? (await routesOf(root));
  const floorUrl = `http://localhost:${PORT + 1}/`;
  /** @param {string} route */
  const urlOf = (route) => `http://localhost:${PORT}${route}`;

  const mobileRuns = routes.length * runs * 2;
  const total = mobileRuns * methods.length + (withDesktop ? routes.length + 1 : 0);
  const estimate =
    mobileRuns * methods.reduce((sum, m) => sum + SECONDS_PER_RUN[m], 0) +
    (withDesktop ? (routes.length + 1) * SECONDS_PER_RUN.desktop : 0) +
    (withInteraction ? runs * SECONDS_PER_RUN.interaction : 0);
  console.log(
    `${total} Lighthouse runs (${routes.length} routes × ${runs} × ${methods.join(' + ')}, ` +
      `each beside a floor run${withDesktop ? ', then desktop once' : ''})` +
      `${withInteraction ? `, then ${runs} interaction visits` : ''}: about ` +
      `${duration(estimate)} on an idle 2-core machine, longer on a busy one.`,
  );

  const site = createStaticServer({ root });
  const floorServer = createStaticServer({ root: floorRoot });
  await listen(site, PORT, '127.0.0.1');
  await listen(floorServer, PORT + 1, '127.0.0.1');

  await settle();
  const chrome = await launchChromium();
  const started = Date.now();
  const loadBefore = os.loadavg()[0]?.toFixed(2) ?? '?';
  /** @type {Record<Method, Sample[]>} */
  const samples = { simulate: [], devtools: [] };
  /** @type {Map<string, Metrics>} */
  const desktop = new Map();
  /** @type {number[]} */
  const benchmarkIndexes = [];
  let userAgent = '';
  let done = 0;

  /**
   * @param {string} url
   * @param {Config} config
   */
  const measure = async (url, config) => {
    const lhr = await lighthouseRun(url, chrome.port, config);
    benchmarkIndexes.push(lhr.environment.benchmarkIndex);
    userAgent = lhr.environment.hostUserAgent;
    done += 1;
    return metricsOf(lhr);
  };
  const progress = () => {
    const elapsed = (Date.now() - started) / 1000;
    const left = (elapsed / done) * (total - done);
    return `[${done}/${total}, ${duration(elapsed)} in, ~${duration(left)} left]`;
  };

  try {
    // Rotation, not route after route, and each route's run paired with a floor run under the
    // same method: a slow patch of the machine touches the route and its floor alike. The pair's
    // order alternates by round so neither side always runs on the heels of the other.
    for (let round = 1; round <= runs; round += 1) {
      for (const route of routes) {
        for (const method of methods) {
          const config = MOBILE_CONFIGS[method];
          const floorFirst = round % 2 === 1;
          /** @type {Metrics} */
          let floor;
          /** @type {Metrics} */
          let page;
          if (floorFirst) {
            floor = await measure(floorUrl, config);
            page = await measure(urlOf(route), config);
          } else {
            page = await measure(urlOf(route), config);
            floor = await measure(floorUrl, config);
          }
          samples[method].push({ round, route, floorFirst, floor, page });
          console.log(
            `${progress()} ${method} ${round}/${runs} ${route.padEnd(34)} ` +
              `lcp ${Math.round(page.lcp)} tbt ${Math.round(page.tbt)} perf ${page.performance}` +
              ` | floor lcp ${Math.round(floor.lcp)} tbt ${Math.round(floor.tbt)}`,
          );
        }
      }
    }
    if (withDesktop) {
      for (const [route, url] of [['floor', floorUrl], ...routes.map((r) => [r, urlOf(r)])]) {
        desktop.set(route ?? '', await measure(url ?? '', desktopConfig));
        console.log(`${progress()} desktop ${route}`);
      }
    }
  } finally {
    chrome.kill();
    await Promise.all([closeServer(site), closeServer(floorServer)]);
  }
  // Lighthouse's Chromium and the servers are closed, so they take no CPU from the pass.
  const interaction = withInteraction ? await interactionPass(root, runs) : undefined;

  const lighthousePackage = await readJson(
    path.join(projectRoot, 'node_modules/lighthouse/package.json'),
  );
  /** @type {Partial<Record<Method, Sample[]>>} */
  const measured = {};
  /** @type {Partial<Record<Method, MethodSummary>>} */
  const mobile = {};
  for (const method of methods) {
    measured[method] = samples[method];
    mobile[method] = summariseMethod(samples[method]);
  }
  const siteFirstLoad = await firstLoadJs(root);
  /** @type {BenchResults} */
  const results = {
    environment: {
      date: utcMinute(started),
      minutes: Math.round((Date.now() - started) / 60_000),
      lighthouse: lighthousePackage.version,
      chromium: userAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? userAgent,
      node: process.version,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
      memoryGiB: Math.round(os.totalmem() / 1024 ** 3),
      loadBefore,
      loadAfter: os.loadavg()[0]?.toFixed(2) ?? '?',
      benchmarkIndex: Math.round(median(benchmarkIndexes)),
    },
    runs,
    methods,
    floor: {
      route: 'floor',
      html: await htmlSize(floorRoot, '/'),
      firstLoadKiB: firstLoadOf(await firstLoadJs(floorRoot), '/'),
      desktop: desktop.get('floor'),
    },
    routes: await Promise.all(
      routes.map(async (route) => ({
        route,
        html: await htmlSize(root, route),
        firstLoadKiB: firstLoadOf(siteFirstLoad, route),
        desktop: desktop.get(route),
      })),
    ),
    samples: measured,
    mobile,
    ...(interaction ? { interaction } : {}),
  };
  await mkdir(outDir, { recursive: true });
  await writeFile(path.join(outDir, 'report.json'), JSON.stringify(results, null, 2) + '\n');
  await writeFile(path.join(outDir, 'report.md'), renderReport(results));
  console.log(`Wrote ${path.relative(projectRoot, outDir)}/report.md and report.json`);
}

await main();
