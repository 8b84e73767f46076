// `npm start`: build the export when it is missing or stale, then serve the site and the mail stand-in.
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { closeServer, isMain, listen, projectRoot, run } from '../lib/common.mjs';
import { createMailServer } from './mail-server.mjs';
import { createStaticServer } from './serve.mjs';

/** @import { Server } from 'node:http' */

const OUT_INDEX = path.join(projectRoot, 'out', 'index.html');
/** What the export is made from: the sources and every build step (scripts/build/ and its helpers). */
export const SOURCE_DIRS = [
  'app',
  'components',
  'content',
  'lib',
  'public',
  'scripts/build',
  'scripts/lib',
];
export const SOURCE_FILES = ['next.config.ts', 'package.json', 'postcss.config.mjs'];

/**
 * Whether a change to this file (relative to the project root) makes `npm start` rebuild.
 *
 * @param {string} file
 */
export function isWatched(file) {
  const normalised = path.posix.normalize(file.split(path.sep).join('/'));
  return (
    SOURCE_FILES.includes(normalised) || SOURCE_DIRS.some((dir) => normalised.startsWith(`${dir}/`))
  );
}

/** @param {string} file */
async function mtimeOf(file) {
  const info = await stat(file).catch(() => null);
  return info ? info.mtimeMs : null;
}

/**
 * @param {string} dir
 * @returns {Promise<number>}
 */
async function newestMtimeIn(dir) {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  let newest = 0;
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    const mtime = entry.isDirectory() ? await newestMtimeIn(full) : ((await mtimeOf(full)) ?? 0);
    newest = Math.max(newest, mtime);
  }
  return newest;
}

async function newestSourceMtime() {
  const dirTimes = SOURCE_DIRS.map((dir) => newestMtimeIn(path.join(projectRoot, dir)));
  const fileTimes = SOURCE_FILES.map(
    async (file) => (await mtimeOf(path.join(projectRoot, file))) ?? 0,
  );
  return Math.max(0, ...(await Promise.all([...dirTimes, ...fileTimes])));
}

async function buildIfStale() {
  const builtAt = await mtimeOf(OUT_INDEX);
  if (builtAt !== null && builtAt >= (await newestSourceMtime())) return;
  console.log(builtAt === null ? 'No export found, building…' : 'Sources changed, rebuilding…');
  // `npm run build`, not `next build` alone: it also writes each page's Content-Security-Policy.
  run('npm', ['run', 'build']);
}

/** @param {Server[]} servers */
function closeOnSignals(servers) {
  /** @param {NodeJS.Signals} signal */
  const shutdown = (signal) => {
    console.log(`\n${signal} received, shutting down`);
    for (const server of servers) void closeServer(server);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

async function main() {
  await buildIfStale();
  const site = createStaticServer({ root: path.join(projectRoot, 'out') });
  const mail = createMailServer({
    outbox: process.env.OUTBOX ?? path.join(projectRoot, 'outbox'),
  });
  const sitePort = await listen(site, Number(process.env.PORT ?? 3000));
  const mailPort = await listen(mail, Number(process.env.MAIL_PORT ?? 8000));
  closeOnSignals([site, mail]);
  console.log(`Site:  http://localhost:${sitePort}/`);
  console.log(`Mail:  http://localhost:${mailPort}/send-email`);
}

if (isMain(import.meta.filename)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
