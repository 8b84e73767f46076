/** @jest-environment ./tests/unit/lib/leads/node-environment.ts */
import { onRequest } from '@/functions/send-email/[[path]]';
import { buildTrialEmailBody } from '@/lib/trial/email';
import { validTrialValues } from '../../helpers/trial-values';
import { fakeKv } from './fake-kv';

// functions/send-email/[[path]].ts as Cloudflare Pages calls it: the adapter's own choices (the
// store, the isolate's rate limiter, the hosts it answers on, a loud 503 when misconfigured). The
// runtime itself runs it in tests/http/lead-endpoint.test.ts.

const site = 'https://www.kyrelo.example';
const configured = {
  MAIL_PROVIDER: 'postmark',
  MAIL_API_KEY: 'pm-key',
  MAIL_API_URL: 'http://provider.invalid',
  MAIL_ALLOWED_TO: 'sales@kyrelo.example',
  MAIL_ALLOWED_ORIGINS: site,
  LEADS_ENCRYPTION_KEY: btoa('k'.repeat(32)),
};

function signup(origin = site, client = '203.0.113.9') {
  const form = new FormData();
  form.append('from_email', 'no-reply@kyrelo.example');
  form.append('to', 'sales@kyrelo.example');
  form.append('subject', 'New Trial Signup');
  form.append('body_html', buildTrialEmailBody(validTrialValues));
  return new Request(`${origin}/send-email`, {
    method: 'POST',
    body: form,
    headers: { origin, 'cf-connecting-ip': client },
  });
}

const call = (request: Request, env: Record<string, unknown>) =>
  onRequest({ request, env: env as never, waitUntil: () => {} });

let errors: jest.SpyInstance;
beforeEach(() => {
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

it.each([
  ['without the LEADS binding', configured, false, /no store/],
  [
    'without the provider key',
    { ...configured, MAIL_API_KEY: '' },
    true,
    /MAIL_API_KEY is not set/,
  ],
  [
    'without the encryption key',
    { ...configured, LEADS_ENCRYPTION_KEY: '' },
    true,
    /LEADS_ENCRYPTION_KEY is not set/,
  ],
])(
  '%s: a 503 with the "try again" message, the reason logged, nothing written',
  async (_, vars, bound, why) => {
    const { kv, puts } = fakeKv();
    const response = await call(signup(), { ...vars, ...(bound ? { LEADS: kv } : {}) });
    expect(response.status).toBe(503);
    expect(((await response.json()) as { message: string }).message).toMatch(/try again/);
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(why));
    expect(puts).toEqual([]);
  },
);

it('refuses what it can before writing anything: a 415, a 413 by length, a bad form, a bot', async () => {
  const { kv, puts } = fakeKv();
  const env = { ...configured, LEADS: kv };
  const json = new Request(`${site}/send-email`, {
    method: 'POST',
    body: '{}',
    headers: { origin: site, 'content-type': 'application/json' },
  });
  const huge = new Request(`${site}/send-email`, {
    method: 'POST',
    body: 'x',
    headers: {
      origin: site,
      'content-type': 'multipart/form-data; boundary=b',
      'content-length': String(2 * 1024 * 1024),
    },
  });
  const bad = signup();
  const badForm = await bad.formData();
  badForm.set('to', 'victim@elsewhere.example');
  const bot = await signup().formData();
  bot.set('website', 'https://spam.example');
  const asPost = (form: FormData) =>
    new Request(`${site}/send-email`, { method: 'POST', body: form, headers: { origin: site } });
  const statuses = [];
  for (const request of [json, huge, asPost(badForm), asPost(bot)]) {
    statuses.push((await call(request, env)).status);
  }
  expect(statuses).toEqual([415, 413, 400, 200]);
  expect(puts).toEqual([]);
});

it('answers only on the configured origins: *.pages.dev is a 404 and writes nothing', async () => {
  const { kv, puts } = fakeKv();
  const response = await call(signup('https://kyrelo.pages.dev'), { ...configured, LEADS: kv });
  expect(response.status).toBe(404);
  expect(puts).toEqual([]);
});

it('keeps one rate limiter per isolate: 20 signups at once from one client, at most the limit pass', async () => {
  const { kv, puts } = fakeKv();
  const fetchImpl = jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => Response.json({ ErrorCode: 0, MessageID: 'm' }));
  const env = { ...configured, MAIL_RATE_LIMIT: '3', LEADS: kv };
  const statuses = await Promise.all(
    Array.from({ length: 20 }, async () => (await call(signup(site, '198.51.100.20'), env)).status),
  );
  expect(statuses.filter((status) => status === 200)).toHaveLength(3);
  expect(statuses.filter((status) => status === 429)).toHaveLength(17);
  expect(fetchImpl).toHaveBeenCalledTimes(3);
  // What KV keeps of them: the client's count, gone a minute after it was written (KV's shortest
  // time to live), inside the privacy policy's two minutes. Nothing else: all three delivered.
  expect(puts.map(({ key }) => key.replace(/\d+$/, '<minute>'))).toEqual(
    Array(3).fill('rate/198.51.100.20/<minute>'),
  );
  for (const { options } of puts) expect(options?.expirationTtl).toBe(60);
});
