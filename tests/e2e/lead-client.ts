import http, { type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { randomBytes, randomInt } from 'node:crypto';
import { trial } from '@/content/trial';
import { buildTrialEmailBody } from '@/lib/trial/email';
import { type TrialValues } from '@/lib/trial/schema';
import { leadEndpointEnv, ports, siteOrigins } from './origins';
import { loadMailServer } from './support/esm';

/**
 * The signup endpoint from a client's side, for the contract (tests/http/lead-contract.ts) and the
 * browser's signups (lead-contract.ts): a request from an address of its own, what the stub
 * provider (scripts/servers/provider-stub.mjs) accepted, what an endpoint kept for a retry. No
 * test runner's `expect` here, so jest and Playwright share it.
 */
export interface LeadTarget {
  /** The endpoint: …/send-email. */
  url: string;
  /** An origin the endpoint accepts: the site's. */
  origin: string;
}

export const PROVIDER = `http://127.0.0.1:${ports.provider}`;

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
export const recipient = leadEndpointEnv.MAIL_ALLOWED_TO;

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
        // A connection of its own (no keep-alive), so nothing is left open when the tests end.
        agent: false,
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
          const status = res.statusCode ?? 0;
          try {
            resolve({ status, headers: res.headers, json: text ? JSON.parse(text) : {} });
          } catch {
            // Not the endpoint's answer (a proxy's own error page, say): fail with what came.
            reject(new Error(`${status} with a body that is not JSON: ${text.slice(0, 120)}`));
          }
        });
      },
    );
    req.on('error', reject);
    req.end(bytes);
  });
}

export interface SentMessage {
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

/** How many requests the stub provider had for a visitor's address, accepted or not. */
export async function attemptsFor(address: string): Promise<number> {
  const res = await fetch(`${PROVIDER}/attempts?reply_to=${encodeURIComponent(address)}`);
  return ((await res.json()) as { count: number }).count;
}

/** What the provider must get for `address`: the site's sender and recipient, the visitor as Reply-To. */
export const deliveredMail = (address: string) => ({
  from: leadEndpointEnv.MAIL_FROM,
  to: recipient,
  replyTo: address,
  subject: trial.email.subject,
});

/** The admin token's header: what reads the kept leads and retries them. */
export const admin = { authorization: `Bearer ${leadEndpointEnv.LEADS_ADMIN_TOKEN}` };

interface KeptLead {
  id: string;
  attempts: number;
  lastError: string;
  /** `webhook` for the webhook's record; absent for the e-mail's. */
  destination?: 'webhook';
  mail?: SentMessage;
  webhook?: { id: string; body: string };
}

/** The visitor's address a kept record is for: the e-mail's Reply-To, or the webhook body's. */
const addressOf = (lead: KeptLead) =>
  lead.mail?.replyTo ??
  (JSON.parse(lead.webhook?.body ?? '{}') as { data?: { fields?: { email?: string } } }).data
    ?.fields?.email;

export interface WebhookRequest {
  id: string;
  status: number;
  verified: boolean;
  duplicate: boolean;
  body: string;
}

/** Every request the stub's CRM webhook had for a visitor's address, with its verdict. */
export async function webhookFor(address: string): Promise<WebhookRequest[]> {
  const res = await fetch(`${PROVIDER}/webhook/received?email=${encodeURIComponent(address)}`);
  return (await res.json()) as WebhookRequest[];
}

/**
 * The leads the endpoint keeps for `address` (GET /send-email/pending): in the retry queue, or
 * with `list` 'refused', those the provider refused for good.
 */
export async function keptFor(
  target: LeadTarget,
  address: string,
  list: 'leads' | 'refused' = 'leads',
) {
  const res = await request(`${target.url}/pending`, { method: 'GET', headers: admin });
  if (res.status !== 200) throw new Error(`pending leads: ${res.status} ${res.json.message}`);
  const leads = res.json[list] as KeptLead[];
  return leads.filter((lead) => addressOf(lead) === address);
}
