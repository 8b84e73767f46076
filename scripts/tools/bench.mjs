// `npm run bench`: builds the site and a framework-floor page, serves both the way `npm start`
// does and runs Lighthouse (Debian's Chromium, headless) on every route: mobile five times in
// rotation (medians) and desktop once. Writes bench/report.md and bench/report.json.
//
// Options: --no-build (measure the current out/), --no-desktop, --runs N, --routes /,/pricing, --root DIR
// (another export, e.g. an older commit's), --out DIR (where the report goes).
// Run it on an idle machine: a busy core moves Performance by several points.
import { spawnSync } from 'node:child_process';
import { readFile, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { buildFloor } from './bench/floor.mjs';
import { chromiumArgs, chromiumPath } from '../lib/chromium.mjs';
import { metricsOf, renderReport, summarise, median } from './bench/report.mjs';
import { createStaticServer } from '../servers/serve.mjs';

const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');
// The export's canonical URLs and sitemap name http://localhost:3000, as `npm start` serves it.
const PORT = Number(process.env.BENCH_PORT ?? 3000);
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', ...chromiumArgs];

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: PROJECT_ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

function listen(root, port) {
  const server = createStaticServer({ root });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/** Every route in the sitemap, plus the 404 page (fetched directly, so it answers 200). */
async function routesOf(root) {
  const sitemap = await readFile(path.join(root, 'sitemap.xml'), 'utf8');
  const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, url]) => new URL(url).pathname,
  );
  return [...routes, '/404'];
}

/** One Lighthouse run; a run that Lighthouse itself reports as failed (NO_NAVSTART…) is retried. */
async function lighthouseRun(url, port, config, attempts = 3) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' }, config);
  const error = result?.lhr ? result.lhr.runtimeError : { message: 'no result' };
  if (!error) return result.lhr;
  if (attempts <= 1) throw new Error(`${url}: ${error.message}`);
  console.warn(`retrying ${url}: ${error.message}`);
  return lighthouseRun(url, port, config, attempts - 1);
}

async function main() {
  const runs = Number(option('runs', 5));
  const root = path.resolve(PROJECT_ROOT, option('root', 'out'));
  const outDir = path.resolve(PROJECT_ROOT, option('out', 'bench'));
  if (!process.argv.includes('--no-build')) run('npm', ['run', 'build']);
  const floorRoot = await buildFloor(PROJECT_ROOT, path.join(PROJECT_ROOT, '.bench/floor'));

  const routes = option('routes')?.split(',') ?? (await routesOf(root));
  const site = await listen(root, PORT);
  const floorServer = await listen(floorRoot, PORT + 1);
  const targets = [
    { route: 'floor', url: `http://localhost:${PORT + 1}/` },
    ...routes.map((route) => ({ route, url: `http://localhost:${PORT}${route}` })),
  ];

  const chrome = await launch({
    chromePath: chromiumPath,
    chromeFlags: CHROME_FLAGS,
  });
  const loadBefore = os.loadavg()[0].toFixed(2);
  const mobile = new Map(targets.map((t) => [t.route, []]));
  const desktop = new Map();
  const benchmarkIndexes = [];
  let userAgent = '';
  try {
    // Rotation, not route after route: a slow patch of the machine touches every route alike.
    for (let i = 1; i <= runs; i += 1) {
      for (const { route, url } of targets) {
        const lhr = await lighthouseRun(url, chrome.port);
        mobile.get(route).push(metricsOf(lhr));
        benchmarkIndexes.push(lhr.environment.benchmarkIndex);
        userAgent = lhr.environment.hostUserAgent;
        const m = mobile.get(route).at(-1);
        console.log(
          `mobile ${i}/${runs} ${route.padEnd(34)} perf ${m.performance} lcp ${Math.round(m.lcp)} tbt ${Math.round(m.tbt)}`,
        );
      }
    }
    for (const { route, url } of process.argv.includes('--no-desktop') ? [] : targets) {
      desktop.set(route, metricsOf(await lighthouseRun(url, chrome.port, desktopConfig)));
      console.log(`desktop ${route}`);
    }
  } finally {
    chrome.kill();
    site.close();
    floorServer.close();
  }

  const lighthousePackage = JSON.parse(
    await readFile(path.join(PROJECT_ROOT, 'node_modules/lighthouse/package.json'), 'utf8'),
  );
  const entry = (route) => ({
    route,
    mobile: summarise(mobile.get(route)),
    desktop: desktop.get(route),
  });
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
      loadAfter: os.loadavg()[0].toFixed(2),
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
  console.log(`Wrote ${path.relative(PROJECT_ROOT, outDir)}/report.md and report.json`);
}

await main();
