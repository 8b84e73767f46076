// First-load JavaScript per route: gzip size of every script a page's HTML references
// (the noModule polyfill excluded), computed from the static export in out/.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = process.argv[2] ?? 'out';

async function htmlFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === '_next' ? [] : htmlFiles(full);
      return entry.name.endsWith('.html') ? [full] : [];
    }),
  );
  return files.flat();
}

const gzipCache = new Map();
async function gzipSize(src) {
  if (!gzipCache.has(src)) {
    const body = await readFile(path.join(root, src.split('?')[0]));
    gzipCache.set(src, gzipSync(body, { level: 9 }).length);
  }
  return gzipCache.get(src);
}

export async function firstLoadJs() {
  const rows = [];
  for (const file of (await htmlFiles(root)).sort()) {
    const html = await readFile(file, 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)]
      .map(([, attrs]) => attrs)
      .filter((attrs) => !/\bnoModule\b/i.test(attrs))
      .map((attrs) => attrs.match(/\bsrc="([^"]+)"/)?.[1])
      .filter((src) => src?.startsWith('/_next/'));
    const unique = [...new Set(scripts)];
    let bytes = 0;
    for (const src of unique) bytes += await gzipSize(src);
    const route =
      '/' +
      path
        .relative(root, file)
        .replace(/(index)?\.html$/, '')
        .replace(/\/$/, '');
    rows.push({ route, scripts: unique.length, kib: bytes / 1024 });
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await firstLoadJs()) {
    console.log(
      `${row.route.padEnd(40)} ${row.kib.toFixed(1).padStart(7)} KiB  (${row.scripts} scripts)`,
    );
  }
}
