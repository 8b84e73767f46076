import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { request, sentFor, signupForm, startLeadService, visitorAddress } from '../e2e/lead-client';
import { ports, siteOrigins, withNginx } from '../e2e/origins';
import { leadContractSuite } from './lead-contract';

// The signup endpoint's contract on each server that answers it. What a visitor sees of it in
// the browser is tests/e2e/lead-endpoint*.spec.ts's.

describe('the signup endpoint as a Node service', () => {
  let service: Awaited<ReturnType<typeof startLeadService>>;
  let dir: string;
  beforeAll(async () => {
    // What the service logs of each lead (not delivered, kept for a retry) is not under test here.
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    dir = await mkdtemp(path.join(os.tmpdir(), 'lead-service-'));
    service = await startLeadService(path.join(dir, 'data'));
  });
  afterAll(async () => {
    await service.stop();
    await rm(dir, { recursive: true, force: true });
    jest.restoreAllMocks();
  });
  leadContractSuite(() => ({ url: service.url, origin: siteOrigins[0]! }));
});

const servers = {
  // The Node service (scripts/servers/mail-server.mjs, as deploy/nginx/kyrelo-leads.service runs
  // it) behind nginx with deploy/nginx/kyrelo.conf.
  ...(withNginx ? { nginx: `http://127.0.0.1:${ports.nginx}` } : {}),
  // The Cloudflare Pages Functions (functions/) in workerd, through `wrangler pages dev`.
  'Cloudflare Pages': `http://127.0.0.1:${ports.pages}`,
};

describe.each(Object.entries(servers))('the signup endpoint on %s', (_, base) => {
  leadContractSuite(() => ({ url: `${base}/send-email`, origin: base }));
});

describe('the signup endpoint on Cloudflare Pages, asked on another host', () => {
  test('a *.pages.dev host (not among MAIL_ALLOWED_ORIGINS): 404, nothing sent', async () => {
    // A WAF rule set on the custom domain does not cover the project's pages.dev address: the
    // function itself answers only on the site's origins.
    const pagesDev = 'https://kyrelo.pages.dev';
    const address = visitorAddress();
    const res = await request(`http://127.0.0.1:${ports.pages}/send-email`, {
      body: signupForm(address),
      headers: { host: 'kyrelo.pages.dev', origin: pagesDev },
    });
    expect(res.status).toBe(404);
    expect(res.json.message).toBe('Not found');
    expect(await sentFor(address)).toEqual([]);
  });
});

describe('the country lookup on Cloudflare Pages', () => {
  const lookup = `http://127.0.0.1:${ports.pages}/api/country`;

  test("answers from Cloudflare's request data, never cached", async () => {
    // The local runtime's request.cf is a fixed sample; the test names the country in a header.
    const india = await fetch(lookup, { headers: { 'x-test-country': 'IN' } });
    expect(india.status).toBe(200);
    expect(await india.json()).toEqual({ country_code: 'IN' });
    expect(india.headers.get('cache-control')).toBe('private, no-store');
    const sample = await fetch(lookup);
    expect(await sample.json()).toEqual({ country_code: expect.stringMatching(/^[A-Z]{2}$/) });
  });
});
