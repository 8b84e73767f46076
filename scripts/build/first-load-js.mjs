// First-load JavaScript per route: gzip size of every script a page's HTML references (the
// noModule polyfill excluded), computed from a static export. `--check` turns it into the budget
// check `npm test` runs: a deterministic size check, not a timing. The budgets are in
// scripts/lib/budgets.mjs; a page that grows past its budget needs a reason, not a bigger number.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { FIRST_LOAD_BUDGETS_KIB } from '../lib/budgets.mjs';
import { exportDir, flag, htmlFiles, isMain } from '../lib/common.mjs';
import { scriptsStartedAfterPaint } from './first-paint.mjs';

/**
 * @typedef {object} FirstLoadRow
 * @property {string} route
 * @property {string[]} scripts same-origin script URLs, in the order the page lists them
 * @property {number} kib their gzip total
 */

const KIB = 1024;

/**
 * Libraries no route may load up front, each found by a string only its bundle contains. The
 * check also requires every marker to be found in some lazily loaded chunk, so a marker that
 * goes stale (a library renames its string) fails loudly instead of passing silently.
 */
export const lazyOnly = [
  { name: 'posthog-js', marker: '[PostHog.js]' },
  { name: '@sentry/nextjs', marker: 'sentry_key' },
  { name: 'react-hook-form', marker: 'isSubmitSuccessful' },
  { name: 'zod', marker: 'ZodError' },
  { name: 'the video player', marker: 'youtube-nocookie.com/embed' },
  { name: 'motion', marker: '__MOTION_INSPECT__' },
  // A load state of the attribution build's, fetched after Accept (lib/analytics/web-vitals.ts).
  { name: 'web-vitals', marker: 'dom-content-loaded' },
];

/**
 * Code no chunk may hold at all, each found by a string only it contains: zod's translations of
 * its messages (the site shows its own), which come back whole if anything imports zod's `z`
 * object or imports zod lazily as a namespace (`content/zod.ts` says how to import it).
 */
export const nowhere = [{ name: "zod's translations", marker: 'Ungültige Eingabe' }];

/**
 * Same-origin scripts a page's HTML loads (`/_next/…`), without the noModule polyfill: its
 * `<script src>` elements and the ones its loader starts after the first paint.
 *
 * @param {string} html
 * @returns {string[]}
 */
export function firstLoadScripts(html) {
  const sources = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map(([, attrs = '']) => attrs)
    .filter((attrs) => !/\bnoModule\b/i.test(attrs))
    .map((attrs) => attrs.match(/\bsrc="([^"]+)"/)?.[1] ?? '')
    .filter((src) => src.startsWith('/_next/'))
    .map((src) => src.split('?')[0] ?? src);
  return [...new Set([...sources, ...scriptsStartedAfterPaint(html)])];
}

/**
 * @param {string} root
 * @param {string} file
 */
function routeOf(root, file) {
  const relative = path.relative(root, file).split(path.sep).join('/');
  return '/' + relative.replace(/(index)?\.html$/, '').replace(/\/$/, '');
}

/**
 * One row per HTML file: its route, the scripts it loads and their gzip total in KiB.
 *
 * @param {string} [root]
 * @returns {Promise<FirstLoadRow[]>}
 */
export async function firstLoadJs(root = 'out') {
  /** @type {Map<string, Promise<Buffer>>} */
  const files = new Map();
  /** @param {string} src */
  const read = (src) => {
    const file = files.get(src) ?? readFile(path.join(root, src));
    files.set(src, file);
    return file;
  };
  /** @type {FirstLoadRow[]} */
  const rows = [];
  for (const file of await htmlFiles(root)) {
    const scripts = firstLoadScripts(await readFile(file, 'utf8'));
    let bytes = 0;
    for (const src of scripts) bytes += gzipSync(await read(src), { level: 9 }).length;
    rows.push({ route: routeOf(root, file), scripts, kib: bytes / KIB });
  }
  return rows;
}

/**
 * Every JavaScript chunk of an export, by the URL a page would load it from.
 *
 * @param {string} root
 * @returns {Promise<Map<string, string>>}
 */
async function chunkTexts(root) {
  const dir = path.join(root, '_next/static/chunks');
  const entries = await readdir(dir, { recursive: true }).catch(
    /** @param {NodeJS.ErrnoException} error */ (error) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  const names = entries.filter((name) => name.endsWith('.js'));
  const texts = new Map();
  for (const name of names) {
    texts.set(`/_next/static/chunks/${name}`, await readFile(path.join(dir, name), 'utf8'));
  }
  return texts;
}

/**
 * Every broken budget and every lazy-only library found in a first load, as readable lines.
 *
 * @param {string} [root]
 * @returns {Promise<{ rows: FirstLoadRow[], problems: string[] }>}
 */
export async function budgetProblems(root = 'out') {
  const rows = await firstLoadJs(root);
  const chunks = await chunkTexts(root);
  /** @type {string[]} */
  const problems = [];
  for (const { route, kib } of rows) {
    const limit = FIRST_LOAD_BUDGETS_KIB.byRoute[route] ?? FIRST_LOAD_BUDGETS_KIB.default;
    if (kib > limit)
      problems.push(`${route}: ${kib.toFixed(2)} KiB over its ${limit.toFixed(1)} KiB budget`);
  }
  for (const { name, marker } of lazyOnly) {
    const holders = [...chunks].filter(([, text]) => text.includes(marker)).map(([src]) => src);
    if (holders.length === 0) {
      problems.push(`${name}: marker "${marker}" is in no chunk; update the marker`);
      continue;
    }
    for (const { route, scripts } of rows) {
      const loaded = scripts.filter((src) => holders.includes(src));
      if (loaded.length > 0)
        problems.push(`${route}: loads ${name} up front (${loaded.join(', ')})`);
    }
  }
  for (const { name, marker } of nowhere) {
    for (const [src, text] of chunks)
      if (text.includes(marker)) problems.push(`${src}: holds ${name} ("${marker}")`);
  }
  return { rows, problems };
}

async function main() {
  const { rows, problems } = await budgetProblems(exportDir());
  for (const { route, scripts, kib } of rows) {
    const limit = FIRST_LOAD_BUDGETS_KIB.byRoute[route] ?? FIRST_LOAD_BUDGETS_KIB.default;
    console.log(
      `${route.padEnd(36)} ${kib.toFixed(2).padStart(6)} KiB of ${limit.toFixed(1)}  (${scripts.length} scripts)`,
    );
  }
  if (problems.length > 0) {
    console.error(`\nFirst-load budget check failed:\n  ${problems.join('\n  ')}`);
    if (flag('check')) process.exit(1);
  } else {
    console.log(
      `\nAll ${rows.length} pages within budget; ${lazyOnly.length} libraries lazy only.`,
    );
  }
}

// Not when a test imports the module. No top-level await, so jest can load it.
if (isMain(import.meta.filename)) void main();
