import { readdir, readFile } from 'node:fs/promises';
import http, { type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { allPagePaths } from '@/content/routes';
import { expect, test } from './fixtures';
import { ports } from './origins';
import { siteHeaders } from './policy-watch';

// Runs in the `nginx` project: nginx with deploy/nginx/kyrelo.conf serves out/ (see
// scripts/servers/nginx.mjs). Routing and the page CSP get a second pass there too
// (routes.spec.ts, csp.spec.ts, whose trial signup goes through the mail stand-in).

const NGINX = `http://127.0.0.1:${ports.nginx}`;
const SERVE = `http://127.0.0.1:${ports.site}`;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Sends the path exactly as written (fetch would normalise `..` away) and never decompresses. */
function rawGet(base: string, rawPath: string, headers: Record<string, string> = {}) {
  const { hostname, port } = new URL(base);
  return new Promise<RawResponse>((resolve, reject) => {
    const req = http.get({ hostname, port, path: rawPath, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

const decoded = (res: RawResponse) =>
  res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.body) : res.body;

/** One hashed script and one stylesheet of the export. */
async function staticAssets() {
  const files = await readdir(path.join('out', '_next', 'static', 'chunks'));
  const pick = (ext: string) => `/_next/static/chunks/${files.find((f) => f.endsWith(ext))}`;
  return { js: pick('.js'), css: pick('.css') };
}

/** Every kind of path a visitor or a crawler asks for, and a few an attacker does. */
async function parityPaths() {
  const { js, css } = await staticAssets();
  return [
    ...allPagePaths(),
    '/features.html',
    '/features/',
    '/index.html',
    js,
    css,
    '/og/home.png',
    '/media/kyrelo-demo.en.vtt',
    '/sitemap.xml',
    '/robots.txt',
    '/no-such-page',
    '/_next/static/chunks/missing.js',
    '/_headers',
    '/../../etc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/features/..%2f..%2f..%2fetc/passwd',
  ];
}

test('every route answers 200 with its page, unknown paths 404 with the 404 page', async () => {
  const notFoundPage = await readFile(path.join('out', '404.html'));
  for (const page of allPagePaths()) {
    const res = await rawGet(NGINX, page);
    expect(res.status, page).toBe(200);
    expect(res.headers['content-type'], page).toBe('text/html; charset=utf-8');
    const file = page === '/' ? 'index.html' : `${page.slice(1)}.html`;
    expect(decoded(res).equals(await readFile(path.join('out', file))), page).toBe(true);
  }
  for (const unknown of ['/no-such-page', '/products/nope', '/_headers']) {
    const res = await rawGet(NGINX, unknown);
    expect(res.status, unknown).toBe(404);
    expect(decoded(res).equals(notFoundPage), unknown).toBe(true);
  }
});

test('security headers on pages, assets and the 404; immutable assets, revalidated HTML', async () => {
  const expected = await siteHeaders();
  const { js, css } = await staticAssets();
  const cases: Array<[string, number, string]> = [
    ['/', 200, REVALIDATE],
    ['/pricing', 200, REVALIDATE],
    [js, 200, IMMUTABLE],
    [css, 200, IMMUTABLE],
    ['/og/home.png', 200, REVALIDATE],
    ['/no-such-page', 404, REVALIDATE],
    // A hashed file missing during a deploy must not be cached for a year.
    ['/_next/static/chunks/missing.js', 404, REVALIDATE],
  ];
  for (const [rawPath, status, cacheControl] of cases) {
    const res = await rawGet(NGINX, rawPath);
    expect(res.status, rawPath).toBe(status);
    for (const [name, value] of Object.entries(expected)) {
      expect(res.headers[name.toLowerCase()], `${rawPath} ${name}`).toBe(value);
    }
    expect(res.headers['cache-control'], rawPath).toBe(cacheControl);
  }
});

test('gzip for HTML, scripts, styles and XML when asked for, with Vary', async () => {
  const { js, css } = await staticAssets();
  for (const rawPath of ['/', '/features', js, css, '/sitemap.xml']) {
    const plain = await rawGet(NGINX, rawPath);
    const zipped = await rawGet(NGINX, rawPath, { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding'], rawPath).toBe('gzip');
    expect(zipped.headers.vary, rawPath).toContain('Accept-Encoding');
    expect(gunzipSync(zipped.body).equals(plain.body), rawPath).toBe(true);
    expect(zipped.body.length, rawPath).toBeLessThan(plain.body.length);
  }
  const captions = await rawGet(NGINX, '/media/kyrelo-demo.en.vtt');
  expect(captions.headers['content-type']).toMatch(/^text\/vtt/);
});

test('npm start is a faithful preview: serve.mjs and nginx give the same status and headers', async () => {
  const compared = [...Object.keys(await siteHeaders()), 'Cache-Control'].map((name) =>
    name.toLowerCase(),
  );
  const table: string[] = [];
  for (const rawPath of await parityPaths()) {
    const [serve, nginx] = await Promise.all([rawGet(SERVE, rawPath), rawGet(NGINX, rawPath)]);
    const pick = (res: RawResponse) => ({
      status: res.status,
      ...Object.fromEntries(compared.map((name) => [name, res.headers[name]])),
    });
    expect(pick(nginx), rawPath).toEqual(pick(serve));
    expect(decoded(nginx).toString(), rawPath).not.toContain('root:x:0:0');
    table.push(`${rawPath}\t${serve.status}\t${nginx.status}\t${serve.headers['cache-control']}`);
  }
  await test.info().attach('parity.tsv', {
    body: `path\tserve.mjs\tnginx\tcache-control\n${table.join('\n')}\n`,
    contentType: 'text/tab-separated-values',
  });
});
