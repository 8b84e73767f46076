// The few things nearly every script needs, kept in one place so the build steps, the servers and
// the tools agree on them: where the project is, which export a command means, whether a module
// runs as a script, how a step runs another command, and how a server starts and stops.
import { spawnSync } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** @import { Server } from 'node:http' */

/** The repository root: scripts are run from anywhere (npm, CI, an editor), not only from it. */
export const projectRoot = path.resolve(import.meta.dirname, '../..');

/**
 * Whether the module is the script Node was started with. Modules that are also imported (by
 * tests, or by another script) only run their command then. Real paths on both sides, so a
 * symlinked checkout or a relative `node scripts/...` still matches.
 *
 * @param {string} filename the caller's `import.meta.filename` (jest's CommonJS transform can
 *   rewrite that, but not a bare `import.meta`)
 */
export function isMain(filename) {
  try {
    return realpathSync(process.argv[1] ?? '') === realpathSync(filename);
  } catch {
    return false;
  }
}

/**
 * The value after `--name` on the command line, or `fallback` when the switch is absent.
 *
 * @overload
 * @param {string} name
 * @param {string} fallback
 * @returns {string}
 */
/**
 * @overload
 * @param {string} name
 * @returns {string | undefined}
 */
/**
 * @param {string} name
 * @param {string} [fallback]
 */
export function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : (process.argv[index + 1] ?? fallback);
}

/** @param {string} name whether `--name` is on the command line */
export function flag(name) {
  return process.argv.includes(`--${name}`);
}

/**
 * The export a build step works on: the first argument that is not a `--switch`, else the folder
 * `next build` exported to (`NEXT_EXPORT_DIR`, see next.config.ts; `out` by default), as an
 * absolute path.
 */
export function exportDir() {
  const folder =
    process.argv.slice(2).find((arg) => !arg.startsWith('--')) ??
    (process.env.NEXT_EXPORT_DIR || 'out');
  return path.resolve(folder);
}

/**
 * Every HTML page of an export, sorted. An empty export is an error: a step that found nothing
 * would otherwise pass without checking anything.
 *
 * @param {string} root
 * @returns {Promise<string[]>}
 */
export async function htmlFiles(root) {
  const entries = await readdir(root, { withFileTypes: true, recursive: true });
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  if (files.length === 0) throw new Error(`No HTML pages in ${root}: build first`);
  return files;
}

/**
 * Parsed JSON; the caller states what it expects, nothing checks it.
 *
 * @param {string} file
 * @returns {Promise<any>}
 */
export async function readJson(file) {
  return JSON.parse(await readFile(file, 'utf8'));
}

/**
 * Runs a command in the project root with its output shown; a failure ends this script with the
 * command's exit code, since every caller's next step depends on it.
 *
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv }} [options]
 */
export function run(command, args, { cwd = projectRoot, env = process.env } = {}) {
  const result = spawnSync(command, args, { cwd, env, stdio: 'inherit' });
  if (result.status === 0) return;
  console.error(`${[command, ...args].join(' ')} failed`);
  process.exit(result.status ?? 1);
}

/**
 * Starts a server and resolves with the port it got (useful with port 0). Rejects when the port
 * is taken instead of leaving the process waiting.
 *
 * @param {Server} server
 * @param {number} port
 * @param {string} [host] all interfaces when absent
 * @returns {Promise<number>}
 */
export function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

/**
 * Stops a server now: browsers keep connections alive, and those would hold the process open.
 *
 * @param {Server} server
 * @returns {Promise<void>}
 */
export function closeServer(server) {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
