/** @jest-environment ./tests/unit/lib/leads/node-environment.ts */
import { Webhook } from 'standardwebhooks';
import { leadSettingsFromEnv } from '@/lib/leads/config.mjs';
import { messages } from '@/lib/leads/contract.mjs';
import { handleLeadRequest } from '@/lib/leads/handler.mjs';
import * as kept from '@/lib/leads/kept-leads.mjs';
import { DeliveryError, type Mail } from '@/lib/leads/providers.mjs';
import { type Store, memoryStore } from '@/lib/leads/store.mjs';
import { buildTrialEmailBody } from '@/lib/trial/email';
import { validTrialValues } from '../../helpers/trial-values';

// A signup with the webhook on: two destinations, each delivered, kept or refused on its own.

const ownOrigin = 'https://www.kyrelo.example';
const hookUrl = 'https://crm.example/hooks/leads';
const secret = `whsec_${Buffer.alloc(32, 5).toString('base64')}`;
const token = 'admin-secret-token';
const settings = leadSettingsFromEnv({
  MAIL_ALLOWED_TO: 'sales@kyrelo.example',
  LEADS_ADMIN_TOKEN: token,
  LEADS_WEBHOOK_URL: hookUrl,
  LEADS_WEBHOOK_SECRET: secret,
});
const html = buildTrialEmailBody(validTrialValues, {
  plan: 'Starter',
  openedOn: '/pricing',
  attribution: { landingPath: '/', utm: { utm_source: 'newsletter' }, clickIds: [] },
});

type Hook = { headers: Record<string, string>; body: string };

/** A receiver that answers each request with the next status of `statuses` (the last repeats). */
function receiver(...statuses: number[]) {
  const received: Hook[] = [];
  const fetch = jest.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    received.push({ headers: init!.headers as Record<string, string>, body: String(init!.body) });
    const status = statuses[Math.min(received.length - 1, statuses.length - 1)] ?? 200;
    return new Response(status === 204 ? null : 'answer', { status });
  });
  return { fetch, received };
}

function context(hook: ReturnType<typeof receiver>, mailFails: Error[] = []) {
  const sent: Mail[] = [];
  const send = jest.fn(async (mail: Mail) => {
    const failure = mailFails.shift();
    if (failure) throw failure;
    sent.push(mail);
  });
  return {
    settings,
    client: '203.0.113.9',
    ownOrigin,
    store: memoryStore() as Store,
    send,
    sent,
    fetch: hook.fetch as unknown as typeof fetch,
    log: { log: jest.fn(), error: jest.fn() },
  };
}

function post() {
  const form = new FormData();
  form.append('from_email', 'no-reply@kyrelo.example');
  form.append('to', 'sales@kyrelo.example');
  form.append('subject', 'New Trial Signup');
  form.append('body_html', html);
  return new Request(`${ownOrigin}/send-email`, {
    method: 'POST',
    body: form,
    headers: { origin: ownOrigin },
  });
}

const retry = (ctx: ReturnType<typeof context>, list = '') =>
  handleLeadRequest(
    new Request(`${ownOrigin}/send-email/retry${list}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    }),
    ctx,
  );

const records = (ctx: ReturnType<typeof context>, prefix?: string) =>
  kept.keptLeads({ store: ctx.store }, prefix);

describe('a signup with the webhook on', () => {
  it('goes to both: the same id in the e-mail and the signed webhook, nothing kept', async () => {
    const hook = receiver(200);
    const ctx = context(hook);
    const response = await handleLeadRequest(post(), ctx);
    const answer = (await response.json()) as { ok: boolean; id: string };
    expect(answer).toEqual({ ok: true, id: expect.any(String) });
    expect(ctx.sent.map((mail) => mail.id)).toEqual([answer.id]);
    const [only, ...more] = hook.received;
    expect(more).toEqual([]);
    expect(only!.headers['webhook-id']).toBe(answer.id);
    const lead = new Webhook(secret).verify(only!.body, only!.headers) as {
      data: { id: string; fields: { email: string }; plan: string };
    };
    expect(lead.data).toMatchObject({
      id: answer.id,
      fields: { email: 'ada@analytical.example' },
      plan: 'Starter',
    });
    expect(await records(ctx)).toEqual([]);
  });

  it('the receiver down: acknowledged as queued, only the webhook kept, and the retry sends only it', async () => {
    const hook = receiver(503, 200);
    const ctx = context(hook);
    const answer = (await (await handleLeadRequest(post(), ctx)).json()) as { id: string };
    expect(answer).toMatchObject({ ok: true, queued: true });
    expect(ctx.sent).toHaveLength(1);
    const [record, ...more] = await records(ctx);
    expect(more).toEqual([]);
    expect(record).toMatchObject({
      id: answer.id,
      destination: 'webhook',
      webhook: { id: answer.id, body: hook.received[0]!.body },
      lastError: 'Error: webhook: 503 answer',
    });
    expect(await ctx.store.keys(kept.QUEUE)).toEqual([expect.stringMatching(/#webhook$/)]);
    const result = await retry(ctx);
    expect(await result.json()).toMatchObject({ delivered: 1, remaining: 0 });
    // The same bytes under the same id: a receiver that had it would drop the repeat.
    expect(hook.received).toHaveLength(2);
    expect(hook.received[1]!.body).toBe(hook.received[0]!.body);
    expect(hook.received[1]!.headers['webhook-id']).toBe(answer.id);
    expect(ctx.send).toHaveBeenCalledTimes(1);
    expect(await records(ctx)).toEqual([]);
  });

  it('the provider down: only the e-mail kept, and the retry sends only it', async () => {
    const hook = receiver(200);
    const ctx = context(hook, [new DeliveryError('500 down')]);
    const answer = (await (await handleLeadRequest(post(), ctx)).json()) as { id: string };
    expect(answer).toMatchObject({ ok: true, queued: true });
    expect(hook.received).toHaveLength(1);
    const [record, ...more] = await records(ctx);
    expect(more).toEqual([]);
    expect(record).toMatchObject({ id: answer.id, mail: { id: answer.id } });
    expect(record).not.toHaveProperty('destination');
    await retry(ctx);
    expect(ctx.sent.map((mail) => mail.id)).toEqual([answer.id]);
    expect(hook.received).toHaveLength(1);
    expect(await records(ctx)).toEqual([]);
  });

  it('both down: two records of one lead, side by side; each delivered once when they answer again', async () => {
    const hook = receiver(500, 500, 200);
    const ctx = context(hook, [new DeliveryError('500 down'), new DeliveryError('500 down')]);
    const answer = (await (await handleLeadRequest(post(), ctx)).json()) as { id: string };
    const keys = await ctx.store.keys(kept.QUEUE);
    expect(keys.sort()).toEqual([
      expect.stringMatching(new RegExp(`/${answer.id}$`)),
      expect.stringMatching(new RegExp(`/${answer.id}#webhook$`)),
    ]);
    expect(await (await retry(ctx)).json()).toMatchObject({ delivered: 0, remaining: 2 });
    expect(await (await retry(ctx)).json()).toMatchObject({ delivered: 2, remaining: 0 });
    expect(ctx.sent.map((mail) => mail.id)).toEqual([answer.id]);
    expect(hook.received).toHaveLength(3);
  });

  it('the receiver refusing the body for good (422): in the refused list, not retried by the queue', async () => {
    const hook = receiver(422);
    const ctx = context(hook);
    await handleLeadRequest(post(), ctx);
    expect(await records(ctx)).toEqual([]);
    const [refused] = await records(ctx, kept.REFUSED);
    expect(refused).toMatchObject({
      destination: 'webhook',
      lastError: 'Error: webhook: 422 answer',
    });
    await retry(ctx);
    expect(hook.received).toHaveLength(1);
    // The admin's retry of the refused list tries it again.
    await retry(ctx, '?list=refused');
    expect(hook.received).toHaveLength(2);
  });

  it('a webhook kept while the store fails: 503 with the message, so the visitor sends it again', async () => {
    const hook = receiver(500);
    const ctx = context(hook);
    ctx.store.put = jest.fn(async () => {
      throw new Error('KV down');
    });
    const response = await handleLeadRequest(post(), ctx);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: messages.unavailable });
  });

  it('half a configuration (a URL, no secret): 503 before anything is sent', async () => {
    const hook = receiver(200);
    const ctx = { ...context(hook), settings: { ...settings, webhookSecret: undefined } };
    const response = await handleLeadRequest(post(), ctx);
    expect(response.status).toBe(503);
    expect(ctx.send).not.toHaveBeenCalled();
    expect(hook.fetch).not.toHaveBeenCalled();
    expect(ctx.log.error).toHaveBeenCalledWith(
      expect.stringContaining('LEADS_WEBHOOK_SECRET is not set'),
    );
  });

  it('a kept webhook is sealed with LEADS_ENCRYPTION_KEY like a kept e-mail', async () => {
    const encryptionKey = Buffer.alloc(32, 9).toString('base64');
    const hook = receiver(500);
    const ctx = { ...context(hook), settings: { ...settings, encryptionKey } };
    await handleLeadRequest(post(), ctx);
    const [key] = await ctx.store.keys(kept.QUEUE);
    expect(String(await ctx.store.get(key!))).toMatch(/^v1\.[A-Za-z0-9+/=]+\.[A-Za-z0-9+/=]+$/);
    const [record] = await kept.keptLeads({ store: ctx.store, key: encryptionKey });
    expect(record).toMatchObject({ destination: 'webhook' });
  });
});
