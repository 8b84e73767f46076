// Runs Debian's nginx as an ordinary process with the production configuration
// (deploy/nginx/kyrelo.conf), so the end-to-end tests exercise the file users copy, not an imitation.
// Only `listen`, `server_name`, `root`, the signup service's port and PostHog's hosts (the
// analytics relay's upstreams) change; TLS and the port 80 redirect stay production-only. The signup service (scripts/servers/mail-server.mjs) runs beside
// it as in production, with the MAIL_* settings of this process's environment.
import { spawn } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { isMain, projectRoot } from '../lib/common.mjs';

export const SITE_CONF = path.join(projectRoot, 'deploy', 'nginx', 'kyrelo.conf');
const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const MIME_TYPES = '/etc/nginx/mime.types';
/** The signup service's port in the production file (deploy/nginx/kyrelo-leads.service). */
export const LEADS_PORT = 8025;
/** Where the local relay sends what production sends to PostHog: the provider stub's /posthog. */
export const RELAY_UPSTREAM = 'http://127.0.0.1:8026/posthog';
const MAIL_SERVER = path.join(projectRoot, 'scripts', 'servers', 'mail-server.mjs');

/**
 * Splits an nginx file into its top-level statements, blocks (`map … { … }`, `server { … }`) and
 * simple ones (`limit_req_zone …;`), skipping comments. Quotes are honoured so a `#`, a brace or a
 * semicolon inside a value cannot end a statement.
 *
 * @param {string} text
 * @returns {string[]}
 */
export function topLevelBlocks(text) {
  /** @type {string[]} */
  const blocks = [];
  let depth = 0;
  let start = -1;
  /** @type {string | null} */
  let quote = null;
  for (let i = 0; i < text.length; i++) {
    const char = text.charAt(i);
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = null;
      continue;
    }
    if (char === '#') {
      const end = text.indexOf('\n', i);
      i = end === -1 ? text.length : end;
      continue;
    }
    if (char === '"' || char === "'") quote = char;
    else if (depth === 0 && start === -1 && /\S/.test(char)) start = i;
    if (char === '{') depth++;
    if (char === '}' && --depth < 0) throw new Error('Unbalanced braces');
    if (depth === 0 && (char === '}' || char === ';')) {
      blocks.push(text.slice(start, i + 1));
      start = -1;
    }
  }
  if (depth !== 0 || start !== -1) throw new Error('Unbalanced braces or a stray statement');
  return blocks;
}

/**
 * @param {string} block
 * @param {string} name
 * @param {string} replacement
 */
function replaceDirective(block, name, replacement) {
  const pattern = new RegExp(`^([ \\t]*)${name}[ \\t][^;\\n]*;[^\\n]*$`, 'gm');
  const count = block.match(pattern)?.length ?? 0;
  // Fails loudly when the production file changes shape, instead of testing something else.
  if (count !== 1) throw new Error(`Expected one \`${name}\` in the site server, found ${count}`);
  return block.replace(
    pattern,
    (/** @type {string} */ _line, /** @type {string} */ indent) => `${indent}${replacement}`,
  );
}

/**
 * Every `proxy_pass` of the site pointed at a local server: the signup service's (exactly one) at
 * `leadsPort`, each of PostHog's (at least one) at `relayUpstream` with its path kept. A
 * `proxy_pass` of any other kind stops the harness: left as it is, it would reach the internet.
 *
 * @param {string} site
 * @param {{ leadsPort: number, relayUpstream: string }} local
 */
function localProxies(site, { leadsPort, relayUpstream }) {
  const counts = { leads: 0, posthog: 0 };
  const replaced = site.replace(
    /^([ \t]*)proxy_pass[ \t]+([^;\s]+);/gm,
    (/** @type {string} */ line, /** @type {string} */ indent, /** @type {string} */ target) => {
      if (target === `http://127.0.0.1:${LEADS_PORT}`) {
        counts.leads += 1;
        return `${indent}proxy_pass http://127.0.0.1:${leadsPort};`;
      }
      const posthog = /^https:\/\/[a-z-]+(?:\.i)?\.posthog\.com(\/[^\s;$]*)$/.exec(target);
      if (!posthog) throw new Error(`Unknown \`${line.trim()}\` in the site server`);
      counts.posthog += 1;
      return `${indent}proxy_pass ${relayUpstream.replace(/\/+$/, '')}${posthog[1]};`;
    },
  );
  if (counts.leads !== 1) {
    throw new Error(`Expected one \`proxy_pass\` to the signup service, found ${counts.leads}`);
  }
  if (counts.posthog === 0) throw new Error('Expected the analytics relay to PostHog, found none');
  return replaced;
}

/**
 * The top-level statements the local file keeps verbatim. Any kind not named here or handled as a
 * server stops the harness: dropped, it would leave the tests running a configuration production
 * does not have.
 */
const HTTP_LEVEL = ['map', 'limit_req_zone'];

/**
 * The local version of the production file: its http-level statements (`map`s, `limit_req_zone`)
 * verbatim, and the server that has a `root` (the site) listening on `port` over plain HTTP and
 * serving `root`, its proxies pointed at local servers (`localProxies`). The port 80 redirect (a
 * server with no `root`), the `ssl_*` lines and the upstream certificate check are left out: they
 * need port 80, certificates and a TLS upstream.
 *
 * @param {string} productionConf
 * @param {{ root: string, port: number, host?: string, leadsPort?: number, relayUpstream?: string }} where
 */
export function localSiteConfig(
  productionConf,
  { root, port, host = '127.0.0.1', leadsPort = LEADS_PORT, relayUpstream = RELAY_UPSTREAM },
) {
  /** @type {string[]} */
  const kept = [];
  /** @type {string[]} */
  const servers = [];
  for (const block of topLevelBlocks(productionConf)) {
    const name = /^[^\s{;]+/.exec(block)?.[0] ?? '';
    if (name === 'server') servers.push(block);
    else if (HTTP_LEVEL.includes(name)) kept.push(block);
    else {
      throw new Error(
        `Unknown top-level statement \`${name}\` in the production file: teach ` +
          `scripts/servers/nginx.mjs to keep or drop it (${JSON.stringify(block.slice(0, 60))})`,
      );
    }
  }
  const sites = servers.filter((block) => /^\s*root\s/m.test(block));
  const others = servers.filter((block) => !sites.includes(block));
  if (others.some((block) => !/^\s*return 30[18] https:\/\//m.test(block))) {
    throw new Error('A server with no root that is not the redirect to https');
  }
  if (sites.length !== 1) throw new Error(`Expected one server with a root, found ${sites.length}`);
  let site = replaceDirective(
    /** @type {string} */ (sites[0]),
    'listen',
    `listen ${host}:${port};`,
  );
  site = replaceDirective(site, 'server_name', 'server_name localhost;');
  site = replaceDirective(site, 'root', `root ${JSON.stringify(path.resolve(root))};`);
  site = localProxies(site, { leadsPort, relayUpstream });
  site = site.replace(/^[ \t]*ssl_[a-z_]+[ \t][^\n]*\n/gm, '');
  // The check of PostHog's certificate: the local upstream is plain HTTP, and a machine without
  // Debian's CA bundle would not start nginx for a line that checks nothing here.
  site = site.replace(
    /^[ \t]*proxy_ssl_(?:verify|verify_depth|trusted_certificate)[ \t][^\n]*\n/gm,
    '',
  );
  return [...kept, site].join('\n\n');
}

/**
 * A whole nginx.conf for an unprivileged, foreground nginx with everything in `tmpDir`.
 *
 * @param {{ siteConfig: string, tmpDir: string }} options
 */
export function mainConfig({ siteConfig, tmpDir }) {
  const at = (/** @type {string} */ name) => JSON.stringify(path.join(tmpDir, name));
  return `daemon off;
worker_processes 1;
pid ${at('nginx.pid')};
error_log ${at('error.log')} warn;
events { worker_connections 256; }
http {
  include ${MIME_TYPES};
  default_type application/octet-stream;
  access_log ${at('access.log')};
  client_body_temp_path ${at('client_body')};
  proxy_temp_path ${at('proxy')};
  fastcgi_temp_path ${at('fastcgi')};
  uwsgi_temp_path ${at('uwsgi')};
  scgi_temp_path ${at('scgi')};

${siteConfig}
}
`;
}

/**
 * Writes the configuration into `tmpDir` and returns nginx's arguments.
 *
 * @param {{ root: string, port: number, tmpDir: string, leadsPort?: number, relayUpstream?: string, productionConf?: string }} options
 */
export function prepareNginx({
  root,
  port,
  tmpDir,
  leadsPort,
  relayUpstream,
  productionConf = readFileSync(SITE_CONF, 'utf8'),
}) {
  mkdirSync(tmpDir, { recursive: true });
  const conf = path.join(tmpDir, 'nginx.conf');
  const siteConfig = localSiteConfig(productionConf, { root, port, leadsPort, relayUpstream });
  writeFileSync(conf, mainConfig({ siteConfig, tmpDir }));
  return ['-p', tmpDir, '-c', conf, '-e', path.join(tmpDir, 'error.log')];
}

/**
 * The folder nginx reads. Started by an ordinary user, nginx keeps that user for its workers, so
 * they read what the user can and the export is served where it is. Started by root, nginx hands
 * requests to workers running as `nobody` (its built-in default; www-data in production), which
 * cannot enter a checkout inside a folder only its owner may open (`mktemp -d`, /root): every
 * request would fail with `stat() ... (13: Permission denied)`. `user root;` would avoid that by
 * running the code that parses requests from anyone on the machine as root, so root's harness
 * serves a world-readable copy of the export from its own folder instead, the way the production
 * server's unprivileged workers read an uploaded out/. The export is a public website, so the copy
 * exposes nothing; it is taken at start (restart the harness after a rebuild).
 *
 * @param {{ root: string, tmpDir: string, asRoot?: boolean }} options
 */
export function servedRoot({ root, tmpDir, asRoot = process.getuid?.() === 0 }) {
  if (!asRoot) return root;
  const copy = path.join(tmpDir, 'export');
  cpSync(root, copy, { recursive: true, dereference: true });
  // Whatever root's umask made of them: folders open, files readable, to every user.
  for (const entry of readdirSync(copy, { recursive: true, withFileTypes: true })) {
    chmodSync(path.join(entry.parentPath, entry.name), entry.isDirectory() ? 0o755 : 0o644);
  }
  chmodSync(copy, 0o755);
  chmodSync(tmpDir, 0o755);
  return copy;
}

/**
 * A plain GET (no gzip asked for) to nginx on 127.0.0.1.
 *
 * @param {number} port
 * @param {string} pathname
 * @returns {Promise<{ status: number, body: Buffer }>}
 */
function get(port, pathname) {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: pathname, timeout: 5000 }, (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`GET ${pathname} got no answer in 5 s`)));
    req.on('error', reject);
  });
}

/**
 * Whether nginx serves the export: `/` answers 200 with index.html and a missing page 404 with
 * 404.html. Waits up to `waitMs` for nginx to accept connections. Resolves with what is wrong, or
 * with null when both answers are right.
 *
 * @param {{ port: number, root: string, waitMs?: number }} options `root`: the export itself
 * @returns {Promise<string | null>}
 */
export async function probe({ port, root, waitMs = 10_000 }) {
  const deadline = Date.now() + waitMs;
  const checks = [
    { pathname: '/', status: 200, file: 'index.html' },
    { pathname: '/kyrelo-harness-probe-missing-page', status: 404, file: '404.html' },
  ];
  for (const { pathname, status, file } of checks) {
    /** @type {{ status: number, body: Buffer }} */
    let res;
    for (;;) {
      try {
        res = await get(port, pathname);
        break;
      } catch (error) {
        // Not listening yet, or (wrangler) restarting the runtime it has just started: another
        // `wrangler pages dev` of the project starting beside it can make it reload once.
        const code = /** @type {NodeJS.ErrnoException} */ (error).code ?? '';
        const starting = ['ECONNREFUSED', 'ECONNRESET'].includes(code);
        if (!starting || Date.now() > deadline) return `GET ${pathname}: ${String(error)}`;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    const wanted = `${status} with ${file}`;
    if (res.status !== status) return `GET ${pathname} answered ${res.status}, not ${wanted}`;
    if (!res.body.equals(readFileSync(path.join(root, file)))) {
      return `GET ${pathname} answered ${status} with something else than ${file}`;
    }
  }
  return null;
}

/**
 * Waits until something accepts connections on `port` of 127.0.0.1 (the signup service), or
 * `child` has exited, or `waitMs` has passed. Null when it listens, otherwise why not.
 *
 * @param {{ port: number, child: import('node:child_process').ChildProcess, waitMs?: number }} options
 */
export async function serviceListening({ port, child, waitMs = 10_000 }) {
  const deadline = Date.now() + waitMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) return 'the signup service exited';
    const connected = await new Promise((resolve) => {
      const socket = net.connect({ port, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (connected) return null;
    if (Date.now() > deadline) return `nothing listens on 127.0.0.1:${port} after ${waitMs} ms`;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The last lines of nginx's error log, indented, or a note that there is none.
 *
 * @param {string} file
 * @param {number} [count]
 */
export function logTail(file, count = 12) {
  const text = existsSync(file) ? readFileSync(file, 'utf8').trimEnd() : '';
  if (!text) return `  (${file} is empty)`;
  return text
    .split('\n')
    .slice(-count)
    .map((line) => `  ${line}`)
    .join('\n');
}

async function main() {
  const root = path.resolve(process.env.SERVE_ROOT ?? 'out');
  const port = Number(process.env.PORT ?? 8080);
  for (const page of ['index.html', '404.html']) {
    if (!existsSync(path.join(root, page))) {
      console.error(`No export in ${root} (no ${page}): run \`npm run build\` first.`);
      process.exit(1);
    }
  }
  if (!existsSync(NGINX_BIN)) {
    console.error(`${NGINX_BIN} not found: apt-get install -y nginx (or set NGINX_BIN).`);
    process.exit(1);
  }
  // One folder per port, emptied on start: a killed run leaves at most this one behind.
  const tmpDir = path.join(os.tmpdir(), `kyrelo-nginx-${port}`);
  rmSync(tmpDir, { recursive: true, force: true });
  mkdirSync(tmpDir, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  const served = servedRoot({ root, tmpDir, asRoot });
  const leadsPort = Number(process.env.LEADS_PORT ?? LEADS_PORT);
  // The analytics relay's PostHog: the provider stub's stand-in unless RELAY_UPSTREAM names another.
  const relayUpstream = process.env.RELAY_UPSTREAM || RELAY_UPSTREAM;
  const args = prepareNginx({ root: served, port, tmpDir, leadsPort, relayUpstream });
  const errorLog = path.join(tmpDir, 'error.log');
  const where = served === root ? root : `a copy of ${root} in ${served}`;
  // The signup service as deploy/nginx/kyrelo-leads.service runs it, its data in the temp folder.
  const leads = spawn(process.execPath, [MAIL_SERVER], {
    env: {
      ...process.env,
      MAIL_PORT: String(leadsPort),
      MAIL_HOST: '127.0.0.1',
      MAIL_TRUST_PROXY: '1',
      MAIL_DATA_DIR: path.join(tmpDir, 'leads'),
    },
    stdio: 'inherit',
  });
  const nginx = spawn(NGINX_BIN, args, { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    // nginx's fast shutdown is SIGTERM; SIGQUIT would wait for keep-alive connections.
    process.on(signal, () => {
      leads.kill('SIGTERM');
      nginx.kill('SIGTERM');
    });
  }
  /**
   * Set when nginx runs but the site cannot be served (the export unreadable, the signup service
   * gone): the harness then stops nginx and exits 1 with it.
   */
  let failure = '';
  leads.on('exit', (code, signal) => {
    if (code !== 0 && signal === null) {
      failure ||= `The signup service exited with code ${code} (it says why above).`;
      nginx.kill('SIGTERM');
    }
  });
  nginx.on('exit', (code, signal) => {
    // The signup service goes with nginx, whatever stopped it: left running, it would hold the
    // port and the output pipe of whoever started this harness.
    leads.kill('SIGTERM');
    if (failure) {
      console.error(`${failure}\nLast lines of nginx's error log:\n${logTail(errorLog)}`);
    } else if (code !== 0 && signal === null) {
      console.error(`nginx exited with code ${code}:\n${logTail(errorLog)}`);
    }
    rmSync(tmpDir, { recursive: true, force: true });
    process.exit(failure ? 1 : (code ?? 0));
  });
  // Playwright waits for an answer below 404 and, when none comes, times out after 30 s with nothing
  // more to say; checked here, an export nginx cannot serve fails the run at once, with the reason.
  // The signup service too: one that refuses to start (it says why above) would take nginx down
  // a moment after this said it serves, and a client would meet a refused connection instead.
  const serviceProblem = await serviceListening({ port: leadsPort, child: leads });
  if (serviceProblem) {
    failure = `The signup service behind nginx is not running: ${serviceProblem}.`;
    nginx.kill('SIGTERM');
    return;
  }
  const problem = await probe({ port, root });
  if (problem) {
    const errors = existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '';
    const workers = asRoot ? 'nobody' : os.userInfo().username;
    failure = [
      `nginx (${SITE_CONF}) cannot serve ${where} at http://127.0.0.1:${port}/: ${problem}.`,
      ...(errors.includes('Permission denied')
        ? [
            `Its worker processes run as ${workers}, who must be able to open every folder ` +
              `down to the served files and read them` +
              (asRoot ? ': nginx was started by root, so this serves a copy in TMPDIR.' : '.'),
          ]
        : []),
    ].join('\n');
    nginx.kill('SIGTERM');
    return;
  }
  console.log(
    `nginx (${SITE_CONF}) serving ${where} at http://127.0.0.1:${port}/, logs in ${tmpDir}`,
  );
}

if (isMain(import.meta.filename)) void main();
