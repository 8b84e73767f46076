import http, { type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { randomBytes, randomInt } from 'node:crypto';
import { trial } from '@/content/trial';
import { buildTrialEmailBody } from '@/lib/trial/email';
import { type TrialValues } from '@/lib/trial/schema';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { leadEndpointEnv, ports, siteOrigins } from './origins';
import { routeTrialEndpoint, trackModalListeners } from './trial-endpoint';

/**
 * The signup endpoint's contract (docs/deploying.md), one suite for the three servers that answer
 * it: the Node service run as a stand-in in the test process (mail-contract.spec.ts), the Cloudflare
 * Pages Function in workerd (lead-endpoint.pages.spec.ts) and the Node service behind nginx
 * (lead-endpoint.nginx.spec.ts). All send to scripts/servers/provider-stub.mjs, which answers by
 * the visitor's address: `provider-500…@` fails, and so on.
 */
export interface LeadTarget {
  /** The endpoint: …/send-email. */
  url: string;
  /** An origin the endpoint accepts: the site's. */
  origin: string;
}

export const PROVIDER = `http://127.0.0.1:${ports.provider}`;

// Playwright compiles specs to CommonJS; a dynamic import() keeps the .mjs script real ESM.
const loadMailServer = () => import('../../scripts/servers/mail-server.mjs');

/**
 * The Node service (scripts/servers/mail-server.mjs) in this process, on a free port, sending to
 * the stub provider with the endpoints' test settings and `env` on top; its store in `dataDir`.
 */
export async function startLeadService(dataDir: string, env: Record<string, string> = {}) {
  const { createMailServer } = await loadMailServer();
  const server: Server = createMailServer({
    outbox: path.join(dataDir, 'outbox'),
    dataDir,
    env: { ...leadEndpointEnv, MAIL_ALLOWED_ORIGINS: siteOrigins.join(','), ...env },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return { url: `${base}/send-email`, stop };
}
const recipient = leadEndpointEnv.MAIL_ALLOWED_TO;

/**
 * A loopback address of its own for each test: every server sees it as the client (nginx's
 * $remote_addr, workerd's CF-Connecting-IP, Node's socket), so rate limits never cross tests.
 */
export const newClient = () => `127.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(2, 255)}`;

/** A visitor address no other test uses; `kind` picks the stub provider's answer. */
export const visitorAddress = (kind = 'lead') =>
  `${kind}+${randomBytes(4).toString('hex')}@northwind.example`;

export const signupValues = (email: string): TrialValues => ({
  firstName: 'Zoë <b>',
  lastName: `O'Brien`,
  email,
  company: 'Smith & "Sons" <script>alert(1)</script>',
  phone: '+91 98765 43210',
  acceptTerms: true,
  website: '',
});

/** The four fields as the site sends them, with `overrides` (null leaves a field out). */
export function signupForm(email: string, overrides: Record<string, string | null> = {}) {
  const form = new FormData();
  const fields: Record<string, string | null> = {
    from_email: 'no-reply@kyrelo.example',
    to: recipient,
    subject: trial.email.subject,
    body_html: buildTrialEmailBody(signupValues(email), {
      attribution: { landingPath: '/pricing', utm: { utm_source: 'newsletter' }, clickIds: [] },
      openedOn: '/features',
    }),
    ...overrides,
  };
  for (const [name, value] of Object.entries(fields)) if (value !== null) form.append(name, value);
  return form;
}

export interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  json: { message?: string; ok?: boolean; id?: string; queued?: boolean; [key: string]: unknown };
}

/** One request from `client`'s address (fetch cannot choose its source address). */
export async function request(
  url: string,
  {
    method = 'POST',
    body,
    headers = {},
    client = newClient(),
  }: { method?: string; body?: FormData; headers?: Record<string, string>; client?: string } = {},
): Promise<Reply> {
  const encoded = body ? new Request('http://x', { method: 'POST', body }) : null;
  const bytes = encoded ? Buffer.from(await encoded.arrayBuffer()) : undefined;
  const type = encoded?.headers.get('content-type');
  const { hostname, port, pathname } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        hostname,
        port,
        path: pathname,
        method,
        localAddress: client,
        headers: {
          ...(type ? { 'content-type': type, 'content-length': String(bytes!.length) } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            json: text ? JSON.parse(text) : {},
          });
        });
      },
    );
    req.on('error', reject);
    req.end(bytes);
  });
}

interface SentMessage {
  api: 'resend' | 'postmark';
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  html: string;
  text: string;
}

/** What the stub provider accepted for a visitor's address. */
export async function sentFor(address: string): Promise<SentMessage[]> {
  const res = await fetch(`${PROVIDER}/sent?reply_to=${encodeURIComponent(address)}`);
  return (await res.json()) as SentMessage[];
}

/** The one message the provider accepted for `address`: the site's sender and recipient, the visitor as Reply-To. */
async function deliveredOnce(address: string) {
  const [mail, ...more] = await sentFor(address);
  expect(more).toEqual([]);
  expect(mail).toMatchObject({
    from: leadEndpointEnv.MAIL_FROM,
    to: recipient,
    replyTo: address,
    subject: trial.email.subject,
  });
  return mail!;
}

const admin = { authorization: `Bearer ${leadEndpointEnv.LEADS_ADMIN_TOKEN}` };

/** The leads the endpoint keeps for a retry (GET /send-email/pending). */
export async function keptFor(target: LeadTarget, address: string) {
  const res = await request(`${target.url}/pending`, { method: 'GET', headers: admin });
  expect(res.status, res.json.message).toBe(200);
  const leads = res.json.leads as {
    id: string;
    attempts: number;
    lastError: string;
    mail: SentMessage;
  }[];
  return leads.filter((lead) => lead.mail.replyTo === address);
}

export function leadContractSuite(target: () => LeadTarget) {
  const send = (body: FormData, options: { origin?: string | null; client?: string } = {}) => {
    const { origin = target().origin, client } = options;
    return request(target().url, { body, client, headers: origin ? { origin } : {} });
  };

  test('a signup reaches the provider from its own sender, to the pinned recipient, the visitor as Reply-To', async () => {
    const address = visitorAddress();
    const form = signupForm(address);
    const res = await send(form);
    expect(res.status, res.json.message).toBe(200);
    expect(res.json).toMatchObject({ ok: true, id: expect.any(String) });
    expect(res.json.queued).toBeUndefined();
    expect(res.headers['access-control-allow-origin']).toBe(target().origin);
    expect(res.headers['cache-control']).toBe('no-store');
    const mail = await deliveredOnce(address);
    // The server's own markup, written from the parsed table: the same as the site's here.
    expect(mail.html).toBe(form.get('body_html'));
    expect(mail.html).not.toMatch(/<script|<b>/);
    expect(mail.text).toContain(`Company: Smith & "Sons" <script>alert(1)</script>`);
    expect(mail.text).toContain('Campaign source: newsletter');
  });

  test('crafted markup never reaches the inbox: 400, nothing sent', async () => {
    const address = visitorAddress();
    const valid = String(signupForm(address).get('body_html'));
    const crafted = [
      `${valid}\n<script>alert(1)</script>`,
      valid.replace('Zoë', '<a href="https://evil.example">Zoë</a>'),
      valid.replace('Zoë', '<img src=x onerror=alert(1)>'),
      `<style>body{display:none}</style>\n${valid}`,
      valid.replace(
        '<table cellspacing="0" cellpadding="0">',
        '<form action="https://evil.example"><table cellspacing="0" cellpadding="0">',
      ),
      valid.replace('<th align="left"', '<th align="left" onclick="x()"'),
      `<p>Click here</p>`,
    ];
    for (const body of crafted) {
      const res = await send(signupForm(address, { body_html: body }));
      expect(res.status, body.slice(0, 80)).toBe(400);
      expect(res.json.message).toBe(
        'Invalid field: body_html must be the signup table the site sends',
      );
    }
    expect(await sentFor(address)).toEqual([]);
  });

  test('a foreign `to`, extra and repeated fields, another subject: 400 naming the problem', async () => {
    const address = visitorAddress();
    for (const to of ['victim@elsewhere.example', 'sales@kyrelo.example.evil.example']) {
      const res = await send(signupForm(address, { to }));
      expect(res.status, to).toBe(400);
      expect(res.json.message).toBe('Invalid field: to is not an allowed recipient');
    }
    for (const extra of ['cc', 'bcc', 'reply_to', 'attachment']) {
      const form = signupForm(address);
      form.append(extra, 'someone@elsewhere.example');
      const res = await send(form);
      expect(res.status, extra).toBe(400);
      expect(res.json.message).toBe(`Unexpected field: ${extra}`);
    }
    const twice = signupForm(address);
    twice.append('to', 'victim@elsewhere.example');
    expect((await send(twice)).json.message).toBe('Repeated field: to');
    const subject = await send(signupForm(address, { subject: 'You won a prize' }));
    expect(subject.status).toBe(400);
    expect(subject.json.message).toBe(`Invalid field: subject must be "${trial.email.subject}"`);
    expect(await sentFor(address)).toEqual([]);
  });

  test('a body over 1 MB: 413 with a message', async () => {
    const res = await send(
      signupForm(visitorAddress(), { body_html: 'x'.repeat(1024 * 1024 + 1) }),
    );
    expect(res.status).toBe(413);
    expect(res.json.message).toBe('Request body must be at most 1 MB');
  });

  test('another origin: 403, no CORS grant, nothing sent', async () => {
    const address = visitorAddress();
    const res = await send(signupForm(address), { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.json.message).toBe('Origin not allowed');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(await sentFor(address)).toEqual([]);
  });

  test('the rate limit: 5 a minute per client, then 429 with Retry-After and a message', async () => {
    // The limit counts calendar minutes on the server's clock; a run that straddles a minute
    // (the sixth request the first of the next) is run again, with another client.
    const minute = () => Math.floor(Date.now() / 60_000);
    let client, addresses, res;
    do {
      const started = minute();
      client = newClient();
      addresses = Array.from({ length: 6 }, () => visitorAddress());
      for (const address of addresses.slice(0, 5)) {
        expect((await send(signupForm(address), { client })).status).toBe(200);
      }
      res = await send(signupForm(addresses[5]!), { client });
      if (minute() === started) break;
    } while (res.status !== 429);
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json.message).toBe(
      'Too many signups from this address. Please wait a minute and try again.',
    );
    expect(await sentFor(addresses[5]!)).toEqual([]);
    // Another client is not held back.
    expect((await send(signupForm(visitorAddress()))).status).toBe(200);
  });

  test('the honeypot filled: 200 for the bot, nothing sent or kept', async () => {
    const address = visitorAddress();
    const res = await send(signupForm(address, { website: 'https://spam.example' }));
    expect(res.status, res.json.message).toBe(200);
    expect(res.json).toEqual({ ok: true });
    expect(await sentFor(address)).toEqual([]);
    expect(await keptFor(target(), address)).toEqual([]);
  });

  for (const kind of ['provider-500', 'provider-422', 'provider-slow', 'provider-drop']) {
    test(`the provider ${kind.slice(9)}: the lead is kept for a retry, and only then is it a 200`, async () => {
      const address = visitorAddress(kind);
      const res = await send(signupForm(address));
      expect(res.status, res.json.message).toBe(200);
      expect(res.json).toMatchObject({ ok: true, queued: true });
      expect(await sentFor(address)).toEqual([]);
      const [kept, ...more] = await keptFor(target(), address);
      expect(more).toEqual([]);
      expect(kept).toMatchObject({
        id: res.json.id,
        attempts: 1,
        mail: { to: recipient, replyTo: address },
      });
      expect(kept!.lastError).toMatch(kind === 'provider-slow' ? /no answer within/ : /./);
    });
  }

  test('a kept lead is delivered by the retry, then no longer kept', async () => {
    const address = visitorAddress('provider-once');
    const res = await send(signupForm(address));
    expect(res.json).toMatchObject({ ok: true, queued: true });
    // Another test's delivery may retry it first (each success retries the kept leads after
    // answering); either way the explicit retry leaves it delivered and no longer kept.
    const retry = await request(`${target().url}/retry`, { headers: admin });
    expect(retry.status).toBe(200);
    expect(retry.json).toMatchObject({
      delivered: expect.any(Number),
      remaining: expect.any(Number),
    });
    await expect.poll(async () => (await sentFor(address)).length).toBeGreaterThanOrEqual(1);
    const [mail] = await sentFor(address);
    expect(mail).toMatchObject({ to: recipient, replyTo: address, subject: trial.email.subject });
    await expect.poll(async () => (await keptFor(target(), address)).length).toBe(0);
  });

  test('the kept leads need the admin token: 404 without it or with a wrong one', async () => {
    const tries: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong-token-0123456789ab' },
    ];
    for (const headers of tries) {
      const res = await request(`${target().url}/pending`, { method: 'GET', headers });
      expect(res.status).toBe(404);
      expect(res.json.leads).toBeUndefined();
    }
  });
}

const trialDialog = (page: Page) => page.getByRole('dialog', { name: 'Start Your Free Trial' });
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

/** Opens the trial form on /features, fills it in as a visitor would, and sends it. */
export async function signUpInBrowser(page: Page, email: string) {
  const hostListening = await trackModalListeners(page);
  await page.goto('/features');
  await expect.poll(hostListening).toBe(true);
  await page.getByRole('main').getByRole('link', { name: 'Start Free Trial' }).first().click();
  const dialog = trialDialog(page);
  const values = signupValues(email);
  await dialog.getByLabel('First name').fill(values.firstName);
  await dialog.getByLabel('Last name').fill(values.lastName);
  await dialog.getByLabel('Work email').fill(email);
  await dialog.getByLabel('Company').fill(values.company);
  await dialog.getByLabel('Phone (optional)').fill(values.phone);
  await dialog.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check();
  await dialog.getByRole('button', { name: 'Start Free Trial' }).click();
}

/**
 * The real flow on a server that answers /send-email on the site's own origin: the export's
 * trial form posts there (the build under test names the stand-in's address, so the request is
 * sent to the same-origin endpoint instead, as a Pages or nginx build sends it).
 */
export function leadBrowserSuite(baseUrl: string) {
  test.use({ viewport: { width: 1280, height: 900 } });
  const target = () => ({ url: `${baseUrl}/send-email`, origin: baseUrl });

  test('the trial form reaches the provider with the e-mail the visitor typed, and says so', async ({
    page,
  }) => {
    const address = visitorAddress();
    await routeTrialEndpoint(page, target().url);
    await signUpInBrowser(page, address);
    await expect(toasts(page).getByText(trial.messages.success)).toBeVisible();
    await expect(trialDialog(page)).toBeHidden();
    const mail = await deliveredOnce(address);
    for (const value of [
      'Zoë &lt;b&gt;',
      'O&#39;Brien',
      'Smith &amp; &quot;Sons&quot; &lt;script&gt;alert(1)&lt;/script&gt;',
    ]) {
      expect(mail.html).toContain(`>${value}</td>`);
    }
    expect(mail.html).toContain('>/features</td>');
  });

  test('the provider answering 500: the lead is kept for the retry, so the visitor is told it went through', async ({
    page,
  }) => {
    const address = visitorAddress('provider-500');
    await routeTrialEndpoint(page, target().url);
    await signUpInBrowser(page, address);
    await expect(toasts(page).getByText(trial.messages.success)).toBeVisible();
    expect(await sentFor(address)).toEqual([]);
    const [kept] = await keptFor(target(), address);
    expect(kept!.lastError).toMatch(/500/);
    expect(kept!.mail.html).toContain('>Zoë &lt;b&gt;</td>');
  });
}
