import { type ChildProcess, spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * scripts/servers/nginx.mjs run as the end-to-end tests run it, on a tiny export: it serves one
 * kept in a folder only its owner can open (as root too, whose nginx workers are `nobody`), and
 * when nginx cannot read the export it stops within seconds, quoting nginx's error log, instead of
 * leaving Playwright to time out.
 */
const harness = path.resolve(__dirname, '..', '..', '..', 'scripts', 'servers', 'nginx.mjs');
// As in playwright.config.ts: CI installs nginx and must fail without it; elsewhere it is skipped.
const withNginx = Boolean(process.env.CI) || existsSync(process.env.NGINX_BIN ?? '/usr/sbin/nginx');
const asRoot = process.getuid?.() === 0;

const pages = {
  'index.html': '<!doctype html><title>Home</title><h1>Home page</h1>\n',
  'pricing.html': '<!doctype html><title>Pricing</title><h1>Pricing page</h1>\n',
  '404.html': '<!doctype html><title>Not found</title><h1>Not found page</h1>\n',
};

/** Folders and processes each test made, removed and stopped after it whatever happened. */
const folders: string[] = [];
const children: ChildProcess[] = [];

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
    env: { ...process.env, ...env, SERVE_ROOT: root, PORT: String(port) },
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
