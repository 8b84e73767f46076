// Serves the static export (`out/`) the way a CDN would: clean URLs, one address per page, 404.html,
// gzip, cache headers. deploy/nginx/kyrelo.conf and Cloudflare Pages answer the same (docs/deploying.md).
import { readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { isMain, listen } from '../lib/common.mjs';

/** @import { Stats } from 'node:fs' */
/** @import { IncomingMessage, OutgoingHttpHeaders, Server, ServerResponse } from 'node:http' */

/**
 * @typedef {object} StaticServerOptions
 * @property {string} root folder to serve, usually the `out/` export
 */

/**
 * One `_headers` rule: a path pattern and the headers it adds, in file order.
 *
 * @typedef {object} HeaderRule
 * @property {string} pattern
 * @property {Array<[name: string, value: string]>} headers
 */

/**
 * @typedef {object} Found
 * @property {string} file
 * @property {Stats} info
 */

/**
 * @typedef {object} Reply
 * @property {number} status
 * @property {OutgoingHttpHeaders & { etag?: string }} headers
 * @property {Buffer} body
 */

const gzipAsync = promisify(gzip);
/**
 * Each file's gzip, kept as a CDN keeps what it compressed: a test run asks for the same pages and
 * chunks thousands of times. One entry per file, replaced when its size or modification time
 * changes (a rebuild), so a long `npm start` does not grow it.
 * @type {Map<string, { stamp: string, gzipped: ReturnType<typeof gzipAsync> }>}
 */
const compressed = new Map();

/** @type {Record<string, string>} */
const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

const COMPRESSIBLE = new Set([
  '.html',
  '.css',
  '.js',
  '.mjs',
  '.json',
  '.txt',
  '.xml',
  '.svg',
  '.webmanifest',
  '.map',
]);

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';
/** A 404 is never stored: the page may exist after the next deploy. */
const NOT_FOUND_CACHE = 'no-store';

// Host configuration files, never served (as on Netlify and Cloudflare Pages).
const HIDDEN_FILES = new Set(['/_headers', '/_redirects']);

/**
 * Parses a Netlify/Cloudflare `_headers` file: a path pattern line followed by indented
 * `Name: value` lines. Patterns are exact paths or end in `*` (prefix match).
 *
 * @param {string} text
 * @returns {HeaderRule[]}
 */
export function parseHeadersFile(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (line === '' || line.startsWith('#')) continue;
    const indented = /^\s/.test(rawLine);
    if (!indented) {
      rules.push({ pattern: line, headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (colon <= 0 || !rule) continue;
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/**
 * @param {string} pattern
 * @param {string} pathname
 */
function patternMatches(pattern, pathname) {
  if (pattern.endsWith('*')) return pathname.startsWith(pattern.slice(0, -1));
  return pattern === pathname;
}

/**
 * Header values from every matching rule; repeated names are joined with a comma, as the hosts do.
 *
 * @param {HeaderRule[]} rules
 * @param {string} pathname
 */
function headersFor(rules, pathname) {
  /** @type {Record<string, string>} */
  const result = {};
  for (const rule of rules) {
    if (!patternMatches(rule.pattern, pathname)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      result[key] = result[key] === undefined ? value : `${result[key]}, ${value}`;
    }
  }
  return result;
}

/** @param {string} root */
function loadHeaderRules(root) {
  try {
    return parseHeadersFile(readFileSync(path.join(root, '_headers'), 'utf8'));
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * Returns the decoded pathname, or null when the URL cannot be decoded.
 *
 * @param {string | undefined} url
 */
function decodePathname(url) {
  const rawPath = (url ?? '/').split(/[?#]/, 1)[0] || '/';
  try {
    const decoded = decodeURIComponent(rawPath);
    return decoded.includes('\0') ? null : decoded;
  } catch {
    return null;
  }
}

/**
 * Candidate files for a request path, in the order a CDN with clean URLs tries them.
 *
 * @param {string} pathname
 */
function candidatesFor(pathname) {
  if (pathname.endsWith('/')) {
    const dir = pathname.slice(0, -1);
    return dir === '' ? ['/index.html'] : [`${dir}/index.html`, `${dir}.html`];
  }
  // `features.html` sits beside a `features/` folder of RSC payloads, so it must win.
  return [pathname, `${pathname}.html`, `${pathname}/index.html`];
}

/**
 * The address of a page asked for by another name, as Cloudflare Pages answers it: `/x.html` and
 * `/x/` are `/x`, `/index.html` is `/`. Null when `pathname` is not another name of a page.
 *
 * @param {string} root
 * @param {string} pathname
 */
async function pageAddress(root, pathname) {
  const isFile = async (/** @type {string} */ candidate) => {
    const file = resolveInside(root, candidate);
    return file !== null && Boolean((await stat(file).catch(() => null))?.isFile());
  };
  if (pathname.endsWith('.html') && (await isFile(pathname))) {
    return pathname.slice(0, -'.html'.length).replace(/\/index$/, '/');
  }
  const page = pathname.replace(/\/+$/, '');
  if (page !== pathname && page !== '' && (await isFile(`${page}.html`))) return page;
  return null;
}

/**
 * @param {string} root
 * @param {string} requestPath
 */
function resolveInside(root, requestPath) {
  const file = path.join(root, requestPath);
  return file === root || file.startsWith(root + path.sep) ? file : null;
}

/**
 * @param {string} root
 * @param {string} pathname
 * @returns {Promise<Found | null>}
 */
async function findFile(root, pathname) {
  for (const candidate of candidatesFor(pathname)) {
    const file = resolveInside(root, candidate);
    if (!file) return null;
    const info = await stat(file).catch(() => null);
    if (info?.isFile()) return { file, info };
  }
  return null;
}

/**
 * @param {string} file
 * @param {Buffer} body
 */
function contentTypeFor(file, body) {
  const ext = path.extname(file).toLowerCase();
  if (CONTENT_TYPES[ext]) return CONTENT_TYPES[ext];
  // Next writes generated OG images without an extension.
  if (ext === '' && body.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  return 'application/octet-stream';
}

/** @param {string | string[] | undefined} header */
function acceptsGzip(header) {
  return String(header ?? '')
    .split(',')
    .some((part) => {
      const [coding, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return (coding === 'gzip' || coding === '*') && (q === undefined || Number(q.slice(2)) > 0);
    });
}

/**
 * @param {number} status
 * @param {string} pathname
 */
function cacheControlFor(status, pathname) {
  if (status === 404) return NOT_FOUND_CACHE;
  return pathname.startsWith('/_next/static/') ? IMMUTABLE : REVALIDATE;
}

/**
 * @param {IncomingMessage} req
 * @param {Found & { status: number, pathname: string, headerRules: HeaderRule[] }} found
 * @returns {Promise<Reply>}
 */
async function buildResponse(req, { file, info, status, pathname, headerRules }) {
  const raw = await readFile(file);
  const ext = path.extname(file).toLowerCase();
  /** @type {Reply['headers']} */
  const headers = {
    'content-type': contentTypeFor(file, raw),
    'cache-control': cacheControlFor(status, pathname),
  };
  if (status === 200) headers.etag = `W/"${info.size.toString(16)}-${info.mtimeMs.toString(16)}"`;

  let body = raw;
  if (COMPRESSIBLE.has(ext)) {
    headers.vary = 'Accept-Encoding';
    if (acceptsGzip(req.headers['accept-encoding'])) {
      const stamp = `${info.size}:${info.mtimeMs}`;
      let kept = compressed.get(file);
      if (kept?.stamp !== stamp) compressed.set(file, (kept = { stamp, gzipped: gzipAsync(raw) }));
      body = await kept.gzipped;
      headers['content-encoding'] = 'gzip';
    }
  }
  headers['content-length'] = String(body.length);
  Object.assign(headers, headersFor(headerRules, pathname));
  return { status, headers, body };
}

/**
 * @param {string | undefined} ifNoneMatch
 * @param {string | undefined} etag
 */
function matchesEtag(ifNoneMatch, etag) {
  if (!ifNoneMatch || !etag) return false;
  return ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');
}

/**
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {Reply} reply
 */
function send(req, res, { status, headers, body }) {
  if (status === 200 && matchesEtag(req.headers['if-none-match'], headers.etag)) {
    delete headers['content-length'];
    res.writeHead(304, headers).end();
    return;
  }
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * @param {ServerResponse} res
 * @param {number} status
 * @param {string} message
 * @param {OutgoingHttpHeaders} [extraHeaders]
 */
function sendPlain(res, status, message, extraHeaders = {}) {
  res
    .writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...extraHeaders })
    .end(message);
}

/**
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {{ root: string, headerRules: HeaderRule[] }} site
 */
async function handle(req, res, { root, headerRules }) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendPlain(res, 405, 'Method Not Allowed', { allow: 'GET, HEAD' });
    return;
  }
  const pathname = decodePathname(req.url);
  // nginx answers 400 to a path that climbs above the root; so does this preview of it.
  if (pathname === null || !resolveInside(root, pathname)) {
    const headers = { 'cache-control': REVALIDATE, ...headersFor(headerRules, '/') };
    sendPlain(res, 400, 'Bad Request', headers);
    return;
  }

  const address = await pageAddress(root, pathname);
  if (address !== null) {
    const query = (req.url ?? '').match(/\?.*$/)?.[0] ?? '';
    const headers = { location: `${address}${query}`, ...headersFor(headerRules, pathname) };
    res.writeHead(308, headers).end();
    return;
  }

  const found = HIDDEN_FILES.has(pathname) ? null : await findFile(root, pathname);
  if (found) {
    send(req, res, await buildResponse(req, { ...found, status: 200, pathname, headerRules }));
    return;
  }

  const notFound = await findFile(root, '/404.html');
  if (!notFound) {
    sendPlain(res, 404, 'Not Found', { 'cache-control': NOT_FOUND_CACHE });
    return;
  }
  // The 404 page's own headers: a missing /_next/static/ file is not cached as immutable.
  send(
    req,
    res,
    await buildResponse(req, { ...notFound, status: 404, pathname: '/404.html', headerRules }),
  );
}

/**
 * An http.Server (not yet listening) that serves `root` like a CDN.
 *
 * @param {StaticServerOptions} options
 * @returns {Server}
 */
export function createStaticServer({ root }) {
  const absoluteRoot = path.resolve(root);
  const headerRules = loadHeaderRules(absoluteRoot);
  return createServer((req, res) => {
    handle(req, res, { root: absoluteRoot, headerRules }).catch((error) => {
      console.error(`[serve] ${req.method} ${req.url} failed:`, error);
      if (!res.headersSent) sendPlain(res, 500, 'Internal Server Error');
      else res.destroy();
    });
  });
}

// No top-level await: jest loads this module as CommonJS.
if (isMain(import.meta.filename)) {
  const root = process.env.SERVE_ROOT ?? 'out';
  void listen(createStaticServer({ root }), Number(process.env.PORT ?? 3000)).then((port) => {
    console.log(`Serving ${path.resolve(root)} at http://localhost:${port}/`);
  });
}
