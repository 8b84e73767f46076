// What the export is made from, and when it last changed: `npm run build` records that time beside
// the export it completes, and `npm start` rebuilds when a source is newer than the export.
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { projectRoot } from './common.mjs';

/** The sources and every build step (scripts/build/ and its helpers). */
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

/**
 * The file's modification time in milliseconds, or null when it does not exist.
 *
 * @param {string} file
 */
export async function mtimeOf(file) {
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

/** The modification time of the newest source, in milliseconds. */
export async function newestSourceMtime() {
  const dirTimes = SOURCE_DIRS.map((dir) => newestMtimeIn(path.join(projectRoot, dir)));
  const fileTimes = SOURCE_FILES.map(
    async (file) => (await mtimeOf(path.join(projectRoot, file))) ?? 0,
  );
  return Math.max(0, ...(await Promise.all([...dirTimes, ...fileTimes])));
}
