import { type ChildProcess, spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { messages } from '@/lib/leads/contract.mjs';
import {
  SITE_CONF,
  logTail,
  prepareNginx,
  probe,
  servedRoot,
  topLevelBlocks,
} from '../../../scripts/servers/nginx.mjs';
import { leadEndpointEnv } from '../../e2e/origins';

/**
 * scripts/servers/nginx.mjs run as the end-to-end tests run it, on a tiny export: it serves one
 * kept in a folder only its owner can open (as root too, whose nginx workers are `nobody`), and
 * when nginx cannot read the export it stops within seconds, quoting nginx's error log, instead of
 * leaving Playwright to time out. Then the production file's /send-email location in front of a
 * stub of the signup service, which records what reaches it.
 */
const harness = path.resolve(__dirname, '..', '..', '..', 'scripts', 'servers', 'nginx.mjs');
const nginxBin = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
// As in playwright.config.ts: CI installs nginx and must fail without it; elsewhere it is skipped.
const withNginx = Boolean(process.env.CI) || existsSync(nginxBin);
const asRoot = process.getuid?.() === 0;

const pages = {
  'index.html': '<!doctype html><title>Home</title><h1>Home page</h1>\n',
  'pricing.html': '<!doctype html><title>Pricing</title><h1>Pricing page</h1>\n',
  '404.html': '<!doctype html><title>Not found</title><h1>Not found page</h1>\n',
};

/** Folders, processes and servers each test made, removed and stopped after it whatever happened. */
const folders: string[] = [];
const children: ChildProcess[] = [];
const stubs: http.Server[] = [];

/** A folder in the system's temp folder that only its owner can open (mkdtemp makes it 0700). */
function privateFolder() {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'kyrelo-nginx-test-'));
  folders.push(folder);
  return folder;
}

/** A tiny export inside a private folder, as a clone in `mktemp -d` or /root has. */
function privateExport() {
  const out = path.join(privateFolder(), 'site', 'out');
  mkdirSync(out, { recursive: true });
  for (const [name, html] of Object.entries(pages)) writeFileSync(path.join(out, name), html);
  return out;
}

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface Run {
  port: number;
  child: ChildProcess;
  output: () => string;
  /** The exit code, once the harness has ended, and how long it ran. */
  exited: Promise<{ code: number | null; ms: number }>;
  /** Resolves when the harness says it serves, or when it ends. */
  ready: Promise<void>;
}

async function startHarness(root: string, env: Record<string, string> = {}): Promise<Run> {
  const port = await freePort();
  const started = Date.now();
  const child = spawn(process.execPath, [harness], {
    env: {
      ...process.env,
      // The signup service the harness starts behind nginx refuses to start without a provider
      // (as in production), and the harness then stops: it gets the end-to-end tests' settings.
      ...leadEndpointEnv,
      LEADS_PORT: String(await freePort()),
      ...env,
      SERVE_ROOT: root,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let text = '';
  let onReady = () => {};
  const ready = new Promise<void>((resolve) => (onReady = resolve));
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes(' serving ')) onReady();
    });
  }
  const exited = new Promise<{ code: number | null; ms: number }>((resolve) =>
    child.once('exit', (code) => {
      onReady();
      resolve({ code, ms: Date.now() - started });
    }),
  );
  return { port, child, output: () => text, exited, ready };
}

function get(port: number, pathname: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: pathname }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request from `client`'s address, on a connection of its own: nginx limits by address. */
function send(
  port: number,
  {
    method = 'POST',
    pathname = '/send-email',
    headers = {},
    body,
    client = '127.0.0.1',
  }: {
    method?: string;
    pathname?: string;
    headers?: Record<string, string>;
    body?: string;
    client?: string;
  } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    http
      .request(
        {
          host: '127.0.0.1',
          port,
          method,
          path: pathname,
          headers,
          localAddress: client,
          agent: false,
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
          );
        },
      )
      .on('error', reject)
      .end(body);
  });
}

/** The site server's `add_header` lines (a value only where it is literal): every page's headers. */
const pageHeaders = (() => {
  const production = readFileSync(SITE_CONF, 'utf8');
  const site = topLevelBlocks(production).find((block) => /^\s*root\s/m.test(block)) ?? '';
  const statements = topLevelBlocks(site.slice(site.indexOf('{') + 1, site.lastIndexOf('}')));
  return statements.flatMap((statement) => {
    const [, name, value] = /^add_header ([\w-]+) (?:"([^"]*)"|\S+) always;$/.exec(statement) ?? [];
    return name ? [{ name: name.toLowerCase(), value }] : [];
  });
})();

/**
 * nginx with the production file, as the harness rewrites it, in front of a stub of the signup
 * service that records the headers of each request reaching it. The stub answers 415 with JSON,
 * as the service answers a POST that is not multipart, or the status `x-stub-status` names.
 */
async function nginxBeforeStub() {
  const reached: IncomingHttpHeaders[] = [];
  const stub = http.createServer((req, res) => {
    reached.push(req.headers);
    const status = Number(req.headers['x-stub-status'] ?? 415);
    req.resume();
    req.on('end', () => {
      res.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        ...(status === 429 ? { 'retry-after': '37' } : {}),
      });
      res.end(JSON.stringify({ message: `the service's ${status}` }));
    });
  });
  stubs.push(stub);
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const leadsPort = (stub.address() as net.AddressInfo).port;
  const tmpDir = privateFolder();
  const root = servedRoot({ root: privateExport(), tmpDir });
  const port = await freePort();
  const child = spawn(nginxBin, prepareNginx({ root, port, tmpDir, leadsPort }), {
    stdio: 'ignore',
  });
  children.push(child);
  const problem = await probe({ port, root });
  // nginx's error log says why it does not serve (prepareNginx passes it with -e).
  if (problem) throw new Error(`${problem}\n${logTail(path.join(tmpDir, 'error.log'))}`);
  return { port, reached };
}

afterEach(async () => {
  await Promise.all(
    children.splice(0).map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
  await Promise.all(
    stubs.splice(0).map(
      (stub) =>
        new Promise<void>((resolve) => {
          stub.close(() => resolve());
          stub.closeAllConnections();
        }),
    ),
  );
  for (const folder of folders.splice(0)) {
    // A test may have locked a file away from its own user.
    chmodSync(folder, 0o700);
    rmSync(folder, { recursive: true, force: true });
  }
});

(withNginx ? describe : describe.skip)('the nginx harness', () => {
  jest.setTimeout(20_000);

  it(`serves an export inside a folder only its owner can open (run as ${asRoot ? 'root' : 'an ordinary user'})`, async () => {
    const out = privateExport();
    expect(statSync(path.dirname(path.dirname(out))).mode & 0o777).toBe(0o700);
    const run = await startHarness(out);
    await run.ready;
    expect(run.child.exitCode).toBeNull();
    expect(run.output()).toContain(' serving ');
    expect(await get(run.port, '/')).toEqual({ status: 200, body: pages['index.html'] });
    expect(await get(run.port, '/pricing')).toEqual({ status: 200, body: pages['pricing.html'] });
    expect(await get(run.port, '/no-such-page')).toEqual({ status: 404, body: pages['404.html'] });
  });

  it('stops within seconds, quoting nginx’s error log, when nginx cannot read the export', async () => {
    const out = privateExport();
    // Root reads everything, but its nginx workers do not: a TMPDIR only root can open puts the
    // harness's copy of the export out of their reach. An ordinary user's workers are that user,
    // so a page the user cannot read stands for the same failure.
    const env: Record<string, string> = asRoot ? { TMPDIR: privateFolder() } : {};
    if (!asRoot) chmodSync(path.join(out, 'index.html'), 0o000);
    const run = await startHarness(out, env);
    const { code, ms } = await run.exited;
    expect(code).toBe(1);
    expect(ms).toBeLessThan(5000);
    const output = run.output();
    expect(output).toContain('cannot serve');
    expect(output).toMatch(/GET \/ answered \d+, not 200 with index\.html/);
    expect(output).toContain("Last lines of nginx's error log:");
    expect(output).toMatch(/\[(crit|error)\].*\(13: Permission denied\)/);
  });
});

(withNginx ? describe : describe.skip)(
  'the production /send-email location, before a stub service',
  () => {
    jest.setTimeout(20_000);

    it("passes nginx's name for the site as Host, whatever port the client's Host names", async () => {
      const { port, reached } = await nginxBeforeStub();
      // nginx lets `name:x` through; the service built its URL from the raw header and crashed.
      for (const host of ['127.0.0.1:x', 'WWW.Example.COM:8443', `127.0.0.1:${port}`]) {
        const res = await send(port, { headers: { host }, client: '127.0.8.1' });
        expect([host, res.status, res.body]).toEqual([
          host,
          415,
          '{"message":"the service\'s 415"}',
        ]);
      }
      expect(reached.map((headers) => headers.host)).toEqual([
        '127.0.0.1',
        'www.example.com',
        '127.0.0.1',
      ]);
      expect(reached[0]).toMatchObject({ 'x-real-ip': '127.0.8.1', 'x-forwarded-proto': 'http' });
    });

    it("a flood from one address: 1 + burst reach the service, nginx refuses the rest in the site's JSON", async () => {
      const { port, reached } = await nginxBeforeStub();
      const started = Date.now();
      const flood = Array.from({ length: 30 }, () => send(port, { client: '127.0.8.2' }));
      const answers = await Promise.all(flood);
      const ms = Date.now() - started;
      // burst=10 nodelay: 11 at once, then one for each 3 s (20 a minute) the flood lasted.
      expect(reached.length).toBeGreaterThanOrEqual(11);
      expect(reached.length).toBeLessThanOrEqual(11 + Math.floor(ms / 3000));
      expect(answers.filter((res) => res.status === 415)).toHaveLength(reached.length);
      const refused = answers.filter((res) => res.status === 429);
      expect(refused).toHaveLength(30 - reached.length);
      for (const res of refused) {
        expect(JSON.parse(res.body)).toEqual({ message: messages.rateLimited });
        expect(res.headers).toMatchObject({
          'content-type': 'application/json; charset=utf-8',
          'cache-control': 'no-store',
          'retry-after': '60',
          'x-content-type-options': 'nosniff',
        });
      }
      // Another address is not held back, and the flooded one still gets pages with every header.
      expect((await send(port, { client: '127.0.8.3' })).status).toBe(415);
      expect(pageHeaders.length).toBeGreaterThanOrEqual(8);
      for (const [pathname, status] of [
        ['/', 200],
        ['/pricing', 200],
        ['/no-such-page', 404],
      ] as const) {
        const page = await send(port, { method: 'GET', pathname, client: '127.0.8.2' });
        expect([pathname, page.status]).toEqual([pathname, status]);
        for (const { name, value } of pageHeaders) {
          expect([pathname, name, page.headers[name]]).toEqual([
            pathname,
            name,
            value ?? expect.any(String),
          ]);
        }
      }
    });

    it("the service's own 429 and its 413 for an upload over 1 MB reach the visitor as it sent them", async () => {
      const { port } = await nginxBeforeStub();
      const limited = await send(port, {
        headers: { 'x-stub-status': '429' },
        client: '127.0.8.4',
      });
      expect([limited.status, limited.headers['retry-after']]).toEqual([429, '37']);
      expect(limited.body).toBe('{"message":"the service\'s 429"}');
      const upload = 'x'.repeat(1.5 * 1024 * 1024);
      const headers = { 'x-stub-status': '413', 'content-type': 'text/plain' };
      const tooLarge = await send(port, { headers, body: upload, client: '127.0.8.4' });
      expect([tooLarge.status, tooLarge.body]).toEqual([413, '{"message":"the service\'s 413"}']);
    });
  },
);
