// Runs Debian's nginx as an ordinary process with the production configuration
// (deploy/nginx/kyrelo.conf), so the end-to-end tests exercise the file users copy, not an imitation.
// Only `listen`, `server_name` and `root` change; TLS and the port 80 redirect stay production-only.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isMain, projectRoot } from '../lib/common.mjs';

export const SITE_CONF = path.join(projectRoot, 'deploy', 'nginx', 'kyrelo.conf');
const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const MIME_TYPES = '/etc/nginx/mime.types';

/**
 * Splits an nginx file into its top-level statements (`map … { … }`, `server { … }`), skipping
 * comments. Quotes are honoured so a `#` or a brace inside a header value cannot end a block.
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
    if (char === '}' && --depth === 0) {
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
 * The local version of the production file: its `map`s verbatim, and the server that has a
 * `root` (the site) listening on `port` over plain HTTP and serving `root`. The redirect server
 * and the `ssl_*` lines are left out: they need port 80 and certificates.
 *
 * @param {string} productionConf
 * @param {{ root: string, port: number, host?: string }} where
 */
export function localSiteConfig(productionConf, { root, port, host = '127.0.0.1' }) {
  const blocks = topLevelBlocks(productionConf);
  const maps = blocks.filter((block) => block.startsWith('map '));
  const sites = blocks.filter((block) => /^server\s*\{/.test(block) && /^\s*root\s/m.test(block));
  if (sites.length !== 1) throw new Error(`Expected one server with a root, found ${sites.length}`);
  let site = replaceDirective(
    /** @type {string} */ (sites[0]),
    'listen',
    `listen ${host}:${port};`,
  );
  site = replaceDirective(site, 'server_name', 'server_name localhost;');
  site = replaceDirective(site, 'root', `root ${JSON.stringify(path.resolve(root))};`);
  site = site.replace(/^[ \t]*ssl_[a-z_]+[ \t][^\n]*\n/gm, '');
  return [...maps, site].join('\n\n');
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
 * @param {{ root: string, port: number, tmpDir: string, productionConf?: string }} options
 */
export function prepareNginx({
  root,
  port,
  tmpDir,
  productionConf = readFileSync(SITE_CONF, 'utf8'),
}) {
  mkdirSync(tmpDir, { recursive: true });
  const conf = path.join(tmpDir, 'nginx.conf');
  const siteConfig = localSiteConfig(productionConf, { root, port });
  writeFileSync(conf, mainConfig({ siteConfig, tmpDir }));
  return ['-p', tmpDir, '-c', conf, '-e', path.join(tmpDir, 'error.log')];
}

if (isMain(import.meta.filename)) {
  const root = path.resolve(process.env.SERVE_ROOT ?? 'out');
  const port = Number(process.env.PORT ?? 8080);
  if (!existsSync(path.join(root, 'index.html'))) {
    console.error(`No export in ${root}: run \`npm run build\` first.`);
    process.exit(1);
  }
  if (!existsSync(NGINX_BIN)) {
    console.error(`${NGINX_BIN} not found: apt-get install -y nginx (or set NGINX_BIN).`);
    process.exit(1);
  }
  // One folder per port, emptied on start: a killed run leaves at most this one behind.
  const tmpDir = path.join(os.tmpdir(), `kyrelo-nginx-${port}`);
  rmSync(tmpDir, { recursive: true, force: true });
  const args = prepareNginx({ root, port, tmpDir });
  const nginx = spawn(NGINX_BIN, args, { stdio: 'inherit' });
  console.log(
    `nginx (${SITE_CONF}) serving ${root} at http://127.0.0.1:${port}/, logs in ${tmpDir}`,
  );
  for (const signal of ['SIGINT', 'SIGTERM']) {
    // nginx's fast shutdown is SIGTERM; SIGQUIT would wait for keep-alive connections.
    process.on(signal, () => nginx.kill('SIGTERM'));
  }
  nginx.on('exit', (code, signal) => {
    if (code !== 0 && signal === null) {
      console.error(readFileSync(path.join(tmpDir, 'error.log'), 'utf8').slice(-2000));
    }
    rmSync(tmpDir, { recursive: true, force: true });
    process.exit(code ?? 0);
  });
}
