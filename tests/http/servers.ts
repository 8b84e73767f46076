import { type ChildProcess, spawn } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import net from 'node:net';
import { type TestServer, testServers } from '../e2e/origins';

// The servers the HTTP tests run against, the same ones Playwright starts (origins.ts): started
// once by jest's global setup, stopped by its teardown. Workers only send them requests.

/** True once the server answers the way Playwright's webServer counts as ready. */
async function answers({ url, port }: TestServer) {
  if (url) {
    const res = await fetch(url).catch(() => null);
    return res !== null && (res.status < 400 || [400, 401, 402, 403].includes(res.status));
  }
  return new Promise<boolean>((resolve) => {
    const socket = net.connect(port ?? 0, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function start(server: TestServer): Promise<ChildProcess> {
  if (await answers(server)) {
    throw new Error(`${server.name}: something already answers at ${server.url ?? server.port}`);
  }
  const child = spawn(process.execPath, [server.script], {
    env: { ...process.env, ...server.env },
    // Their start-up lines stay quiet; a failure's reason (stderr) is shown.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exit: string | null = null;
  child.once('exit', (code, signal) => (exit = signal ?? String(code)));
  const deadline = Date.now() + server.timeout;
  while (!(await answers(server))) {
    if (exit !== null) throw new Error(`${server.name} (${server.script}) exited (${exit})`);
    if (Date.now() > deadline) {
      await stop(child);
      throw new Error(`${server.name} (${server.script}) did not answer in ${server.timeout} ms`);
    }
    await delay(200);
  }
  return child;
}

/** SIGTERM (nginx.mjs and pages.mjs then stop their server and remove its folder), SIGKILL after 5 s. */
async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

const running = globalThis as { httpTestServers?: ChildProcess[] };

export async function startServers() {
  const started = await Promise.allSettled(testServers.map(start));
  running.httpTestServers = started.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stopServers();
    throw failed.reason;
  }
}

export async function stopServers() {
  await Promise.all((running.httpTestServers ?? []).map(stop));
}
