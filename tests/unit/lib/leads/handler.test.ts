/** @jest-environment ./tests/unit/lib/leads/node-environment.ts */
import { leadSettingsFromEnv } from '@/lib/leads/config.mjs';
import { TURNSTILE_FIELD, messages } from '@/lib/leads/contract.mjs';
import { handleLeadRequest } from '@/lib/leads/handler.mjs';
import * as kept from '@/lib/leads/kept-leads.mjs';
import { parseSignupHtml, signupText } from '@/lib/leads/markup.mjs';
import { DeliveryError, type Mail } from '@/lib/leads/providers.mjs';
import { type Store, memoryStore } from '@/lib/leads/store.mjs';
import { TURNSTILE_ACTION } from '@/lib/leads/turnstile.mjs';
import { buildTrialEmailBody } from '@/lib/trial/email';
import { validTrialValues } from '../../helpers/trial-values';

const ownOrigin = 'https://www.kyrelo.example';
const preview = 'https://preview.kyrelo.example';
const endpoint = `${ownOrigin}/send-email`;
const token = 'admin-secret-token';
const body = buildTrialEmailBody(validTrialValues, {
  openedOn: '/features',
  attribution: { landingPath: '/pricing', utm: { utm_source: 'newsletter' }, clickIds: [] },
});
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const settings = leadSettingsFromEnv({
  MAIL_ALLOWED_TO: 'sales@kyrelo.example',
  MAIL_ALLOWED_ORIGINS: preview,
  MAIL_RATE_LIMIT: '3',
  MAIL_FROM: 'Kyrelo signups <no-reply@kyrelo.example>',
  LEADS_ADMIN_TOKEN: token,
});

type Context = Parameters<typeof handleLeadRequest>[1];

const keptLeads = (store: Store, prefix?: string) => kept.keptLeads({ store }, prefix);
const keepLead = (store: Store, mail: Mail, error: string) => kept.keepLead({ store }, mail, error);

function context(overrides: Partial<Context> = {}) {
  const send = jest.fn(async (_mail: Mail) => {});
  const ctx = {
    settings,
    client: '203.0.113.7',
    ownOrigin,
    store: memoryStore(),
    send,
    log: { log: jest.fn(), error: jest.fn() },
    ...overrides,
  };
  return ctx as typeof ctx & { store: Store; send: typeof send };
}

function signupForm(overrides: Record<string, string | null> = {}) {
  const form = new FormData();
  const fields: Record<string, string | null> = {
    from_email: 'no-reply@kyrelo.example',
    to: 'sales@kyrelo.example',
    subject: 'New Trial Signup',
    body_html: body,
    ...overrides,
  };
  for (const [name, value] of Object.entries(fields)) if (value !== null) form.append(name, value);
  return form;
}

function post(form = signupForm(), headers: Record<string, string> = { origin: ownOrigin }) {
  return new Request(endpoint, { method: 'POST', body: form, headers });
}

async function jsonOf(response: Response) {
  return (await response.json()) as Record<string, unknown>;
}

describe('a signup', () => {
  it('is sent in the server markup, from the endpoint, replying to the visitor: 200 with its id', async () => {
    const ctx = context();
    const response = await handleLeadRequest(post(), ctx);
    expect(response.status).toBe(200);
    const payload = await jsonOf(response);
    expect(payload).toEqual({ ok: true, id: expect.stringMatching(UUID) });
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(ctx.send).toHaveBeenCalledTimes(1);
    expect(ctx.send.mock.calls[0]![0]).toEqual({
      id: payload.id,
      from: 'Kyrelo signups <no-reply@kyrelo.example>',
      to: 'sales@kyrelo.example',
      replyTo: 'ada@analytical.example',
      subject: 'New Trial Signup',
      html: body,
      text: signupText(parseSignupHtml(body)!),
    });
    expect(await keptLeads(ctx.store)).toEqual([]);
  });

  it("the site's own origin and each allowed origin get their grant and Vary: Origin", async () => {
    for (const origin of [ownOrigin, preview]) {
      const response = await handleLeadRequest(post(signupForm(), { origin }), context());
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      expect(response.headers.get('vary')).toBe('Origin');
    }
  });

  it('a foreign origin: 403, no grant, nothing sent', async () => {
    const ctx = context();
    const response = await handleLeadRequest(
      post(signupForm(), { origin: 'https://evil.example' }),
      ctx,
    );
    expect(response.status).toBe(403);
    expect(await jsonOf(response)).toEqual({ message: messages.originRefused });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('vary')).toBe('Origin');
    expect(ctx.send).not.toHaveBeenCalled();
  });

  it('no Origin header (no browser): judged by its fields, answered without a grant', async () => {
    const ctx = context();
    const response = await handleLeadRequest(post(signupForm(), {}), ctx);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(ctx.send).toHaveBeenCalledTimes(1);
  });

  it('a refused field is a 400 with the message, with the grant, nothing sent', async () => {
    const ctx = context();
    const response = await handleLeadRequest(post(signupForm({ body_html: '<p>Ada</p>' })), ctx);
    expect(response.status).toBe(400);
    expect(await jsonOf(response)).toEqual({ message: messages.notSignup });
    expect(response.headers.get('access-control-allow-origin')).toBe(ownOrigin);
    expect(ctx.send).not.toHaveBeenCalled();
  });

  it('a filled honeypot: 200 {ok: true}, and nothing sent or kept', async () => {
    const ctx = context();
    const response = await handleLeadRequest(
      post(signupForm({ website: 'http://spam.example' })),
      ctx,
    );
    expect(response.status).toBe(200);
    expect(await jsonOf(response)).toEqual({ ok: true });
    expect(ctx.send).not.toHaveBeenCalled();
    expect(await keptLeads(ctx.store)).toEqual([]);
  });

  it('not multipart: 415', async () => {
    const request = new Request(endpoint, {
      method: 'POST',
      body: JSON.stringify({ to: 'x' }),
      headers: { origin: ownOrigin, 'content-type': 'application/json' },
    });
    const response = await handleLeadRequest(request, context());
    expect(response.status).toBe(415);
    expect(await jsonOf(response)).toEqual({ message: messages.notMultipart });
  });

  it('a broken multipart body: 400', async () => {
    const request = new Request(endpoint, {
      method: 'POST',
      body: '--nope\r\nnot a part\r\n',
      headers: { origin: ownOrigin, 'content-type': 'multipart/form-data; boundary=expected' },
    });
    const response = await handleLeadRequest(request, context());
    expect(response.status).toBe(400);
    expect(await jsonOf(response)).toEqual({ message: messages.malformed });
  });

  it('a Content-Length over 1 MB: 413 before the body is read', async () => {
    const ctx = context();
    const request = new Request(endpoint, {
      method: 'POST',
      body: 'x',
      headers: {
        origin: ownOrigin,
        'content-type': 'multipart/form-data; boundary=b',
        'content-length': String(1024 * 1024 + 1),
      },
    });
    const response = await handleLeadRequest(request, ctx);
    expect(response.status).toBe(413);
    expect(await jsonOf(response)).toEqual({ message: messages.tooLarge });
    expect(request.bodyUsed).toBe(false);
    expect(ctx.send).not.toHaveBeenCalled();
  });

  it('an upload the client gives up half way: 400, not a server error', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('--b\r\nContent-Disposition: form-data'));
        controller.error(new Error('Network connection lost.'));
      },
    });
    const request = new Request(endpoint, {
      method: 'POST',
      body,
      headers: { origin: ownOrigin, 'content-type': 'multipart/form-data; boundary=b' },
      duplex: 'half',
    } as RequestInit);
    const ctx = context();
    const response = await handleLeadRequest(request, ctx);
    expect(response.status).toBe(400);
    expect(await jsonOf(response)).toEqual({ message: messages.malformed });
    expect(ctx.log.error).not.toHaveBeenCalled();
  });

  it('a body over 1 MB without a Content-Length: 413 while reading it', async () => {
    const request = new Request(endpoint, {
      method: 'POST',
      body: 'x'.repeat(1024 * 1024 + 1),
      headers: { origin: ownOrigin, 'content-type': 'multipart/form-data; boundary=b' },
    });
    expect(request.headers.get('content-length')).toBeNull();
    const response = await handleLeadRequest(request, context());
    expect(response.status).toBe(413);
  });
});

describe('when delivery fails', () => {
  it('the lead is kept for a retry: 200 queued, and it is among the kept leads', async () => {
    const ctx = context();
    ctx.send.mockRejectedValue(new Error('503 provider down'));
    const response = await handleLeadRequest(post(), ctx);
    expect(response.status).toBe(200);
    const payload = await jsonOf(response);
    expect(payload).toEqual({ ok: true, id: expect.stringMatching(UUID), queued: true });
    const kept = await keptLeads(ctx.store);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      id: payload.id,
      attempts: 1,
      lastError: 'Error: 503 provider down',
      mail: { id: payload.id, replyTo: 'ada@analytical.example', html: body },
    });
  });

  it('and the store fails too: 503 with the "try again" message', async () => {
    const failing: Store = {
      ...memoryStore(),
      put: async () => {
        throw new Error('KV write failed');
      },
    };
    const ctx = context({ store: failing });
    ctx.send.mockRejectedValue(new Error('unreachable'));
    const response = await handleLeadRequest(post(), ctx);
    expect(response.status).toBe(503);
    expect(await jsonOf(response)).toEqual({ message: messages.unavailable });
    expect(response.headers.get('access-control-allow-origin')).toBe(ownOrigin);
    expect(ctx.send).toHaveBeenCalledTimes(1);
  });

  it('a refusal for good (a 4xx about the message): kept in the refused list, not the queue', async () => {
    const ctx = context();
    ctx.send.mockRejectedValue(new DeliveryError('422 invalid', { permanent: true }));
    const response = await handleLeadRequest(post(), ctx);
    expect(response.status).toBe(200);
    const payload = await jsonOf(response);
    expect(payload).toEqual({ ok: true, id: expect.stringMatching(UUID), queued: true });
    expect(await keptLeads(ctx.store)).toEqual([]);
    const [refused, ...more] = await keptLeads(ctx.store, kept.REFUSED);
    expect(more).toEqual([]);
    expect(refused).toMatchObject({ id: payload.id, lastError: 'Error: 422 invalid' });
  });

  it('a store failing in the rate-limit check does not stop the signup (the error is logged)', async () => {
    const ctx = context({
      store: {
        ...memoryStore(),
        get: async () => {
          throw new Error('KV read failed');
        },
      },
    });
    expect((await handleLeadRequest(post(), ctx)).status).toBe(200);
    expect(ctx.send).toHaveBeenCalledTimes(1);
    expect(ctx.log.error).toHaveBeenCalledWith(expect.stringContaining('KV read failed'));
  });
});

describe('a misconfigured endpoint (the Pages Function: no `send` of its own)', () => {
  const provider = { ...settings, provider: 'resend', apiKey: 're_key' };
  const encryptionKey = btoa('k'.repeat(32));

  it.each([
    ['no provider', settings, /MAIL_PROVIDER is not set/],
    ['no encryption key', provider, /LEADS_ENCRYPTION_KEY is not set/],
    [
      'an encryption key of the wrong size',
      { ...provider, encryptionKey: btoa('short') },
      /32 bytes/,
    ],
  ])(
    '%s: 503 with the "try again" message, the reason logged, nothing sent or kept',
    async (_, s, why) => {
      const fetchImpl = jest.fn() as jest.Mock & typeof fetch;
      const ctx = context({ send: undefined, settings: s, fetch: fetchImpl });
      const response = await handleLeadRequest(post(), ctx);
      expect(response.status).toBe(503);
      expect(await jsonOf(response)).toEqual({ message: messages.unavailable });
      expect(ctx.log.error).toHaveBeenCalledWith(expect.stringMatching(why));
      expect(fetchImpl).not.toHaveBeenCalled();
      expect(await keptLeads(ctx.store)).toEqual([]);
    },
  );

  it('no store: 503 before anything is sent', async () => {
    const ctx = context({ store: null });
    const response = await handleLeadRequest(post(), ctx);
    expect(response.status).toBe(503);
    expect(await jsonOf(response)).toEqual({ message: messages.unavailable });
    expect(ctx.log.error).toHaveBeenCalledWith(expect.stringContaining('no store'));
    expect(ctx.send).not.toHaveBeenCalled();
  });

  it('configured: sent through the provider, and a lead it cannot take is kept sealed', async () => {
    const fetchImpl = jest.fn(async () => new Response('down', { status: 500 }));
    const ctx = context({
      send: undefined,
      settings: { ...provider, encryptionKey },
      fetch: fetchImpl as unknown as typeof fetch,
    });
    const response = await handleLeadRequest(post(), ctx);
    expect(await jsonOf(response)).toMatchObject({ ok: true, queued: true });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [key] = await ctx.store.keys(kept.QUEUE);
    const raw = String(await ctx.store.get(key!));
    expect(raw).not.toContain('ada@analytical.example');
    // Sealed text only: no markup, no spaces. (A search for "Ada" failed about once in 70 runs,
    // when the random ciphertext spelled it.)
    expect(raw).toMatch(/^v1\.[A-Za-z0-9+/=]+\.[A-Za-z0-9+/=]+$/);
    const [lead] = await kept.keptLeads({ store: ctx.store, key: encryptionKey });
    expect(lead).toMatchObject({ mail: { replyTo: 'ada@analytical.example' } });
  });
});

describe('on a host of its own (configuredHostsOnly, as on Cloudflare Pages)', () => {
  it('with MAIL_ALLOWED_ORIGINS set, a host that is not among them (*.pages.dev) gets a 404', async () => {
    const pagesDev = 'https://kyrelo.pages.dev';
    const ctx = context({ ownOrigin: pagesDev, configuredHostsOnly: true });
    const request = new Request(`${pagesDev}/send-email`, {
      method: 'POST',
      body: signupForm(),
      headers: { origin: pagesDev },
    });
    const response = await handleLeadRequest(request, ctx);
    expect(response.status).toBe(404);
    expect(ctx.send).not.toHaveBeenCalled();
    const onSite = context({ ownOrigin: preview, configuredHostsOnly: true });
    const ok = await handleLeadRequest(
      new Request(`${preview}/send-email`, {
        method: 'POST',
        body: signupForm(),
        headers: { origin: preview },
      }),
      onSite,
    );
    expect(ok.status).toBe(200);
  });
});

describe('an unexpected error', () => {
  it('is a 500 with a generic message, logged', async () => {
    const ctx = context({
      store: {
        ...memoryStore(),
        keys: async () => {
          throw new Error('disk gone');
        },
      },
    });
    const request = new Request(`${endpoint}/pending`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const response = await handleLeadRequest(request, ctx);
    expect(response.status).toBe(500);
    expect(await jsonOf(response)).toEqual({ message: messages.internal });
    expect(ctx.log.error).toHaveBeenCalledWith('[leads] request failed:', expect.any(Error));
  });
});

describe('the rate limit', () => {
  const minute = Date.UTC(2026, 10, 27, 12, 0, 0);
  afterEach(() => jest.restoreAllMocks());

  it('after `rateLimit` requests of one client in a minute: 429 with Retry-After', async () => {
    jest.spyOn(Date, 'now').mockReturnValue(minute + 15_000);
    const ctx = context();
    for (let i = 0; i < settings.rateLimit; i++) {
      expect((await handleLeadRequest(post(), ctx)).status).toBe(200);
    }
    const response = await handleLeadRequest(post(), ctx);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('45');
    expect(response.headers.get('access-control-allow-origin')).toBe(ownOrigin);
    expect(await jsonOf(response)).toEqual({ message: messages.rateLimited });
    expect(ctx.send).toHaveBeenCalledTimes(3);
    // Counted only for a signup that could be sent: a refused form costs the store no write.
    const bad = await handleLeadRequest(post(signupForm({ to: 'victim@x.example' })), ctx);
    expect(bad.status).toBe(400);
    // Another client, and the next minute, start afresh.
    expect((await handleLeadRequest(post(), { ...ctx, client: '198.51.100.1' })).status).toBe(200);
    jest.spyOn(Date, 'now').mockReturnValue(minute + 60_000);
    expect((await handleLeadRequest(post(), ctx)).status).toBe(200);
  });

  it('20 signups of one client at once: exactly `rateLimit` accepted, the rest 429', async () => {
    jest.spyOn(Date, 'now').mockReturnValue(minute + 15_000);
    // A store as slow as KV: every concurrent request reads the count before any writes it.
    const slow = memoryStore();
    const store: Store = {
      ...slow,
      get: async (key) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return slow.get(key);
      },
    };
    const ctx = context({ store });
    const statuses = await Promise.all(
      Array.from({ length: 20 }, async () => (await handleLeadRequest(post(), ctx)).status),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(settings.rateLimit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - settings.rateLimit);
    expect(ctx.send).toHaveBeenCalledTimes(settings.rateLimit);
  });

  it("counts minutes by the context's clock when it has one", async () => {
    jest.spyOn(Date, 'now').mockReturnValue(minute);
    const ctx = context({ now: () => minute + 59_000 });
    for (let i = 0; i < settings.rateLimit; i++) await handleLeadRequest(post(), ctx);
    const response = await handleLeadRequest(post(), ctx);
    expect(response.headers.get('retry-after')).toBe('1');
  });
});

describe('the other routes', () => {
  it('OPTIONS: the CORS preflight for an allowed origin', async () => {
    const request = new Request(endpoint, {
      method: 'OPTIONS',
      headers: {
        origin: preview,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    const response = await handleLeadRequest(request, context());
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(preview);
    expect(response.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type');
    expect(response.headers.get('access-control-max-age')).toBe('600');
    expect(response.headers.get('vary')).toBe('Origin');
  });

  it('OPTIONS from a foreign origin: 403, no grant', async () => {
    const request = new Request(endpoint, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    const response = await handleLeadRequest(request, context());
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it.each(['GET', 'PUT', 'DELETE'])('%s /send-email: 405 with Allow', async (method) => {
    const request = new Request(endpoint, { method, headers: { origin: ownOrigin } });
    const response = await handleLeadRequest(request, context());
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST, OPTIONS');
    expect(await jsonOf(response)).toEqual({ message: messages.methodNotAllowed });
  });

  it('GET /health: 200; an unknown path: 404', async () => {
    const health = await handleLeadRequest(new Request(`${ownOrigin}/health`), context());
    expect(health.status).toBe(200);
    expect(await jsonOf(health)).toEqual({ ok: true });
    const missing = await handleLeadRequest(new Request(`${ownOrigin}/nope`), context());
    expect(missing.status).toBe(404);
    expect(await jsonOf(missing)).toEqual({ message: messages.notFound });
  });

  it('/send-email/ with a trailing slash is the signup too', async () => {
    const request = new Request(`${endpoint}/`, {
      method: 'POST',
      body: signupForm(),
      headers: { origin: ownOrigin },
    });
    expect((await handleLeadRequest(request, context())).status).toBe(200);
  });
});

describe('the kept leads, behind the admin token', () => {
  const mail: Mail = {
    id: 'kept-1',
    from: settings.from,
    to: 'sales@kyrelo.example',
    replyTo: 'ada@analytical.example',
    subject: 'New Trial Signup',
    html: body,
    text: 'text',
  };
  const admin = (path: string, method: string, authorization?: string) =>
    new Request(`${ownOrigin}/send-email/${path}`, {
      method,
      headers: authorization ? { authorization } : {},
    });

  it('GET /send-email/pending lists them with the right token', async () => {
    const ctx = context();
    await keepLead(ctx.store, mail, 'Error: down');
    const response = await handleLeadRequest(admin('pending', 'GET', `Bearer ${token}`), ctx);
    expect(response.status).toBe(200);
    expect(await jsonOf(response)).toEqual({
      leads: [
        expect.objectContaining({ id: 'kept-1', attempts: 1, lastError: 'Error: down', mail }),
      ],
      refused: [],
      unreadable: 0,
    });
  });

  it('POST /send-email/retry delivers them with the right token', async () => {
    const ctx = context();
    await keepLead(ctx.store, mail, 'Error: down');
    const response = await handleLeadRequest(admin('retry', 'POST', `Bearer ${token}`), ctx);
    expect(response.status).toBe(200);
    expect(await jsonOf(response)).toEqual({
      delivered: 1,
      refused: 0,
      remaining: 0,
      busy: false,
    });
    expect(ctx.send).toHaveBeenCalledWith(mail);
    expect(await keptLeads(ctx.store)).toEqual([]);
  });

  it('POST /send-email/retry?list=refused sends the refused list again (after a fix)', async () => {
    const ctx = context();
    await kept.refuseLead({ store: ctx.store }, mail, 'Error: 422 sender not verified');
    const response = await handleLeadRequest(
      admin('retry?list=refused', 'POST', `Bearer ${token}`),
      ctx,
    );
    expect(await jsonOf(response)).toMatchObject({ delivered: 1, busy: false });
    expect(ctx.send).toHaveBeenCalledWith(mail);
    expect(await keptLeads(ctx.store, kept.REFUSED)).toEqual([]);
  });

  it('a retry while another runs: 409 with a message, nothing sent', async () => {
    const ctx = context();
    await keepLead(ctx.store, mail, 'Error: down');
    let finish = () => {};
    ctx.send.mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)));
    const first = handleLeadRequest(admin('retry', 'POST', `Bearer ${token}`), ctx);
    await new Promise((resolve) => setTimeout(resolve, 10));
    const second = await handleLeadRequest(admin('retry', 'POST', `Bearer ${token}`), ctx);
    expect(second.status).toBe(409);
    expect(await jsonOf(second)).toEqual({
      message: 'Another retry is running. Please try again in a minute.',
    });
    finish();
    expect(await jsonOf(await first)).toMatchObject({ delivered: 1 });
    expect(ctx.send).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['no token', undefined],
    ['a wrong token', 'Bearer wrong-secret-token'],
    ['the token without Bearer', token],
    ['a longer token', `Bearer ${token}x`],
    ['another scheme', `Basic ${token}`],
  ])('%s: 404, and nothing is retried', async (_, authorization) => {
    const ctx = context();
    await keepLead(ctx.store, mail, 'Error: down');
    for (const [path, method] of [
      ['pending', 'GET'],
      ['retry', 'POST'],
    ] as const) {
      const response = await handleLeadRequest(admin(path, method, authorization), ctx);
      expect(response.status).toBe(404);
      expect(await jsonOf(response)).toEqual({ message: messages.notFound });
    }
    expect(ctx.send).not.toHaveBeenCalled();
    expect(await keptLeads(ctx.store)).toHaveLength(1);
  });

  it('without LEADS_ADMIN_TOKEN configured, every request is a 404', async () => {
    const ctx = context({ settings: { ...settings, adminToken: undefined } });
    for (const authorization of [undefined, 'Bearer ', 'Bearer undefined']) {
      const response = await handleLeadRequest(admin('pending', 'GET', authorization), ctx);
      expect(response.status).toBe(404);
    }
  });

  it('the wrong method or an unknown action is a 404 even with the token', async () => {
    const ctx = context();
    for (const [path, method] of [
      ['pending', 'POST'],
      ['retry', 'GET'],
      ['other', 'GET'],
    ]) {
      const response = await handleLeadRequest(admin(path!, method!, `Bearer ${token}`), ctx);
      expect(response.status).toBe(404);
    }
    expect(ctx.send).not.toHaveBeenCalled();
  });

  it('a successful delivery hands waitUntil a retry of the kept leads whose pause is over', async () => {
    const waitUntil = jest.fn((_promise: Promise<unknown>) => {});
    const ctx = context({ waitUntil });
    // Kept two minutes ago: its first pause (one minute) is over.
    await kept.keepLead({ store: ctx.store }, mail, 'Error: down', Date.now() - 120_000);
    await kept.keepLead({ store: ctx.store }, { ...mail, id: 'kept-2' }, 'Error: down');
    const response = await handleLeadRequest(post(), ctx);
    expect(response.status).toBe(200);
    expect(waitUntil).toHaveBeenCalledTimes(1);
    await waitUntil.mock.calls[0]![0];
    expect(ctx.send).toHaveBeenCalledTimes(2);
    expect(ctx.send.mock.calls[1]![0]).toEqual(mail);
    expect((await keptLeads(ctx.store)).map((lead) => lead.id)).toEqual(['kept-2']);
  });

  it('a failed delivery does not retry the others', async () => {
    const waitUntil = jest.fn();
    const ctx = context({ waitUntil });
    ctx.send.mockRejectedValue(new Error('down'));
    expect((await handleLeadRequest(post(), ctx)).status).toBe(200);
    expect(waitUntil).not.toHaveBeenCalled();
  });
});

describe('Turnstile (TURNSTILE_SECRET_KEY set)', () => {
  const on = { ...settings, turnstileSecret: 'ts-secret' };
  const verifier = (answer: () => Promise<Response>) =>
    jest.fn(async (_url: string, _init: RequestInit) => answer()) as jest.Mock & typeof fetch;

  const verified = { success: true, hostname: 'www.kyrelo.example', action: TURNSTILE_ACTION };

  it("a token Cloudflare accepts: sent; the secret, token and client's address are verified", async () => {
    const fetchImpl = verifier(async () => Response.json(verified));
    const ctx = context({ settings: on, fetch: fetchImpl });
    const response = await handleLeadRequest(post(signupForm({ [TURNSTILE_FIELD]: 'tok' })), ctx);
    expect(response.status).toBe(200);
    expect(ctx.send).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(on.turnstileVerifyUrl);
    const sent = init.body as FormData;
    expect([sent.get('secret'), sent.get('response'), sent.get('remoteip')]).toEqual([
      'ts-secret',
      'tok',
      '203.0.113.7',
    ]);
  });

  it('a token Cloudflare refuses, or none: 403, nothing sent', async () => {
    const fetchImpl = verifier(async () => Response.json({ success: false }));
    for (const form of [signupForm({ [TURNSTILE_FIELD]: 'bad' }), signupForm()]) {
      const ctx = context({ settings: on, fetch: fetchImpl });
      const response = await handleLeadRequest(post(form), ctx);
      expect(response.status).toBe(403);
      expect(await jsonOf(response)).toEqual({ message: messages.turnstile });
      expect(ctx.send).not.toHaveBeenCalled();
    }
  });

  it.each([
    ['for another host', { ...verified, hostname: 'evil.example' }],
    ['for another action', { ...verified, action: 'login' }],
    ['without a hostname', { success: true, action: TURNSTILE_ACTION }],
    ['about a spent token', { success: false, 'error-codes': ['timeout-or-duplicate'] }],
  ])('a success %s, or a refusal: 403 (closed)', async (_, answer) => {
    const ctx = context({ settings: on, fetch: verifier(async () => Response.json(answer)) });
    const response = await handleLeadRequest(post(signupForm({ [TURNSTILE_FIELD]: 'tok' })), ctx);
    expect(response.status).toBe(403);
    expect(ctx.send).not.toHaveBeenCalled();
  });

  it('an answer that is not JSON: 403 (closed), logged', async () => {
    const page = async () => new Response('<html>captive portal</html>', { status: 200 });
    const ctx = context({ settings: on, fetch: verifier(page) });
    const response = await handleLeadRequest(post(signupForm({ [TURNSTILE_FIELD]: 'tok' })), ctx);
    expect(response.status).toBe(403);
    expect(ctx.log.error).toHaveBeenCalledWith(expect.stringContaining('without JSON'));
  });

  it.each([
    ['a 5xx', async () => new Response('bad gateway', { status: 502 })],
    [
      'our secret refused',
      async () => Response.json({ success: false, 'error-codes': ['invalid-input-secret'] }),
    ],
    [
      'an internal error',
      async () => Response.json({ success: false, 'error-codes': ['internal-error'] }),
    ],
  ])('%s from Cloudflare: the lead goes through (open), logged', async (_, answer) => {
    const ctx = context({ settings: on, fetch: verifier(answer) });
    const response = await handleLeadRequest(post(signupForm({ [TURNSTILE_FIELD]: 'tok' })), ctx);
    expect(response.status).toBe(200);
    expect(ctx.send).toHaveBeenCalledTimes(1);
    expect(ctx.log.error).toHaveBeenCalledWith(expect.stringContaining('lead let through'));
  });

  it('Cloudflare not answering lets the lead through', async () => {
    const fetchImpl = verifier(async () => {
      throw new TypeError('fetch failed');
    });
    const ctx = context({ settings: on, fetch: fetchImpl });
    const response = await handleLeadRequest(post(signupForm({ [TURNSTILE_FIELD]: 'tok' })), ctx);
    expect(response.status).toBe(200);
    expect(ctx.send).toHaveBeenCalledTimes(1);
  });
});
