/** @jest-environment ./tests/unit/lib/leads/node-environment.ts */
import { Webhook } from 'standardwebhooks';
import { parseSignupHtml } from '@/lib/leads/markup.mjs';
import { DeliveryError } from '@/lib/leads/providers.mjs';
import { deliverWebhook, signWebhook, webhookBody } from '@/lib/leads/webhook.mjs';
import { webhookProblems } from '@/lib/leads/webhook-settings.mjs';
import { buildTrialEmailBody } from '@/lib/trial/email';
import { validTrialValues } from '../../helpers/trial-values';

const secret = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
const settings = {
  webhookUrl: 'https://crm.example/hooks/leads',
  webhookSecret: secret,
  timeoutMs: 500,
};
const NOW = Date.UTC(2026, 10, 29, 22, 30, 0);

const blocksOf = (html: string) => parseSignupHtml(html)!;

describe('webhookProblems', () => {
  it('off (nothing set) and whole are fine', () => {
    expect(webhookProblems({})).toEqual([]);
    expect(webhookProblems(settings)).toEqual([]);
    expect(webhookProblems({ ...settings, webhookUrl: 'http://127.0.0.1:9/hook' })).toEqual([]);
  });

  it('half a configuration, plain http to another host, or a malformed secret: each named', () => {
    expect(webhookProblems({ webhookUrl: settings.webhookUrl })).toEqual([
      expect.stringMatching(/^LEADS_WEBHOOK_SECRET is not set/),
    ]);
    expect(webhookProblems({ webhookSecret: secret })).toEqual([
      'LEADS_WEBHOOK_SECRET is set but LEADS_WEBHOOK_URL is not',
    ]);
    expect(webhookProblems({ ...settings, webhookUrl: 'http://crm.example/hook' })).toEqual([
      'LEADS_WEBHOOK_URL must be an https:// address',
    ]);
    expect(webhookProblems({ ...settings, webhookUrl: 'not a url' })).toEqual([
      'LEADS_WEBHOOK_URL must be an https:// address',
    ]);
    for (const bad of [
      Buffer.alloc(32).toString('base64'), // no prefix
      'whsec_!!!not-base64!!!',
      `whsec_${Buffer.alloc(16).toString('base64')}`, // too short
      `whsec_${Buffer.alloc(65).toString('base64')}`, // too long
    ]) {
      expect(webhookProblems({ ...settings, webhookSecret: bad })).toEqual([
        expect.stringMatching(/^LEADS_WEBHOOK_SECRET must be `whsec_` and 24–64 random bytes/),
      ]);
    }
  });
});

describe('webhookBody', () => {
  it('the form by field name, the plan, the attribution the e-mail carries, the id and the time', () => {
    const html = buildTrialEmailBody(
      { ...validTrialValues, firstName: 'Zoë <b>', company: 'Smith & "Sons"' },
      {
        plan: 'Partner',
        openedOn: '/features',
        attribution: {
          landingPath: '/pricing',
          utm: { utm_source: 'newsletter', utm_campaign: 'winter' },
          clickIds: ['gclid'],
          referrer: 'https://news.example/story',
        },
      },
    );
    expect(JSON.parse(webhookBody(blocksOf(html), 'lead-1', NOW))).toEqual({
      type: 'trial.signup',
      timestamp: '2026-11-29T22:30:00.000Z',
      data: {
        id: 'lead-1',
        submittedAt: '2026-11-29T22:30:00.000Z',
        fields: {
          firstName: 'Zoë <b>',
          lastName: 'Lovelace',
          email: 'ada@analytical.example',
          company: 'Smith & "Sons"',
          phone: null,
          acceptedTerms: true,
        },
        plan: 'Partner',
        attribution: {
          utm_source: 'newsletter',
          utm_campaign: 'winter',
          gclid: true,
          referrer: 'https://news.example/story',
          landingPage: '/pricing',
          openedOn: '/features',
        },
      },
    });
  });

  it('without a plan or attribution block; the landing page is the page the form was opened on when the e-mail leaves it out', () => {
    const bare = JSON.parse(
      webhookBody(
        blocksOf(buildTrialEmailBody({ ...validTrialValues, phone: '+91 98765 43210' })),
        'x',
        NOW,
      ),
    );
    expect(bare.data).toMatchObject({ plan: null, attribution: {} });
    expect(bare.data.fields.phone).toBe('+91 98765 43210');
    const same = buildTrialEmailBody(validTrialValues, {
      openedOn: '/pricing',
      attribution: { landingPath: '/pricing', utm: {}, clickIds: [] },
    });
    expect(JSON.parse(webhookBody(blocksOf(same), 'y', NOW)).data.attribution).toEqual({
      landingPage: '/pricing',
      openedOn: '/pricing',
    });
  });
});

describe('signWebhook', () => {
  it("is what Standard Webhooks' reference verifier (the standardwebhooks package) accepts", async () => {
    const body = webhookBody(blocksOf(buildTrialEmailBody(validTrialValues)), 'msg_1', NOW);
    const timestamp = Math.floor(Date.now() / 1000);
    const signature = await signWebhook(secret, 'msg_1', timestamp, body);
    expect(signature).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    const headers = {
      'webhook-id': 'msg_1',
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signature,
    };
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(secret).verify(body.replace('Ada', 'Eve'), headers)).toThrow();
    const other = `whsec_${Buffer.alloc(32, 8).toString('base64')}`;
    expect(() => new Webhook(other).verify(body, headers)).toThrow();
  });
});

describe('deliverWebhook', () => {
  const delivery = { id: 'lead-7', body: '{"type":"trial.signup"}' };
  const answer = (status: number, text = '') =>
    jest.fn(
      async (_url: string | URL | Request, _init?: RequestInit) =>
        new Response(status === 204 ? null : text, { status }),
    );

  it('POSTs the exact body with the three headers, once, no redirect followed', async () => {
    const fetch = answer(204);
    await deliverWebhook(settings, delivery, { fetch, now: NOW });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(settings.webhookUrl);
    expect(init).toMatchObject({ method: 'POST', body: delivery.body, redirect: 'manual' });
    const headers = init!.headers as Record<string, string>;
    expect(headers).toEqual({
      'content-type': 'application/json',
      'webhook-id': 'lead-7',
      'webhook-timestamp': String(NOW / 1000),
      'webhook-signature': await signWebhook(secret, 'lead-7', NOW / 1000, delivery.body),
    });
  });

  it('a 5xx, 401, 404, 429 or a redirect is kept for a retry; a 400 or 422 is refused for good', async () => {
    for (const status of [500, 503, 401, 403, 404, 408, 429, 301, 302]) {
      const error = await deliverWebhook(settings, delivery, {
        fetch: answer(status, 'no'),
        now: NOW,
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DeliveryError);
      expect(error).toMatchObject({ permanent: false, message: `webhook: ${status} no` });
    }
    for (const status of [400, 410, 422]) {
      await expect(
        deliverWebhook(settings, delivery, { fetch: answer(status), now: NOW }),
      ).rejects.toMatchObject({ permanent: true });
    }
  });

  it('no answer in time or no connection: a DeliveryError that says which', async () => {
    const hang = jest.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason)),
        ),
    );
    await expect(deliverWebhook(settings, delivery, { fetch: hang })).rejects.toThrow(
      'webhook: no answer within 500 ms',
    );
    const refused = jest.fn(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(deliverWebhook(settings, delivery, { fetch: refused })).rejects.toThrow(
      'webhook: unreachable (TypeError: fetch failed)',
    );
  });

  it('is never sent unsigned: half a configuration fails before any request', async () => {
    const fetch = answer(200);
    await expect(
      deliverWebhook({ ...settings, webhookSecret: undefined }, delivery, { fetch }),
    ).rejects.toThrow(/webhook not configured: LEADS_WEBHOOK_SECRET is not set/);
    expect(fetch).not.toHaveBeenCalled();
  });
});
