import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { closeServer } from '../../scripts/lib/common.mjs';
import { createStaticServer } from '../../scripts/servers/serve.mjs';
import { listenOnFreePort } from '../e2e/trial-endpoint';
import { labelled } from './checks';
import { IMMUTABLE, REVALIDATE, rawRequest } from './delivery';

// scripts/servers/serve.mjs on a tiny export of its own, in this process: each rule it follows.
// The real export on every server is servers.test.ts's.

const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe('static server (scripts/servers/serve.mjs)', () => {
  let tempDir: string;
  let server: Server | undefined;
  let baseUrl: string;

  beforeAll(async () => {
    tempDir = await mkdtemp(path.join(os.tmpdir(), 'serve-spec-'));
    const root = path.join(tempDir, 'site');
    const files: Record<string, string | Buffer> = {
      'index.html': '<h1>home</h1>',
      'features.html': '<h1>features page</h1>',
      'features/__next.features.txt': 'rsc payload',
      'docs.html': '<h1>docs page</h1>',
      'docs/index.html': '<h1>docs folder index</h1>',
      'guides/index.html': '<h1>guides folder index</h1>',
      '404.html': '<h1>custom not found</h1>',
      '_next/static/x.js': `console.log(${JSON.stringify('x'.repeat(2000))});`,
      'opengraph-image': PNG_BYTES,
      _headers: '# host rules\n/*\n  X-Frame-Options: DENY\n/features\n  X-Exact: yes\n',
    };
    for (const [name, content] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(root, name)), { recursive: true });
      await writeFile(path.join(root, name), content);
    }
    // Outside the served root: must never be reachable.
    await writeFile(path.join(tempDir, 'secret.txt'), 'TOP SECRET');
    server = createStaticServer({ root });
    baseUrl = await listenOnFreePort(server);
  });

  afterAll(async () => {
    if (server) await closeServer(server);
    await rm(tempDir, { recursive: true, force: true });
  });

  test('serves index.html for / with the HTML cache policy', async () => {
    const res = await rawRequest(baseUrl, '/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe(REVALIDATE);
    expect(res.body.toString()).toBe('<h1>home</h1>');
  });

  test('/features serves features.html, not the features/ folder', async () => {
    for (const rawPath of ['/features', '/features?ref=nav']) {
      const res = await rawRequest(baseUrl, rawPath);
      await labelled(rawPath, () => {
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.body.toString()).toBe('<h1>features page</h1>');
      });
    }
  });

  test('/a tries a.html before a/index.html; /a/ is a folder only when there is no a.html', async () => {
    const page = await rawRequest(baseUrl, '/docs');
    expect(page.body.toString()).toBe('<h1>docs page</h1>');
    const folder = await rawRequest(baseUrl, '/guides/');
    expect(folder.status).toBe(200);
    expect(folder.body.toString()).toBe('<h1>guides folder index</h1>');
  });

  test('another name of a page answers 308 with its one address, keeping the query', async () => {
    const cases: Array<[string, string]> = [
      ['/features.html', '/features'],
      ['/features/', '/features'],
      ['/features.html?ref=nav', '/features?ref=nav'],
      ['/docs/', '/docs'],
      ['/index.html', '/'],
      ['/index.html?utm_source=mail', '/?utm_source=mail'],
      ['/docs/index.html', '/docs/'],
    ];
    for (const [rawPath, location] of cases) {
      const res = await rawRequest(baseUrl, rawPath);
      await labelled(rawPath, () => {
        expect(res.status).toBe(308);
        expect(res.headers.location).toBe(location);
        expect(res.headers['cache-control']).toBeUndefined();
        expect(res.headers['x-frame-options']).toBe('DENY');
      });
    }
    // Only a file that exists has another name: these are plain 404s.
    for (const rawPath of ['/nope.html', '/nope/', '/features/index.html']) {
      const res = await rawRequest(baseUrl, rawPath);
      await labelled(rawPath, () => expect(res.status).toBe(404));
    }
  });

  test('serves files inside a folder that shares a page name', async () => {
    const res = await rawRequest(baseUrl, '/features/__next.features.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body.toString()).toBe('rsc payload');
  });

  test('unknown paths get 404.html with status 404', async () => {
    const res = await rawRequest(baseUrl, '/no-such-page');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body.toString()).toBe('<h1>custom not found</h1>');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  test('/_next/static/ is immutable and gzipped when the client accepts it', async () => {
    const plain = await rawRequest(baseUrl, '/_next/static/x.js');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');

    const zipped = await rawRequest(baseUrl, '/_next/static/x.js', {
      headers: { 'accept-encoding': 'br, gzip;q=0.8' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['cache-control']).toBe(IMMUTABLE);
    expect(zipped.headers.vary).toBe('Accept-Encoding');
    expect(zipped.body.length).toBeLessThan(plain.body.length);
    expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true);

    const refused = await rawRequest(baseUrl, '/_next/static/x.js', {
      headers: { 'accept-encoding': 'gzip;q=0' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  test('a file rewritten after it was served gzipped is served with its new content', async () => {
    const gzipped = { headers: { 'accept-encoding': 'gzip' } };
    await writeFile(path.join(tempDir, 'site/rebuilt.html'), '<h1>first build</h1>');
    const first = await rawRequest(baseUrl, '/rebuilt', gzipped);
    expect(gunzipSync(first.body).toString()).toBe('<h1>first build</h1>');
    await writeFile(path.join(tempDir, 'site/rebuilt.html'), '<h1>the next build</h1>');
    const next = await rawRequest(baseUrl, '/rebuilt', gzipped);
    expect(gunzipSync(next.body).toString()).toBe('<h1>the next build</h1>');
  });

  test('path traversal never escapes the root: 400 like nginx, with the site headers', async () => {
    const attempts = [
      '/../secret.txt',
      '/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/features/..%2f..%2fsecret.txt',
    ];
    for (const rawPath of attempts) {
      const res = await rawRequest(baseUrl, rawPath);
      await labelled(rawPath, () => {
        expect(res.status).toBe(400);
        expect(res.headers['x-frame-options']).toBe('DENY');
        expect(res.body.toString()).not.toContain('TOP SECRET');
      });
    }
    // A backslash is an ordinary character on Linux: a file name inside the root, not found.
    const res = await rawRequest(baseUrl, '/%2e%2e%5csecret.txt');
    expect(res.status).toBe(404);
    expect(res.body.toString()).not.toContain('TOP SECRET');
  });

  test('a missing /_next/static/ file is a 404 that is never stored, let alone as immutable', async () => {
    const res = await rawRequest(baseUrl, '/_next/static/missing.js');
    expect(res.status).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  test('a malformed URI is a 400', async () => {
    const res = await rawRequest(baseUrl, '/%E0%A4%A');
    expect(res.status).toBe(400);
  });

  test('extensionless PNG files are served as image/png', async () => {
    const res = await rawRequest(baseUrl, '/opengraph-image');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.body.equals(PNG_BYTES)).toBe(true);
  });

  test('HEAD returns the headers without a body', async () => {
    const res = await rawRequest(baseUrl, '/features', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-length']).toBe(String('<h1>features page</h1>'.length));
    expect(res.body.length).toBe(0);
  });

  test('methods other than GET and HEAD get 405', async () => {
    const res = await rawRequest(baseUrl, '/features', { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });

  test('applies _headers rules and does not serve the file itself', async () => {
    const page = await rawRequest(baseUrl, '/features');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-exact']).toBe('yes');

    const other = await rawRequest(baseUrl, '/');
    expect(other.headers['x-frame-options']).toBe('DENY');
    expect(other.headers['x-exact']).toBeUndefined();

    const hidden = await rawRequest(baseUrl, '/_headers');
    expect(hidden.status).toBe(404);
  });
});
