// `npm run bench:ab -- --roots out,../other/out`: an A/B (or A/B/C…) of static exports in one run,
// beside the framework floor. Every route is measured under each throttling method in rounds; in
// each round the floor and every export run one after another, in an order that rotates by round,
// so a slow patch of the machine touches them all alike. Prints medians with min–max per variant
// (A is the first root, B the second…) and writes every run to bench/.work/ab-<time>.json.
//
// Options: --roots DIR,DIR[,DIR…] (required), --routes /,/pricing (default /), --runs N (default
// 5), --methods simulate,devtools (default both), --cpu N (the CPU slowdown, default
// Lighthouse's 4: raise it on a fast host until the floor's TBT is what the targets assume, and
// say so beside the figures). It measures the floor that `npm run bench` last
// built in bench/.work/floor/out and builds it when missing.
import { access, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { closeServer, isMain, listen, option, projectRoot } from '../../lib/common.mjs';
import { createStaticServer } from '../../servers/serve.mjs';
import { buildFloor } from './floor.mjs';
import { MOBILE_CONFIGS, launchChromium, lighthouseRun, mobileConfigsAt } from './lighthouse.mjs';
import { abTable, rotation } from './ab-report.mjs';
import { METHODS, metricsOf } from './report.mjs';

/** @import { Method } from './report.mjs' */
/** @import { AbRun, Variant } from './ab-report.mjs' */

const WORK_DIR = path.join(projectRoot, 'bench/.work');
const PORT = Number(process.env.BENCH_PORT ?? 3000);
/** @param {string} dir */
const exists = (dir) =>
  access(dir).then(
    () => true,
    () => false,
  );

async function main() {
  const rootList = option('roots')?.split(',') ?? [];
  if (rootList.length < 2) throw new Error('--roots takes two or more exports: --roots out,DIR');
  /** @type {Record<Variant, string>} */
  const roots = Object.fromEntries(
    rootList.map((root, index) => [
      String.fromCharCode(65 + index),
      path.resolve(projectRoot, root),
    ]),
  );
  const variants = ['floor', ...Object.keys(roots)];
  const routes = option('routes', '/').split(',');
  const runs = Number(option('runs', '5'));
  const methods = /** @type {Method[]} */ (option('methods', METHODS.join(',')).split(','));
  const cpu = option('cpu');
  const configs = cpu ? mobileConfigsAt(Number(cpu)) : MOBILE_CONFIGS;
  const floorDir = path.join(WORK_DIR, 'floor');
  const floorRoot = (await exists(path.join(floorDir, 'out/index.html')))
    ? path.join(floorDir, 'out')
    : await buildFloor(floorDir);

  /** @type {Record<Variant, string>} */
  const rootOf = { ...roots, floor: floorRoot };
  const servers = variants.map((variant) => createStaticServer({ root: rootOf[variant] ?? '' }));
  /** @type {Record<Variant, number>} */
  const ports = Object.fromEntries(variants.map((variant, index) => [variant, PORT + index]));
  for (const [index, server] of servers.entries()) await listen(server, PORT + index, '127.0.0.1');
  const chrome = await launchChromium();
  const loadBefore = os.loadavg()[0]?.toFixed(2);
  /** @type {AbRun[]} */
  const results = [];
  const total = routes.length * runs * methods.length * variants.length;
  try {
    for (let round = 1; round <= runs; round += 1) {
      for (const route of routes) {
        for (const method of methods) {
          for (const variant of rotation(variants, round)) {
            const url = `http://localhost:${ports[variant]}${variant === 'floor' ? '/' : route}`;
            const metrics = metricsOf(await lighthouseRun(url, chrome.port, configs[method]));
            results.push({ method, route, round, variant, metrics });
            console.log(
              `[${results.length}/${total}] ${method} ${round} ${route} ${variant}: ` +
                `lcp ${Math.round(metrics.lcp)} tbt ${Math.round(metrics.tbt)} perf ${metrics.performance}`,
            );
          }
        }
      }
    }
  } finally {
    chrome.kill();
    await Promise.all(servers.map(closeServer));
  }
  for (const [variant, root] of Object.entries(roots)) console.log(`${variant} = ${root}`);
  console.log(`load average ${loadBefore} before, ${os.loadavg()[0]?.toFixed(2)} after`);
  for (const method of methods) {
    for (const route of routes) {
      console.log(`\n${method} ${route}, ${runs} runs each: median (min–max)`);
      console.log(abTable(results.filter((r) => r.method === method && r.route === route)));
    }
  }
  await mkdir(WORK_DIR, { recursive: true });
  const file = path.join(WORK_DIR, `ab-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(file, JSON.stringify({ roots, routes, runs, methods, results }, null, 2) + '\n');
  console.log(`\nEvery run: ${path.relative(projectRoot, file)}`);
}

if (isMain(import.meta.filename)) void main();
