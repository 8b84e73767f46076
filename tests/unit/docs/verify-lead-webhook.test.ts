/** @jest-environment ./tests/unit/lib/leads/node-environment.ts */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSignupHtml } from '@/lib/leads/markup.mjs';
import { signWebhook, webhookBody } from '@/lib/leads/webhook.mjs';
import { buildTrialEmailBody } from '@/lib/trial/email';
import { verifyLeadWebhook } from '../../../docs/examples/verify-lead-webhook.mjs';
import { validTrialValues } from '../helpers/trial-values';

// The receiver's snippet docs/deploying.md points to, run against what the endpoint sends.

const secret = `whsec_${Buffer.alloc(32, 3).toString('base64')}`;
const NOW = Date.UTC(2026, 10, 29, 23, 0, 0);
const body = webhookBody(parseSignupHtml(buildTrialEmailBody(validTrialValues))!, 'lead-42', NOW);

async function signed(at = NOW, id = 'lead-42', payload = body) {
  const timestamp = Math.floor(at / 1000);
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': await signWebhook(secret, id, timestamp, payload),
  };
}

describe('the documented verification snippet', () => {
  it("accepts the endpoint's request and returns the lead", async () => {
    const lead = verifyLeadWebhook(secret, await signed(), body, { now: NOW + 2_000 });
    expect(lead).toMatchObject({ type: 'trial.signup', data: { id: 'lead-42' } });
    expect(lead.data.fields.email).toBe('ada@analytical.example');
  });

  it('refuses a tampered body, another secret, a moved id or a missing header', async () => {
    const headers = await signed();
    const now = { now: NOW };
    expect(() =>
      verifyLeadWebhook(secret, headers, body.replace('Lovelace', 'Mallory'), now),
    ).toThrow('Signature does not match');
    const other = `whsec_${Buffer.alloc(32, 4).toString('base64')}`;
    expect(() => verifyLeadWebhook(other, headers, body, now)).toThrow('Signature does not match');
    expect(() =>
      verifyLeadWebhook(secret, { ...headers, 'webhook-id': 'lead-43' }, body, now),
    ).toThrow('Signature does not match');
    const unsigned: Record<string, string> = { ...headers };
    delete unsigned['webhook-signature'];
    expect(() => verifyLeadWebhook(secret, unsigned, body, now)).toThrow('headers missing');
  });

  it('refuses a replay: an old request sent again, or the same id twice within the tolerance', async () => {
    const headers = await signed();
    expect(() => verifyLeadWebhook(secret, headers, body, { now: NOW + 301_000 })).toThrow(
      'Timestamp too old or too new',
    );
    const seen = new Set<string>();
    verifyLeadWebhook(secret, headers, body, { now: NOW, seen });
    expect(() => verifyLeadWebhook(secret, headers, body, { now: NOW + 1_000, seen })).toThrow(
      'Already received: lead-42',
    );
  });

  it('takes any of several signatures (a secret being rotated)', async () => {
    const headers = await signed();
    const rotated = { ...headers, 'webhook-signature': `v1,AAAA ${headers['webhook-signature']}` };
    expect(verifyLeadWebhook(secret, rotated, body, { now: NOW }).data.id).toBe('lead-42');
  });
});

test("docs/deploying.md's example request verifies with its example secret", () => {
  const doc = readFileSync(path.join(__dirname, '../../../docs/deploying.md'), 'utf8');
  const example = /```http\nPOST [^\n]+\n([\s\S]*?)\n\n(\{[^\n]+\})\n```/.exec(doc);
  expect(example).not.toBeNull();
  const headers = Object.fromEntries(
    example![1]!.split('\n').map((line) => line.split(': ') as [string, string]),
  );
  const secret = /example secret `(whsec_[^`]+)`/.exec(doc)![1]!;
  const now = Number(headers['webhook-timestamp']) * 1000;
  const lead = verifyLeadWebhook(secret, headers, example![2]!, { now });
  expect(lead.data.fields.email).toBe('ada@analytical.example');
  // And it is what the endpoint writes for that signup.
  const html = buildTrialEmailBody(validTrialValues, {
    plan: 'Partner',
    openedOn: '/features',
    attribution: {
      landingPath: '/pricing',
      utm: { utm_source: 'newsletter' },
      clickIds: ['gclid'],
    },
  });
  expect(webhookBody(parseSignupHtml(html)!, lead.data.id, now)).toBe(example![2]);
});
