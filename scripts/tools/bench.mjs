// `npm run bench`: builds the site and a framework-floor page, serves both the way `npm start`
// does and runs Lighthouse (Debian's Chromium, headless) on every route: mobile five times in
// rotation (medians) and desktop once.
//
// Everything it writes is under bench/: report.md and report.json, committed, and its scratch
// (the floor app and its build) in bench/.work/, git-ignored. One folder to look in or clean up.
//
// Options: --no-build (measure the current out/), --no-desktop, --runs N, --routes /,/pricing, --root DIR
// (another export, e.g. an older commit's), --out DIR (the report elsewhere, e.g. to compare).
// Run it on an idle machine: a busy core moves Performance by several points.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../lib/chromium.mjs';
import { closeServer, flag, listen, option, projectRoot, readJson, run } from '../lib/common.mjs';
import { createStaticServer } from '../servers/serve.mjs';
import { buildFloor } from './bench/floor.mjs';
import { metricsOf, renderReport, summarise, median } from './bench/report.mjs';

/** @import { Config, Result } from 'lighthouse' */
/** @import { BenchResults, Metrics } from './bench/report.mjs' */

const BENCH_DIR = path.join(projectRoot, 'bench');
const WORK_DIR = path.join(BENCH_DIR, '.work');

// The export's canonical URLs and sitemap name http://localhost:3000, as `npm start` serves it.
const PORT = Number(process.env.BENCH_PORT ?? 3000);
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', ...chromiumArgs];

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
 * One Lighthouse run; a run that Lighthouse itself reports as failed (NO_NAVSTART…) is retried.
 *
 * @param {string} url
 * @param {number} port Chrome's debugging port
 * @param {Config} [config]
 * @param {number} [attempts]
 * @returns {Promise<Result>}
 */
async function lighthouseRun(url, port, config, attempts = 3) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' }, config);
  const error = result?.lhr ? result.lhr.runtimeError : { message: 'no result' };
  if (result && !error) return result.lhr;
  if (attempts <= 1) throw new Error(`${url}: ${error?.message}`);
  console.warn(`retrying ${url}: ${error?.message}`);
  return lighthouseRun(url, port, config, attempts - 1);
}

async function main() {
  const runs = Number(option('runs', '5'));
  const root = path.resolve(projectRoot, option('root', 'out'));
  const outDir = path.resolve(projectRoot, option('out', BENCH_DIR));
  if (!flag('no-build')) run('npm', ['run', 'build']);
  const floorRoot = await buildFloor(path.join(WORK_DIR, 'floor'));

  const routes = option('routes')?.split(',') ?? (await routesOf(root));
  const site = createStaticServer({ root });
  const floorServer = createStaticServer({ root: floorRoot });
  await listen(site, PORT, '127.0.0.1');
  await listen(floorServer, PORT + 1, '127.0.0.1');
  const targets = [
    { route: 'floor', url: `http://localhost:${PORT + 1}/` },
    ...routes.map((route) => ({ route, url: `http://localhost:${PORT}${route}` })),
  ];

  const chrome = await launch({
    chromePath: chromiumPath,
    chromeFlags: CHROME_FLAGS,
  });
  const loadBefore = os.loadavg()[0]?.toFixed(2) ?? '?';
  /** @type {Map<string, Metrics[]>} */
  const mobile = new Map(targets.map((t) => [t.route, []]));
  /** @type {Map<string, Metrics>} */
  const desktop = new Map();
  /** @type {number[]} */
  const benchmarkIndexes = [];
  let userAgent = '';
  try {
    // Rotation, not route after route: a slow patch of the machine touches every route alike.
    for (let i = 1; i <= runs; i += 1) {
      for (const { route, url } of targets) {
        const lhr = await lighthouseRun(url, chrome.port);
        const m = metricsOf(lhr);
        mobile.get(route)?.push(m);
        benchmarkIndexes.push(lhr.environment.benchmarkIndex);
        userAgent = lhr.environment.hostUserAgent;
        console.log(
          `mobile ${i}/${runs} ${route.padEnd(34)} perf ${m.performance} lcp ${Math.round(m.lcp)} tbt ${Math.round(m.tbt)}`,
        );
      }
    }
    for (const { route, url } of flag('no-desktop') ? [] : targets) {
      desktop.set(route, metricsOf(await lighthouseRun(url, chrome.port, desktopConfig)));
      console.log(`desktop ${route}`);
    }
  } finally {
    chrome.kill();
    await Promise.all([closeServer(site), closeServer(floorServer)]);
  }

  const lighthousePackage = await readJson(
    path.join(projectRoot, 'node_modules/lighthouse/package.json'),
  );
  /** @param {string} route */
  const entry = (route) => ({
    route,
    mobile: summarise(mobile.get(route) ?? []),
    desktop: desktop.get(route),
  });
  /** @type {BenchResults} */
  const results = {
    environment: {
      date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
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
    floor: entry('floor'),
    routes: routes.map(entry),
    raw: Object.fromEntries(mobile),
  };
  await mkdir(outDir, { recursive: true });
  await writeFile(path.join(outDir, 'report.json'), JSON.stringify(results, null, 2) + '\n');
  await writeFile(path.join(outDir, 'report.md'), renderReport(results));
  console.log(`Wrote ${path.relative(projectRoot, outDir)}/report.md and report.json`);
}

await main();
