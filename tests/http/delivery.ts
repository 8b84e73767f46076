import { readdir, readFile } from 'node:fs/promises';
import http, { type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { routes } from '@/content/routes';
import { everyPagePath } from '../e2e/pages';
import { labelled } from './checks';
import { siteHeaders } from './policy';

// What every server of the export must do, checked the same way against serve.mjs, nginx and
// Cloudflare Pages' runtime (servers.test.ts). The contract is docs/deploying.md, "What every host
// must do"; serve.mjs has its own tests on a tiny export (static-server.test.ts).

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';
export const NOT_FOUND_CACHE = 'no-store';

/**
 * The headers every response must carry. Their values come from public/_headers, the one source
 * every host is held to; the names are fixed here, so a header dropped from that file fails every
 * server's checks instead of quietly leaving the comparison.
 */
export const SECURITY_HEADERS = [
  'Content-Security-Policy',
  'X-Frame-Options',
  'Strict-Transport-Security',
  'X-Content-Type-Options',
  'Referrer-Policy',
  'Cross-Origin-Opener-Policy',
  'Permissions-Policy',
];

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Each of SECURITY_HEADERS on `res`, with its value from public/_headers. */
export async function expectSecurityHeaders(res: RawResponse, label: string) {
  const values = await siteHeaders();
  for (const name of SECURITY_HEADERS) {
    await labelled(`${label}: ${name}`, () => {
      expect(res.headers[name.toLowerCase()]).toBeTruthy();
      expect(res.headers[name.toLowerCase()]).toBe(values[name]);
    });
  }
}

/**
 * Sends the path exactly as written (fetch would normalise `..` away) and never decompresses.
 * `method` and `headers` as given; the response whole, whatever its status.
 */
export function rawRequest(
  base: string,
  rawPath: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
) {
  const { hostname, port } = new URL(base);
  return new Promise<RawResponse>((resolve, reject) => {
    // A connection of its own (no keep-alive), so nothing is left open when the tests end.
    const options = { hostname, port, path: rawPath, method, headers, agent: false };
    const req = http.request(options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

export const rawGet = (base: string, rawPath: string, headers: Record<string, string> = {}) =>
  rawRequest(base, rawPath, { headers });

export const decoded = (res: RawResponse) =>
  res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.body) : res.body;

/** One hashed script and one stylesheet of the export. */
export async function staticAssets() {
  const files = await readdir(path.join('out', '_next', 'static', 'chunks'));
  const pick = (ext: string) => `/_next/static/chunks/${files.find((f) => f.endsWith(ext))}`;
  return { js: pick('.js'), css: pick('.css') };
}

/** The file of the export a page's address serves. */
const pageFile = (page: string) => path.join('out', page === '/' ? 'index.html' : `${page}.html`);

/** Every route 200 with exactly its file; unknown paths 404 with exactly the 404 page. */
export async function expectEveryRouteServed(base: string) {
  const notFoundPage = await readFile(path.join('out', '404.html'));
  for (const page of everyPagePath()) {
    const res = await rawGet(base, page);
    const file = await readFile(pageFile(page));
    await labelled(page, () => {
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(decoded(res).equals(file)).toBe(true);
    });
  }
  for (const feed of [routes.blogRss, routes.blogAtom]) {
    const res = await rawGet(base, feed);
    const file = await readFile(path.join('out', feed));
    await labelled(feed, () => {
      expect(res.status).toBe(200);
      expect(decoded(res).equals(file)).toBe(true);
    });
  }
  const unknownPaths = ['/no-such-page', '/products/nope', '/nope.html', '/features/index.html'];
  for (const unknown of [...unknownPaths, '/blog/no-such-post', '/blog/tags/nope']) {
    const res = await rawGet(base, unknown);
    await labelled(unknown, () => {
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(decoded(res).equals(notFoundPage)).toBe(true);
    });
  }
}

/** `/x.html`, `/x/` and `/index.html` answer 308 with the page's one address, query kept. */
export async function expectOneAddressPerPage(base: string) {
  const pages = everyPagePath().filter((page) => page !== '/');
  const cases: Array<[string, string]> = [
    ['/index.html', '/'],
    ['/index.html?utm_source=newsletter', '/?utm_source=newsletter'],
    ['/features.html?ref=nav', '/features?ref=nav'],
    ['/products/?ref=nav', '/products?ref=nav'],
    ...pages.flatMap((page): Array<[string, string]> => [
      [`${page}.html`, page],
      [`${page}/`, page],
    ]),
  ];
  for (const [rawPath, location] of cases) {
    const res = await rawGet(base, rawPath);
    await labelled(rawPath, () => {
      expect(res.status).toBe(308);
      expect(res.headers.location).toBe(location);
      expect(res.headers['cache-control']).toBeUndefined();
    });
    await expectSecurityHeaders(res, rawPath);
  }
}

/** The `/*` headers of public/_headers on pages, assets and 404s, and the cache policy of each. */
export async function expectSecurityAndCacheHeaders(base: string) {
  const { js, css } = await staticAssets();
  const cases: Array<[string, number, string]> = [
    ['/', 200, REVALIDATE],
    ['/pricing', 200, REVALIDATE],
    ['/legal/privacy-policy', 200, REVALIDATE],
    [js, 200, IMMUTABLE],
    [css, 200, IMMUTABLE],
    ['/og/home.png', 200, REVALIDATE],
    ['/sitemap.xml', 200, REVALIDATE],
    ['/no-such-page', 404, NOT_FOUND_CACHE],
    // A hashed file missing during a deploy must not be cached for a year, or at all.
    ['/_next/static/chunks/missing.js', 404, NOT_FOUND_CACHE],
  ];
  for (const [rawPath, status, cacheControl] of cases) {
    const res = await rawGet(base, rawPath);
    await labelled(rawPath, () => expect(res.status).toBe(status));
    await expectSecurityHeaders(res, rawPath);
    await labelled(rawPath, () => expect(res.headers['cache-control']).toBe(cacheControl));
  }
}

/**
 * gzip for HTML, scripts, styles and XML when asked for, with `Vary: Accept-Encoding` unless
 * `vary` is false (Pages' local runtime compresses without it; docs/deploying.md).
 */
export async function expectGzip(base: string, { vary = true } = {}) {
  const { js, css } = await staticAssets();
  for (const rawPath of ['/', '/features', js, css, '/sitemap.xml']) {
    const plain = await rawGet(base, rawPath);
    const zipped = await rawGet(base, rawPath, { 'accept-encoding': 'gzip' });
    await labelled(rawPath, () => {
      expect(zipped.headers['content-encoding']).toBe('gzip');
      if (vary) expect(zipped.headers.vary).toContain('Accept-Encoding');
      expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true);
      expect(zipped.body.length).toBeLessThan(plain.body.length);
    });
  }
  const captions = await rawGet(base, '/media/kyrelo-demo.en.vtt');
  expect(captions.headers['content-type']).toMatch(/^text\/vtt/);
}

/**
 * Each kind of file with a type the browser takes it as: under `X-Content-Type-Options: nosniff`
 * it runs a script and applies a stylesheet only with their own types. Servers spell some types
 * their own way (nginx: `application/javascript`), so the media type is matched, not the string.
 */
export async function expectTypes(base: string) {
  const { js, css } = await staticAssets();
  const cases: Array<[string, RegExp]> = [
    ['/', /^text\/html; charset=utf-8$/],
    [js, /^(text|application)\/javascript(;|$)/],
    [css, /^text\/css(;|$)/],
    // The page description the loader fetches.
    ['/features.txt', /^text\/plain(;|$)/],
    ['/icon.svg', /^image\/svg\+xml$/],
    ['/og/home.png', /^image\/png$/],
    ['/media/kyrelo-demo-poster.webp', /^image\/webp$/],
    ['/media/kyrelo-demo.mp4', /^video\/mp4$/],
    ['/media/kyrelo-demo.en.vtt', /^text\/vtt(;|$)/],
    ['/sitemap.xml', /^(application|text)\/xml(;|$)/],
    // Feed readers read the XML whatever its type; a browser shows it instead of downloading it.
    [routes.blogRss, /^(application|text)\/xml(;|$)/],
    [routes.blogAtom, /^(application|text)\/xml(;|$)/],
  ];
  for (const [rawPath, type] of cases) {
    const res = await rawGet(base, rawPath);
    await labelled(rawPath, () => {
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(type);
    });
  }
}

/** Every kind of path a visitor or a crawler asks for, and a few an attacker does. */
export async function parityPaths() {
  const { js, css } = await staticAssets();
  return {
    ordinary: [
      ...everyPagePath(),
      routes.blogRss,
      '/features.html',
      '/features.html?ref=nav',
      '/features/',
      '/index.html',
      '/404.html',
      '/nope.html',
      js,
      css,
      '/og/home.png',
      '/media/kyrelo-demo.en.vtt',
      '/sitemap.xml',
      '/robots.txt',
      '/no-such-page',
      '/_next/static/chunks/missing.js',
    ],
    refused: [
      '/_headers',
      '/../../etc/passwd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/features/..%2f..%2f..%2fetc/passwd',
    ],
  };
}

/** The headers two servers must agree on: the `/*` rules, Cache-Control and Location. */
export async function comparedHeaders() {
  const names = new Set([...SECURITY_HEADERS, ...Object.keys(await siteHeaders())]);
  return [...names, 'Cache-Control', 'Location'].map((name) => name.toLowerCase());
}

export const pick = (res: RawResponse, names: string[]) => ({
  status: res.status,
  ...Object.fromEntries(names.map((name) => [name, res.headers[name]])),
});

/**
 * The delivery checks as tests, for the server at `base`: the same five for every server.
 *
 * @param gzip `{ vary: false }` where the server compresses without `Vary` (see expectGzip)
 */
export function deliveryTests(base: string, gzip: { vary?: boolean } = {}) {
  test('every route answers 200 with its page, unknown paths 404 with the 404 page', async () => {
    await expectEveryRouteServed(base);
  });

  test('/x.html, /x/ and /index.html answer 308 with the one address of the page', async () => {
    await expectOneAddressPerPage(base);
  });

  test('security headers on pages, redirects and 404s; immutable assets, revalidated HTML', async () => {
    await expectSecurityAndCacheHeaders(base);
  });

  test('each kind of file with the type the browser needs', async () => {
    await expectTypes(base);
  });

  test('gzip for HTML, scripts, styles and XML when asked for', async () => {
    await expectGzip(base, gzip);
  });
}
