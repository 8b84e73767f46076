// The record a build leaves beside its export once every step has passed and the export is in
// place (`out.built.json` beside `out/`). A build removes it before it starts, so an export
// without it, or with one that describes other files, did not come from a complete build:
// `npm start` rebuilds then (and when a source is newer than what the build read).
import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { mtimeOf } from './sources.mjs';

/**
 * What a complete build records: the newest source's time when it started (a source edited
 * while it ran is newer) and a digest of the home page it wrote (an export written over by
 * anything else, `next build` alone for one, no longer matches).
 *
 * @typedef {{ sourcesAt: number, indexSha256: string }} CompletedBuild
 */

/** @param {string} target the export folder */
export const completedBuildFile = (target) => `${target}.built.json`;

/** @param {string} target */
async function indexDigest(target) {
  const html = await readFile(path.join(target, 'index.html')).catch(() => null);
  return html && createHash('sha256').update(html).digest('hex');
}

/**
 * Removes the record: from now until the build records it again, the export counts as stale.
 *
 * @param {string} target
 */
export async function forgetCompletedBuild(target) {
  await rm(completedBuildFile(target), { force: true });
}

/**
 * Records that `target` holds a complete build of the sources as they were at `sourcesAt`.
 *
 * @param {string} target
 * @param {number} sourcesAt
 */
export async function recordCompletedBuild(target, sourcesAt) {
  const indexSha256 = await indexDigest(target);
  if (!indexSha256) throw new Error(`${target} has no index.html: nothing to record`);
  /** @type {CompletedBuild} */
  const record = { sourcesAt, indexSha256 };
  await writeFile(completedBuildFile(target), `${JSON.stringify(record, null, 2)}\n`);
}

/**
 * @param {string} target
 * @returns {Promise<CompletedBuild | null>}
 */
async function readCompletedBuild(target) {
  try {
    const record = JSON.parse(await readFile(completedBuildFile(target), 'utf8'));
    return typeof record?.sourcesAt === 'number' && typeof record.indexSha256 === 'string'
      ? record
      : null;
  } catch {
    return null;
  }
}

/**
 * Why the export in `target` must be built again before it is served, or null when it is a
 * complete build of sources no newer than `newestSource`.
 *
 * @param {string} target
 * @param {number} newestSource the newest source's modification time (sources.mjs)
 * @returns {Promise<string | null>}
 */
export async function whyRebuild(target, newestSource) {
  const builtAt = await mtimeOf(path.join(target, 'index.html'));
  if (builtAt === null) return 'No export found';
  const record = await readCompletedBuild(target);
  if (!record) return 'No record of a completed build (the last one failed or was stopped)';
  if (record.indexSha256 !== (await indexDigest(target)))
    return 'The export was not written by a complete build';
  if (builtAt < newestSource || record.sourcesAt < newestSource) return 'Sources changed';
  return null;
}
