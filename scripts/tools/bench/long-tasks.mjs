// `npm run bench:tasks -- --roots out[,DIR…] --routes /,/pricing`: every main-thread task over
// 50 ms in the first seconds of a visit on a 4× slowed CPU (Lighthouse's mobile slowdown, applied),
// and what each one ran, from a Chromium trace: the script it evaluated or the callback it fired
// (idle callback, timer, frame, message, promise) with the script's address, and how much of it
// was style, layout and paint. It answers "what costs what" faster than a Lighthouse A/B, and
// Lighthouse's TBT is built from these same tasks. Runs rotate between the exports; prints every
// long task of every run and a per-variant sum of blocking time (each task's time over 50 ms).
//
// Options: --roots DIR[,DIR…] (default out), --routes (default /), --runs N (default 3),
// --seconds S (how long after navigation to record, default 10).
import { LONG_TASK_MS } from '../../lib/budgets.mjs';
import { closeServer, isMain, listen, option, projectRoot } from '../../lib/common.mjs';
import { launchChromium, stayLocal } from '../../lib/chromium.mjs';
import { createStaticServer } from '../../servers/serve.mjs';
import { rotation } from './ab-report.mjs';
import path from 'node:path';

/** @import { Browser } from '@playwright/test' */

const PORT = Number(process.env.BENCH_PORT ?? 3200);
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'toplevel',
  'blink.user_timing',
  'loading',
];
/** Children of a task that name what it ran. */
const RUNNERS = new Set([
  'EvaluateScript',
  'FunctionCall',
  'FireIdleCallback',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'RunMicrotasks',
  'ParseHTML',
  'v8.compile',
  'v8.compileModule',
]);
const RENDERING = new Set(['UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'Layerize']);

/**
 * @typedef {{ name: string, ph: string, ts: number, dur?: number, pid: number, tid: number,
 *   args?: any }} TraceEvent
 * @typedef {{ start: number, duration: number, ran: string[], rendering: number }} LongTask
 */

/**
 * The long tasks of the page's main thread, from a Chromium trace: start (ms after navigation),
 * duration, the distinct things it ran (longest first) and its style/layout/paint time.
 *
 * @param {{ traceEvents: TraceEvent[] }} trace
 * @param {number} [threshold]
 * @returns {LongTask[]}
 */
export function longTasksOf(trace, threshold = LONG_TASK_MS) {
  const events = trace.traceEvents;
  // The page's main thread is the renderer thread that parsed its HTML; time counts from that
  // document's navigationStart when the trace has it, else from the start of parsing.
  const parse = events.find(
    (e) => e.name === 'ParseHTML' && e.ph === 'X' && e.args?.beginData?.url?.startsWith('http'),
  );
  if (!parse) throw new Error('The trace has no HTML parsing: was the page loaded while tracing?');
  const own = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X');
  const navigation = events.find(
    (e) => e.name === 'navigationStart' && e.pid === parse.pid && e.args?.data?.isLoadingMainFrame,
  );
  const origin = navigation?.ts ?? parse.ts;
  const tasks = own.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) / 1000 > threshold);
  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const inside = own.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
    /** @type {Map<string, number>} */
    const ran = new Map();
    for (const e of inside.filter((child) => RUNNERS.has(child.name))) {
      const data = e.args?.data ?? {};
      const url = String(data.url ?? data.fileName ?? '').replace(/^https?:\/\/[^/]+/, '');
      const label = `${e.name}${data.functionName ? ` ${data.functionName}` : ''}${url ? ` ${url}` : ''}`;
      ran.set(label, Math.max(ran.get(label) ?? 0, (e.dur ?? 0) / 1000));
    }
    const rendering = inside
      .filter((e) => RENDERING.has(e.name))
      .reduce((sum, e) => sum + (e.dur ?? 0) / 1000, 0);
    return {
      start: Math.round((task.ts - origin) / 1000),
      duration: Math.round((task.dur ?? 0) / 1000),
      ran: [...ran]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([label, ms]) => `${label} (${Math.round(ms)} ms)`),
      rendering: Math.round(rendering),
    };
  });
}

/**
 * One traced visit on a 4× slowed CPU.
 *
 * @param {Browser} browser
 * @param {string} url
 * @param {number} seconds
 */
async function tracedVisit(browser, url, seconds) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await stayLocal(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(url);
  await page.waitForTimeout(seconds * 1000);
  const buffer = await browser.stopTracing();
  await context.close();
  return longTasksOf(JSON.parse(buffer.toString()));
}

async function main() {
  const roots = option('roots', 'out').split(',');
  const routes = option('routes', '/').split(',');
  const runs = Number(option('runs', '3'));
  const seconds = Number(option('seconds', '10'));
  const variants = roots.map((_, index) => String.fromCharCode(65 + index));
  const servers = roots.map((root) =>
    createStaticServer({ root: path.resolve(projectRoot, root) }),
  );
  for (const [index, server] of servers.entries()) await listen(server, PORT + index, '127.0.0.1');
  const browser = await launchChromium();
  /** @type {Record<string, number[]>} */
  const blocking = {};
  try {
    for (let round = 1; round <= runs; round += 1) {
      for (const route of routes) {
        for (const variant of rotation(variants, round)) {
          const index = variants.indexOf(variant);
          const tasks = await tracedVisit(
            browser,
            `http://127.0.0.1:${PORT + index}${route}`,
            seconds,
          );
          const total = tasks.reduce((sum, task) => sum + task.duration - LONG_TASK_MS, 0);
          (blocking[`${variant} ${route}`] ??= []).push(total);
          console.log(
            `\n${variant} ${route} run ${round}: ${tasks.length} long tasks, blocking ${total} ms`,
          );
          for (const task of tasks)
            console.log(
              `  ${String(task.start).padStart(5)} ms  ${String(task.duration).padStart(4)} ms` +
                `  (render ${task.rendering})  ${task.ran.join(' · ')}`,
            );
        }
      }
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map(closeServer));
  }
  console.log('\nBlocking time (sum of each long task over 50 ms), per run:');
  for (const [key, values] of Object.entries(blocking))
    console.log(`  ${key}: ${values.join(', ')} ms`);
  roots.forEach((root, index) => console.log(`${variants[index]} = ${root}`));
}

if (isMain(import.meta.filename)) void main();
