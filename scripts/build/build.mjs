// `npm run build`: checks the configuration, runs `next build`, rewrites every page for its first
// paint and writes each page's Content-Security-Policy, all in a staging folder; the export
// (`out/`, or the folder NEXT_EXPORT_DIR names) is replaced only when every step has passed
// (export-swap.mjs), and the build is then recorded as complete for `npm start`.
import { createRequire } from 'node:module';
import path from 'node:path';
import { exportDir, isMain, projectRoot, run } from '../lib/common.mjs';
import { newestSourceMtime } from '../lib/sources.mjs';
import { buildExport, stagingFolder } from './export-swap.mjs';

/** @import { BuildStep } from './export-swap.mjs' */

export const CONFIG_CHECK = 'scripts/build/check-production-config.mjs';
/** The steps after `next build`, in order, each rewriting the export folder it is given. */
export const POST_PROCESSING = ['scripts/build/first-paint.mjs', 'scripts/build/page-csp.mjs'];

const nextBin = createRequire(path.join(projectRoot, 'package.json')).resolve('next/dist/bin/next');

/**
 * `next build`, exporting to `folder` (inside the project: Next refuses any other).
 *
 * @param {string} folder
 */
export function nextBuild(folder) {
  const env = { ...process.env, NEXT_EXPORT_DIR: path.relative(projectRoot, folder) };
  run(process.execPath, [nextBin, 'build'], { env });
}

/** @type {BuildStep[]} */
export const postProcessing = POST_PROCESSING.map(
  (script) => (folder) => run(process.execPath, [script, folder]),
);

/** @type {BuildStep[]} */
const buildSteps = [() => run(process.execPath, [CONFIG_CHECK]), nextBuild, ...postProcessing];

/** @param {string} target */
async function main(target) {
  const started = Date.now();
  const shown = (/** @type {string} */ folder) => `${path.relative(process.cwd(), folder)}/`;
  // A failed step ends the process (common.mjs's run), so this is the one place to say it.
  process.on('exit', (code) => {
    if (code !== 0)
      console.error(
        `Build failed: ${shown(target)} is as it was; ${shown(stagingFolder(target))} holds ` +
          'what the steps wrote (the next build clears it).',
      );
  });
  await buildExport(target, buildSteps, await newestSourceMtime());
  console.log(`Export complete in ${shown(target)} (${Date.now() - started} ms)`);
}

if (isMain(import.meta.filename)) {
  main(exportDir()).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
