import { test, expect } from '@playwright/test';
import { mkdtemp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import http, { type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { signupBody } from './trial-endpoint';

// Playwright compiles this spec to CommonJS, and on Node 20 its require hook turns a statically
// imported `.mjs` file into CommonJS code that Node then runs as ESM ("exports is not defined").
// A dynamic import() stays a real ESM import, so the scripts are loaded that way.
const loadStaticServer = () => import('../../scripts/servers/serve.mjs');
const loadMailServer = () => import('../../scripts/servers/mail-server.mjs');
const loadContract = () => import('../../lib/leads/contract.mjs');
const loadMarkup = () => import('../../lib/leads/markup.mjs');

const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

async function listenOnFreePort(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function closeServer(server: Server | undefined): Promise<void> {
  if (!server) return;
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/** Sends the path exactly as written (fetch would normalise `..` away) and never decompresses. */
function rawRequest(
  baseUrl: string,
  rawPath: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { hostname, port, path: rawPath, method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

test.describe('static server (scripts/servers/serve.mjs)', () => {
  let tempDir: string;
  let server: Server | undefined;
  let baseUrl: string;

  test.beforeAll(async () => {
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
    const { createStaticServer } = await loadStaticServer();
    server = createStaticServer({ root });
    baseUrl = await listenOnFreePort(server);
  });

  test.afterAll(async () => {
    await closeServer(server);
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
      expect(res.status, rawPath).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body.toString()).toBe('<h1>features page</h1>');
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
      expect(res.status, rawPath).toBe(308);
      expect(res.headers.location, rawPath).toBe(location);
      expect(res.headers['cache-control'], rawPath).toBeUndefined();
      expect(res.headers['x-frame-options'], rawPath).toBe('DENY');
    }
    // Only a file that exists has another name: these are plain 404s.
    for (const rawPath of ['/nope.html', '/nope/', '/features/index.html']) {
      expect((await rawRequest(baseUrl, rawPath)).status, rawPath).toBe(404);
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
      expect(res.status, rawPath).toBe(400);
      expect(res.headers['x-frame-options'], rawPath).toBe('DENY');
      expect(res.body.toString(), rawPath).not.toContain('TOP SECRET');
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

test.describe('mail stand-in (scripts/servers/mail-server.mjs)', () => {
  let outbox: string;
  let server: Server | undefined;
  let endpoint: string;
  const origin = 'http://localhost:3000';
  /** A signup as the site sends it: the only kind of body the stand-in takes. */
  const body = signupBody({ lastName: `O'Brien & "Sons"`, company: 'Analytical <Engines>' });

  function validForm(overrides: Record<string, string | null> = {}): FormData {
    const values: Record<string, string | null> = {
      from_email: 'no-reply@kyrelo.example',
      to: 'sales@kyrelo.example',
      subject: 'New Trial Signup',
      body_html: body,
      ...overrides,
    };
    const form = new FormData();
    for (const [name, value] of Object.entries(values)) {
      if (value !== null) form.append(name, value);
    }
    return form;
  }

  /** The outbox's record of the lead `id`, and the name its two files share. */
  async function stored(id: string) {
    for (const name of await readdir(outbox)) {
      if (!name.endsWith('.json')) continue;
      const record = JSON.parse(await readFile(path.join(outbox, name), 'utf8'));
      if (record.id === id) return { record, file: name.slice(0, -'.json'.length) };
    }
    throw new Error(`no outbox record for ${id}`);
  }

  test.beforeAll(async () => {
    outbox = path.join(await mkdtemp(path.join(os.tmpdir(), 'mail-spec-')), 'outbox');
    const { createMailServer } = await loadMailServer();
    // Enough for every request below; the rate limit has its own tests (mail-contract.spec.ts).
    // No environment: the endpoint's own defaults (its sender among them), whatever the shell has.
    server = createMailServer({
      outbox,
      env: {},
      allowedTo: ['sales@kyrelo.example'],
      allowedOrigins: [origin],
      rateLimit: 100,
    });
    endpoint = `${await listenOnFreePort(server)}/send-email`;
  });

  test.afterAll(async () => {
    await closeServer(server);
    await rm(path.dirname(outbox), { recursive: true, force: true });
  });

  test('stores the e-mail it would send, in its own markup, and answers with its id', async () => {
    const form = validForm({ from_email: 'ceo@bank.example' });
    const res = await fetch(endpoint, { method: 'POST', body: form, headers: { origin } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    const payload = (await res.json()) as { ok: boolean; id: string };
    expect(payload).toEqual({
      ok: true,
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
    });

    const { record, file } = await stored(payload.id);
    const { parseSignupHtml, signupText } = await loadMarkup();
    expect(record).toEqual({
      receivedAt: expect.any(String),
      id: payload.id,
      // The endpoint's own sender; the browser's from_email is not kept at all.
      from: 'Kyrelo signups <no-reply@kyrelo.example>',
      to: 'sales@kyrelo.example',
      // The visitor's address, from the body's e-mail row.
      reply_to: 'ada@analytical.example',
      subject: 'New Trial Signup',
      body_html: body,
      text: signupText(parseSignupHtml(body)!),
    });
    expect(record.text).toContain('Last name: O\'Brien & "Sons"');
    expect(new Date(record.receivedAt).toISOString()).toBe(record.receivedAt);

    const preview = await readFile(path.join(outbox, `${file}.html`), 'utf8');
    expect(preview).toContain(body);
    expect(preview).toContain('Reply-To: ada@analytical.example');
    expect(preview).not.toContain('ceo@bank.example');
  });

  test('a body with markup of its own (a script) is refused with 400, and nothing is stored', async () => {
    const { messages } = await loadContract();
    const before = await readdir(outbox).catch(() => []);
    for (const html of [
      `${body}<script>alert("x")</script>`,
      body.replace('>Ada<', '><a href="https://evil.example">Ada</a><'),
      '<table><tr><td>Ada</td></tr></table>',
    ]) {
      const res = await fetch(endpoint, {
        method: 'POST',
        body: validForm({ body_html: html }),
        headers: { origin },
      });
      expect(res.status, html).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe(messages.notSignup);
    }
    expect(await readdir(outbox).catch(() => [])).toEqual(before);
  });

  test('a missing field is a 400 naming the field, and nothing is stored', async () => {
    const before = await readdir(outbox).catch(() => []);
    for (const field of ['from_email', 'to', 'subject', 'body_html']) {
      const res = await fetch(endpoint, {
        method: 'POST',
        body: validForm({ [field]: null }),
        headers: { origin },
      });
      expect(res.status, field).toBe(400);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      const { message } = (await res.json()) as { message: string };
      expect(message).toContain(field);
    }
    expect(await readdir(outbox).catch(() => [])).toEqual(before);
  });

  test('an invalid address is a 400 naming the field', async () => {
    const res = await fetch(endpoint, { method: 'POST', body: validForm({ to: 'not-an-email' }) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain('to');
  });

  test('bodies over 1 MB are refused with 413', async () => {
    const res = await fetch(endpoint, {
      method: 'POST',
      body: validForm({ body_html: 'x'.repeat(1024 * 1024 + 1) }),
    });
    expect(res.status).toBe(413);
  });

  test('answers the CORS preflight', async () => {
    const res = await fetch(endpoint, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(res.headers.get('access-control-allow-methods')).toContain('OPTIONS');
    expect(res.headers.get('access-control-allow-headers')).toContain('content-type');
  });

  test('health check and unknown routes', async () => {
    const health = await fetch(endpoint.replace('/send-email', '/health'));
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true });

    const missing = await fetch(endpoint.replace('/send-email', '/nope'));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toHaveProperty('message');
  });
});
