// Runs npm scripts at the same time and prints each one's output whole, in the order given, once
// it has finished, so the logs never interleave. `npm run check` runs the typecheck, ESLint,
// Prettier and the unit tests this way: each keeps about one core busy, and on a two-core machine
// they take the time of the longest rather than of all four (docs/testing.md). Every script runs
// to its end, so one run names every failure; the exit code is non-zero when any failed.
import { spawn } from 'node:child_process';
import { isMain } from '../lib/common.mjs';

/**
 * Runs `npm run <name>` for each name at once.
 *
 * @param {string[]} names
 * @param {{ cwd?: string, write?: (text: string) => void }} [options] the project to run them in,
 *   and where the output goes (standard output)
 * @returns {Promise<number>} 0 when every script passed, else the first failure's exit code
 */
export async function sideBySide(
  names,
  { cwd, write = (text) => process.stdout.write(text) } = {},
) {
  const runs = names.map(
    (name) =>
      /** @type {Promise<{ name: string, code: number, output: Buffer, ms: number }>} */ (
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn('npm', ['run', name], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
          /** @type {Buffer[]} */
          const chunks = [];
          child.stdout.on('data', (chunk) => chunks.push(chunk));
          child.stderr.on('data', (chunk) => chunks.push(chunk));
          child.on('error', (error) => chunks.push(Buffer.from(`${error}\n`)));
          child.on('close', (code) =>
            resolve({
              name,
              code: code ?? 1,
              output: Buffer.concat(chunks),
              ms: Date.now() - started,
            }),
          );
        })
      ),
  );
  let failed = 0;
  for (const run of runs) {
    const { name, code, output, ms } = await run;
    const verdict = code === 0 ? 'passed' : `FAILED (exit ${code})`;
    write(`${output}${verdict}: npm run ${name} (${(ms / 1000).toFixed(1)} s)\n\n`);
    if (code !== 0 && failed === 0) failed = code;
  }
  return failed;
}

if (isMain(import.meta.filename)) {
  const names = process.argv.slice(2);
  if (names.length === 0) {
    console.error('usage: node scripts/tools/side-by-side.mjs <npm script>...');
    process.exit(2);
  }
  // No top-level await: jest's CommonJS transform of this module (its unit test) would refuse it.
  sideBySide(names).then((code) => (process.exitCode = code));
}
