// How a build replaces an export all at once: every step works on a staging folder beside the
// export (`out.staging/` for `out/`), and only when the last one has passed does the staging
// folder take the export's place, by renames. A step that fails, or a build that is killed,
// leaves the previous export as it was; `out/` is never half written. The staging folder of a
// failed build stays for a look at what went wrong, and the next build clears it.
import { access, rename, rm } from 'node:fs/promises';
import { forgetCompletedBuild, recordCompletedBuild } from '../lib/completed-build.mjs';

/**
 * One step of a build: works on the staging folder, rejects (or ends the process) on failure.
 *
 * @typedef {(staging: string) => void | Promise<void>} BuildStep
 */

/** @param {string} target the export folder */
export const stagingFolder = (target) => `${target}.staging`;
/** @param {string} target the export folder, parked here for the moment of the swap */
export const previousFolder = (target) => `${target}.previous`;

/** @param {string} file */
const exists = (file) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * Readies a build of `target`: an export parked by a swap that was stopped between its two
 * renames goes back in place, and what an earlier build left in the staging folder goes.
 *
 * @param {string} target
 * @returns {Promise<string>} the staging folder, absent
 */
export async function prepareStaging(target) {
  const previous = previousFolder(target);
  if (!(await exists(target)) && (await exists(previous))) await rename(previous, target);
  await rm(previous, { recursive: true, force: true });
  const staging = stagingFolder(target);
  await rm(staging, { recursive: true, force: true });
  return staging;
}

/**
 * Puts the staging folder in the export's place. A folder cannot be renamed over a non-empty
 * one, so the old export is first parked beside it: for that moment `target` is absent (a
 * server answers 404), never half written.
 *
 * @param {string} target
 */
export async function swapIn(target) {
  const previous = previousFolder(target);
  const hadExport = await exists(target);
  if (hadExport) await rename(target, previous);
  await rename(stagingFolder(target), target);
  if (hadExport) await rm(previous, { recursive: true, force: true });
}

/**
 * Runs the steps on a fresh staging folder, then swaps it in and records the build as complete.
 *
 * @param {string} target the export folder to replace
 * @param {BuildStep[]} steps
 * @param {number} sourcesAt the newest source's time before the first step (sources.mjs)
 */
export async function buildExport(target, steps, sourcesAt) {
  await forgetCompletedBuild(target);
  const staging = await prepareStaging(target);
  for (const step of steps) await step(staging);
  if (!(await exists(staging))) throw new Error(`the build wrote nothing to ${staging}`);
  await swapIn(target);
  await recordCompletedBuild(target, sourcesAt);
}
