// Serves the export with Cloudflare Pages' own local runtime (`wrangler pages dev`, workerd), so
// the end-to-end tests check what Pages does with `_headers`, `.html` addresses and unknown paths
// instead of assuming it, and runs the site's functions (functions/) as Pages does. The project
// settings (compatibility date, no usage reports, the LEADS store) are those of wrangler.toml, the
// file a deploy uses. Nothing here needs the network.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { LEAD_ENV_NAMES } from '../../lib/leads/config.mjs';
import { isMain, projectRoot } from '../lib/common.mjs';
import { probe } from './nginx.mjs';

/** Where wrangler.toml and functions/ are: wrangler reads both from its working directory. */
export const PAGES_CONFIG_DIR = projectRoot;
const WRANGLER = path.join(projectRoot, 'node_modules', 'wrangler', 'bin', 'wrangler.js');

/**
 * Lines of the local runtime's output that are known and harmless, so a green run's log does not
 * show an error. Asked for `/_headers`, the local runtime looks for `_headers/index.html` and
 * answers 502 with an ENOTDIR error; Pages itself never serves its rules file (the tests check that
 * the file's content is not sent).
 */
const KNOWN_NOISE = [
  // The runtime's own complaint about a request line or Host that makes no URL, which it answers
  // 500 before any function runs (Cloudflare's edge refuses them), and about a client that
  // stopped sending: the signup contract suite sends both on purpose.
  /Uncaught exception: .*(Invalid URL string|invalid hostname when stringifying URL|invalid URL; url = )/,
  /Failed to drain the unused request body\. Error: Network connection lost/,
  /Uncaught Error: Network connection lost/,
  /Could not serve static asset: Error: ENOTDIR: not a directory, lstat .*_headers/,
  // Printed at every exit; the log is in the state folder, removed with it.
  /Logs were written to/,
];

/**
 * `wrangler pages dev`'s arguments for serving `root` on 127.0.0.1:`port`.
 *
 * @param {{ root: string, port: number, stateDir: string, env?: Record<string, string | undefined>, inspectorPort?: number }} options
 */
export function pagesDevArgs({ root, port, stateDir, env = {}, inspectorPort }) {
  // The functions' settings from this process's environment, as `wrangler pages secret put` and
  // wrangler.toml's [vars] give them in production; COUNTRY_TEST_HEADER lets a test choose the
  // country functions/api/country.ts answers (the local `request.cf` is a fixed sample);
  // NEXT_PUBLIC_POSTHOG_HOST is where functions/relay/ sends analytics.
  const bindings = [...LEAD_ENV_NAMES, 'COUNTRY_TEST_HEADER', 'NEXT_PUBLIC_POSTHOG_HOST'].flatMap(
    (name) => (env[name] ? ['--binding', `${name}=${env[name]}`] : []),
  );
  return [
    'pages',
    'dev',
    path.resolve(root),
    // wrangler.toml and functions/ are read from the working directory: the project root.
    '--cwd',
    PAGES_CONFIG_DIR,
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--persist-to',
    stateDir,
    '--log-level',
    'warn',
    '--show-interactive-dev-session=false',
    // Its debugger's port, 9229 unless given: two runtimes starting at once (the test servers)
    // would both take it, and one would fail.
    ...(inspectorPort ? ['--inspector-port', String(inspectorPort)] : []),
    ...bindings,
  ];
}

/** A port nothing listens on now, chosen by the system. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * The environment wrangler runs in: no usage reports, and no fetch of the `Request.cf` sample
 * from workers.cloudflare.com (the site does not read it; offline it is a warning after a
 * failed look-up).
 *
 * @param {NodeJS.ProcessEnv} [env]
 * @param {string} [stateDir]
 */
export function pagesDevEnv(env = process.env, stateDir = os.tmpdir()) {
  return {
    ...env,
    WRANGLER_SEND_METRICS: 'false',
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    // Its debug log goes with the state folder, not into ~/.config for good.
    WRANGLER_LOG_PATH: path.join(stateDir, 'logs'),
  };
}

/**
 * Copies the child's output to ours, leaving out the known harmless lines.
 *
 * @param {NodeJS.ReadableStream} from
 * @param {NodeJS.WritableStream} to
 */
function forward(from, to) {
  let inNoise = false;
  createInterface({ input: from }).on('line', (line) => {
    // A known message and its stack trace (indented `at …` lines and blank lines).
    const text = line.replace(/\x1b\[[\d;]*m/g, ''); // without its colours
    inNoise =
      KNOWN_NOISE.some((pattern) => pattern.test(text)) || (inNoise && /^\s*(at\s|$)/.test(text));
    if (!inNoise) to.write(`${line}\n`);
  });
}

async function main() {
  const root = path.resolve(process.env.SERVE_ROOT ?? 'out');
  const port = Number(process.env.PORT ?? 8788);
  for (const page of ['index.html', '404.html', '_headers']) {
    if (!existsSync(path.join(root, page))) {
      console.error(`No export in ${root} (no ${page}): run \`npm run build\` first.`);
      process.exit(1);
    }
  }
  // One folder per port for the runtime's local state, emptied on start and removed on exit.
  const stateDir = path.join(os.tmpdir(), `kyrelo-pages-${port}`);
  rmSync(stateDir, { recursive: true, force: true });
  mkdirSync(stateDir, { recursive: true });
  const wrangler = spawn(
    process.execPath,
    [
      WRANGLER,
      ...pagesDevArgs({
        root,
        port,
        stateDir,
        env: process.env,
        inspectorPort: /** @type {number} */ (await freePort()),
      }),
    ],
    {
      env: pagesDevEnv(process.env, stateDir),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  forward(/** @type {NodeJS.ReadableStream} */ (wrangler.stdout), process.stdout);
  forward(/** @type {NodeJS.ReadableStream} */ (wrangler.stderr), process.stderr);
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.on(signal, () => wrangler.kill(signal));
  }
  let failure = '';
  wrangler.on('exit', (code, signal) => {
    if (failure) console.error(failure);
    else if (code !== 0 && signal === null) console.error(`wrangler exited with code ${code}`);
    rmSync(stateDir, { recursive: true, force: true });
    process.exit(failure ? 1 : (code ?? 0));
  });
  // As for nginx: an export the runtime does not serve fails the run at once, with the reason,
  // rather than after Playwright's time-out. The runtime takes a few seconds to start.
  const problem = await probe({ port, root, waitMs: 60_000 });
  if (problem) {
    failure = `wrangler pages dev (${PAGES_CONFIG_DIR}) cannot serve ${root} at http://127.0.0.1:${port}/: ${problem}.`;
    wrangler.kill('SIGTERM');
    return;
  }
  console.log(`Cloudflare Pages runtime serving ${root} at http://127.0.0.1:${port}/`);
}

if (isMain(import.meta.filename)) void main();
