import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { RELAY_LIMITS } from '@/lib/relay/handler.mjs';
import type { PosthogRecord } from '../../scripts/servers/posthog-stub.mjs';
import { newClient } from '../e2e/lead-client';
import { ports, relayUpstream, withNginx } from '../e2e/origins';

// The analytics relay on each server that runs it, against the PostHog stand-in
// (scripts/servers/posthog-stub.mjs): what reaches PostHog, what never does, and the bounds. The
// rules themselves are tests/unit/lib/relay/'s; a browser's event end to end is
// tests/e2e/relay.pages-configured.spec.ts's.

const servers = {
  // The Pages Function (functions/relay/) in workerd, through `wrangler pages dev`.
  'Cloudflare Pages': `http://127.0.0.1:${ports.pages}`,
  // The relay locations of deploy/nginx/kyrelo.conf.
  ...(withNginx ? { nginx: `http://127.0.0.1:${ports.nginx}` } : {}),
};

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request from `client`'s own loopback address, its path sent exactly as given. */
function send(
  base: string,
  path: string,
  {
    method = 'GET',
    body,
    headers = {},
    client = newClient(),
  }: { method?: string; body?: Buffer; headers?: Record<string, string>; client?: string } = {},
): Promise<Reply> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = http.request(
      {
        hostname,
        port,
        path,
        method,
        localAddress: client,
        agent: false,
        headers: { ...(body ? { 'content-length': String(body.length) } : {}), ...headers },
      },
      (res) => {
        answered = true;
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
    // A server that refuses a large body answers before reading it, then closes: the answer counts.
    req.on('error', (error) => (answered ? undefined : reject(error)));
    req.end(body);
  });
}

/** What the stand-in received with `marker` in its path, query or decoded body. */
async function received(marker: string): Promise<PosthogRecord[]> {
  const res = await fetch(`${relayUpstream}/_received?marker=${encodeURIComponent(marker)}`);
  return (await res.json()) as PosthogRecord[];
}

const batchOf = (marker: string) =>
  gzipSync(
    JSON.stringify([
      { event: '$pageview', properties: { distinct_id: marker, $current_url: 'https://x/' } },
      { event: 'cta_clicked', properties: { distinct_id: marker } },
    ]),
  );

describe.each(Object.entries(servers))('the analytics relay on %s', (_, base) => {
  test('a gzip batch reaches PostHog byte for byte, from the one client address, without cookies', async () => {
    const marker = randomUUID();
    const client = newClient();
    const body = batchOf(marker);
    const query = `?compression=gzip-js&ver=1.449.2&_=1764453000000&m=${marker}`;
    const res = await send(base, `/relay/e/${query}`, {
      method: 'POST',
      body,
      client,
      headers: {
        'content-type': 'text/plain',
        cookie: 'ph_phc_kyrelo_posthog=%7B%7D; cookie_consent=yes',
        // A forged address first, as a client could send it: never passed on.
        'x-forwarded-for': '198.51.100.66',
      },
    });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body.toString())).toEqual({ status: 1 });
    // The stand-in sets a cookie; the relay drops it.
    expect(res.headers['set-cookie']).toBeUndefined();

    const [record, ...more] = await received(marker);
    expect(more).toEqual([]);
    expect(record).toMatchObject({ method: 'POST', path: '/e/', query, cookie: false });
    expect(Buffer.from(record!.body, 'base64').equals(body)).toBe(true);
    expect(record!.events.map(({ event }) => event)).toEqual(['$pageview', 'cta_clicked']);
    expect(record!.headers['x-forwarded-for']).toBe(client);
    expect(record!.headers['content-type']).toBe('text/plain');
  });

  test("posthog-js's session recordings and its remote config are forwarded; the config keeps PostHog's cache time", async () => {
    const marker = randomUUID().replaceAll('-', '');
    const recording = await send(base, `/relay/s/?compression=gzip-js&m=${marker}`, {
      method: 'POST',
      body: batchOf(marker),
    });
    expect(recording.status).toBe(200);

    const config = await send(base, `/relay/array/phc_${marker}/config`);
    expect(config.status).toBe(200);
    expect(JSON.parse(config.body.toString())).toMatchObject({ token: `phc_${marker}` });
    expect(config.headers['cache-control']).toBe('public, max-age=300');
    expect(config.headers['set-cookie']).toBeUndefined();
    expect((await received(marker)).map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /s/',
      `GET /array/phc_${marker}/config`,
    ]);
  });

  test.each([
    '/relay/api/projects/',
    '/relay/decide/',
    '/relay/flags/',
    '/relay/static/array.js',
    '/relay/array/phc_k/config.js',
    '/relay/e',
    '/relay/',
    '/relay',
  ])('%s answers 404 and never reaches PostHog', async (path) => {
    const marker = randomUUID();
    const res = await send(base, `${path}?m=${marker}`, { method: 'POST', body: batchOf(marker) });
    expect(res.status).toBe(404);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await received(marker)).toEqual([]);
  });

  test('a path that climbs out of /relay is no relay request: it never reaches PostHog', async () => {
    const marker = randomUUID();
    for (const path of ['/relay/../send-email', '/relay/%2e%2e/api/country', '/relay/e/../../x']) {
      const res = await send(base, `${path}?m=${marker}`, {
        method: 'POST',
        body: batchOf(marker),
      });
      expect(res.status).toBeGreaterThanOrEqual(400);
    }
    expect(await received(marker)).toEqual([]);
  });

  test('a method posthog-js does not use there answers 405, unforwarded', async () => {
    const marker = randomUUID();
    expect((await send(base, `/relay/e/?m=${marker}`)).status).toBe(405);
    const put = await send(base, `/relay/array/phc_k/config?m=${marker}`, {
      method: 'PUT',
      body: Buffer.from('{}'),
    });
    expect(put.status).toBe(405);
    expect(await received(marker)).toEqual([]);
  });

  test('a body over the bound answers 413 and is not forwarded', async () => {
    const marker = randomUUID();
    const res = await send(base, `/relay/e/?m=${marker}`, {
      method: 'POST',
      body: Buffer.alloc(RELAY_LIMITS.maxBodyBytes + 1),
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.status).toBe(413);
    expect(await received(marker)).toEqual([]);
  });

  test('PostHog that does not answer gets a 504 within the time-out', async () => {
    const started = Date.now();
    const res = await send(base, `/relay/e/?stub=slow&m=${randomUUID()}`, {
      method: 'POST',
      body: batchOf('slow'),
    });
    expect(res.status).toBe(504);
    expect(Date.now() - started).toBeLessThan(RELAY_LIMITS.timeoutMs + 3_000);
  }, 25_000);

  test('a burst from one address past the bound answers 429; another address goes on', async () => {
    // 16 at a time, as a flood would come: past 300 in a minute (Pages), past a burst of 100 at
    // 5 a second (nginx).
    const total = RELAY_LIMITS.perMinute + 20;
    const burst = async () => {
      const client = newClient();
      const marker = randomUUID().replaceAll('-', '');
      const config = `/relay/array/phc_${marker}/config`;
      const statuses: number[] = [];
      const started = Date.now();
      for (let sent = 0; sent < total; sent += 16) {
        const batch = Array.from({ length: Math.min(16, total - sent) }, () =>
          send(base, config, { client }),
        );
        statuses.push(...(await Promise.all(batch)).map((res) => res.status));
      }
      // Pages counts per calendar minute: a burst across a minute's end is two smaller ones.
      const acrossMinutes = Math.floor(started / 60_000) !== Math.floor(Date.now() / 60_000);
      return { statuses, marker, config, acrossMinutes };
    };
    let run = await burst();
    // A busy machine may take long enough to meet a minute's end once; not twice in a row.
    if (run.acrossMinutes) run = await burst();
    const { statuses, marker, config } = run;
    expect(statuses[0]).toBe(200);
    const limited = statuses.filter((status) => status === 429).length;
    expect(limited).toBeGreaterThanOrEqual(20);
    expect(statuses.filter((status) => ![200, 429].includes(status))).toEqual([]);
    // What was refused never reached PostHog.
    expect(await received(marker)).toHaveLength(total - limited);
    expect((await send(base, config)).status).toBe(200);
  });
});
