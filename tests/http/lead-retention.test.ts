import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { closeServer } from '../../scripts/lib/common.mjs';
import {
  NODE_MAJOR,
  createMailServer,
  serviceProblems,
} from '../../scripts/servers/mail-server.mjs';
import { admin, newClient, request, sentFor, signupForm, visitorAddress } from '../e2e/lead-client';
import { leadEndpointEnv, siteOrigins } from '../e2e/origins';
import { listenOnFreePort } from '../e2e/trial-endpoint';
import { eventually } from './checks';

// What the Node service keeps in MAIL_DATA_DIR, held to the privacy policy ("How Long We Keep
// Data"): a signup count per client for at most two minutes, a lead the provider could not take
// until it is delivered (encrypted), nothing else. The clock is the test's, so "after the window"
// needs no waiting; the sweep runs every 50 ms instead of every minute.

describe('what the Node service keeps in its data folder', () => {
  let dir: string;
  let server: Server;
  let url: string;
  let clock = Date.now();
  const dataDir = () => path.join(dir, 'data');
  const files = async () =>
    (await readdir(dataDir()).catch(() => [] as string[])).map(decodeURIComponent).sort();

  beforeAll(async () => {
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    dir = await mkdtemp(path.join(os.tmpdir(), 'lead-retention-'));
    server = createMailServer({
      outbox: path.join(dir, 'outbox'),
      dataDir: dataDir(),
      env: { ...leadEndpointEnv, MAIL_ALLOWED_ORIGINS: siteOrigins.join(',') },
      now: () => clock,
      sweepEveryMs: 50,
      // Kept leads wait for the admin's retry below, not the timer's.
      retryEveryMs: 3_600_000,
    });
    url = `${await listenOnFreePort(server)}/send-email`;
  });
  afterAll(async () => {
    await closeServer(server);
    await rm(dir, { recursive: true, force: true });
    jest.restoreAllMocks();
  });

  test('after a delivery, after the rate window and after the retry, nothing the policy does not name', async () => {
    const client = newClient();
    const delivered = visitorAddress();
    const kept = visitorAddress('provider-once');
    const send = (address: string) =>
      request(url, { body: signupForm(address), client, headers: { origin: siteOrigins[0]! } });
    expect((await send(delivered)).json).toMatchObject({ ok: true });
    const queued = await send(kept);
    expect(queued.json).toMatchObject({ ok: true, queued: true });
    expect(await sentFor(delivered)).toHaveLength(1);

    const minute = Math.floor(clock / 60_000);
    const lead = `lead/${new Date(clock).toISOString()}/${queued.json.id}`;
    // The delivered lead left nothing; the kept one is there, and this client's count.
    expect(await files()).toEqual([lead, 'queue/has-leads', `rate/${client}/${minute}`].sort());
    const stored = await readFile(path.join(dataDir(), encodeURIComponent(lead)), 'utf8');
    for (const personal of [kept, 'Zoë', 'O&#39;Brien', 'Smith']) {
      expect(stored).not.toContain(personal);
    }

    // Past the count's minute and the next sweep: the client's address is gone from the folder.
    clock += 121_000;
    const afterWindow = await eventually(
      files,
      (names) => !names.some((n) => n.startsWith('rate/')),
    );
    expect(afterWindow).toEqual([lead, 'queue/has-leads']);

    // Delivered by the retry: nothing is left at all (no lock, no marker, no lead).
    const retry = await request(`${url}/retry`, { headers: admin, client });
    expect(retry.json).toMatchObject({ delivered: 1, remaining: 0 });
    expect(await sentFor(kept)).toHaveLength(1);
    expect(await eventually(files, (names) => names.length === 0)).toEqual([]);
  });
});

describe('the service refuses to start when misconfigured', () => {
  const script = path.join(process.cwd(), 'scripts', 'servers', 'mail-server.mjs');
  /** The service's exit code and what it printed, started with `env` alone (and PATH). */
  const start = (env: Record<string, string>) =>
    new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, [script], {
        env: {
          PATH: process.env.PATH ?? '',
          NODE_ENV: 'production',
          MAIL_PORT: '0',
          MAIL_HOST: '127.0.0.1',
          ...env,
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      // A service that started would run until killed: 5 s is far longer than a refusal takes.
      const timer = setTimeout(() => child.kill('SIGTERM'), 5_000);
      child.on('exit', (code: number | null) => {
        clearTimeout(timer);
        resolve({ code, stderr });
      });
    });
  const production = {
    MAIL_TRUST_PROXY: '1',
    MAIL_PROVIDER: 'resend',
    MAIL_API_KEY: 're_key',
    MAIL_DATA_DIR: '/tmp/kyrelo-leads-never-written',
    LEADS_ENCRYPTION_KEY: leadEndpointEnv.LEADS_ENCRYPTION_KEY,
  };

  test.each([
    ['behind the proxy without a provider', { MAIL_TRUST_PROXY: '1' }, /MAIL_PROVIDER is not set/],
    [
      'behind the proxy with the outbox stand-in',
      { MAIL_TRUST_PROXY: '1', MAIL_PROVIDER: 'outbox' },
      /MAIL_PROVIDER is not set/,
    ],
    [
      'without an encryption key',
      { ...production, LEADS_ENCRYPTION_KEY: '' },
      /LEADS_ENCRYPTION_KEY is not set/,
    ],
    [
      'with a key of the wrong size',
      { ...production, LEADS_ENCRYPTION_KEY: 'c2hvcnQ=' },
      /LEADS_ENCRYPTION_KEY must be 32 bytes/,
    ],
    ['without a data folder', { ...production, MAIL_DATA_DIR: '' }, /MAIL_DATA_DIR is not set/],
    [
      'with a webhook URL but no secret',
      { ...production, LEADS_WEBHOOK_URL: 'https://crm.example/hooks/leads' },
      /LEADS_WEBHOOK_SECRET is not set/,
    ],
    [
      'with a webhook over plain http to another host',
      {
        ...production,
        LEADS_WEBHOOK_URL: 'http://crm.example/hooks/leads',
        LEADS_WEBHOOK_SECRET: leadEndpointEnv.LEADS_WEBHOOK_SECRET,
      },
      /LEADS_WEBHOOK_URL must be an https:\/\/ address/,
    ],
  ])('%s: exits 1 and says why', async (_, env, why) => {
    const { code, stderr } = await start(env);
    expect(code).toBe(1);
    expect(stderr).toMatch(/The signup service cannot start/);
    expect(stderr).toMatch(why);
  });

  test("on a Node older than the repository's .nvmrc, whatever else is set", () => {
    const major = Number(readFileSync(path.join(process.cwd(), '.nvmrc'), 'utf8').trim());
    expect(NODE_MAJOR).toBe(major);
    expect(serviceProblems(production, `${major - 4}.20.2`)).toEqual([
      `Node ${major - 4}.20.2 is older than Node ${major}, which the site runs on`,
    ]);
    expect(serviceProblems(production, `${major}.0.0`)).toEqual([]);
  });
});
