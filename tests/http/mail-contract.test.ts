import { trial } from '@/content/trial';
import { leadSettingsFromEnv } from '@/lib/leads/config.mjs';
import { TRIAL_SUBJECT } from '@/lib/leads/contract.mjs';
import { mailOptionsFromEnv } from '../../scripts/servers/mail-server.mjs';
import { signupBody, startMailEndpoint } from '../e2e/trial-endpoint';
import { labelled } from './checks';

// The rules docs/deploying.md asks of the production mail endpoint, checked on the local stand-in
// (scripts/servers/mail-server.mjs) at the HTTP level. The browser side of a 429 is in
// tests/e2e/trial.spec.ts.

const site = 'http://localhost:3000';
const recipient = 'sales@kyrelo.example';

function form(overrides: Record<string, string> = {}) {
  const body = new FormData();
  for (const [name, value] of Object.entries({
    from_email: 'no-reply@kyrelo.example',
    to: recipient,
    subject: trial.email.subject,
    body_html: signupBody(),
    ...overrides,
  })) {
    body.append(name, value);
  }
  return body;
}

type MailEndpoint = Awaited<ReturnType<typeof startMailEndpoint>>;
let mail: MailEndpoint;

const send = (body: FormData, origin: string | null = site) =>
  fetch(mail.url, { method: 'POST', body, headers: origin ? { origin } : {} });

async function messageOf(res: Response) {
  return ((await res.json()) as { message?: string }).message;
}

describe('recipients, sender, fields', () => {
  beforeEach(async () => {
    mail = await startMailEndpoint({ allowedTo: [recipient], allowedOrigins: [site] });
  });
  afterEach(() => mail.stop());

  test('the subject the site sends is the one the stand-in accepts', async () => {
    expect(TRIAL_SUBJECT).toBe(trial.email.subject);
  });

  test('a `to` other than the configured recipient: 400 with a message, nothing stored', async () => {
    for (const to of ['victim@elsewhere.example', 'sales@kyrelo.example.evil.example']) {
      const res = await send(form({ to }));
      await labelled(to, () => expect(res.status).toBe(400));
      expect(await messageOf(res)).toBe('Invalid field: to is not an allowed recipient');
    }
    expect(await mail.submissions()).toEqual([]);
    // Case does not make another address: it is sent to the configured spelling.
    expect((await send(form({ to: 'Sales@Kyrelo.example' }))).status).toBe(200);
    expect((await mail.submissions()).map((stored) => stored.to)).toEqual([recipient]);
  });

  test("from_email is never the sender, nor stored: the reply-to is the visitor's address from the body", async () => {
    const body = signupBody({ email: 'zoe@northwind.example' });
    expect((await send(form({ from_email: 'ceo@bank.example', body_html: body }))).status).toBe(
      200,
    );
    const [stored] = await mail.submissions();
    expect(stored).not.toHaveProperty('from_email');
    expect(JSON.stringify(stored)).not.toContain('ceo@bank.example');
    expect(stored).toMatchObject({
      from: leadSettingsFromEnv(process.env).from,
      reply_to: 'zoe@northwind.example',
      to: recipient,
      body_html: body,
    });
  });

  test('only the four fields: anything else is a 400 naming it', async () => {
    for (const extra of ['cc', 'bcc', 'reply_to', 'attachment']) {
      const body = form();
      body.append(extra, 'someone@elsewhere.example');
      const res = await send(body);
      await labelled(extra, () => expect(res.status).toBe(400));
      expect(await messageOf(res)).toBe(`Unexpected field: ${extra}`);
    }
    // A second `to` is an extra recipient too.
    const twice = form();
    twice.append('to', 'victim@elsewhere.example');
    const repeated = await send(twice);
    expect(repeated.status).toBe(400);
    expect(await messageOf(repeated)).toBe('Repeated field: to');
    expect(await mail.submissions()).toEqual([]);
  });

  test('the subject is fixed', async () => {
    const res = await send(form({ subject: 'You won a prize' }));
    expect(res.status).toBe(400);
    expect(await messageOf(res)).toBe(`Invalid field: subject must be "${trial.email.subject}"`);
  });

  test('a body over 1 MB: 413 with a message', async () => {
    const res = await send(form({ body_html: 'x'.repeat(1024 * 1024 + 1) }));
    expect(res.status).toBe(413);
    expect(await messageOf(res)).toBe('Request body must be at most 1 MB');
  });
});

describe('CORS: the site only', () => {
  beforeEach(async () => {
    mail = await startMailEndpoint({ allowedOrigins: [site, 'https://www.example.com'] });
  });
  afterEach(() => mail.stop());

  test("each of the site's origins gets its own grant", async () => {
    for (const origin of [site, 'https://www.example.com']) {
      const res = await send(form(), origin);
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      expect(res.headers.get('vary')).toContain('Origin');
    }
  });

  test('another origin: no grant, and the POST is refused, not only hidden', async () => {
    const preflight = await fetch(mail.url, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();

    const res = await send(form(), 'https://evil.example');
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(await mail.submissions()).toEqual([]);
  });
});

describe('rate limit', () => {
  test('the default is 5 a minute per client; the 6th is a 429 with a message', async () => {
    expect(mailOptionsFromEnv({}).rateLimit).toBe(5);
    mail = await startMailEndpoint({
      allowedOrigins: [site],
      rateLimit: mailOptionsFromEnv({}).rateLimit,
    });
    try {
      for (let i = 0; i < 5; i++) expect((await send(form())).status).toBe(200);
      const res = await send(form());
      expect(res.status).toBe(429);
      expect(res.headers.get('access-control-allow-origin')).toBe(site);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await messageOf(res)).toBe(
        'Too many signups from this address. Please wait a minute and try again.',
      );
      expect(await mail.submissions()).toHaveLength(5);
    } finally {
      await mail.stop();
    }
  });

  test('MAIL_RATE_LIMIT, MAIL_ALLOWED_TO and MAIL_ALLOWED_ORIGINS configure it', async () => {
    expect(
      mailOptionsFromEnv({
        MAIL_RATE_LIMIT: '2',
        MAIL_ALLOWED_TO: 'a@x.example, b@x.example',
        MAIL_ALLOWED_ORIGINS: 'https://www.example.com',
      }),
    ).toEqual({
      rateLimit: 2,
      allowedTo: ['a@x.example', 'b@x.example'],
      allowedOrigins: ['https://www.example.com'],
    });
    // Defaults: the site's configured recipient and the `npm start` site.
    expect(
      mailOptionsFromEnv({ NEXT_PUBLIC_TRIAL_EMAIL_TO: 'team@x.example', PORT: '3100' }),
    ).toEqual({
      rateLimit: 5,
      allowedTo: ['team@x.example'],
      allowedOrigins: ['http://localhost:3100', 'http://127.0.0.1:3100'],
    });
  });
});
