import { type Page, type Route } from '@playwright/test';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { env } from '@/lib/env';
import { buildTrialEmailBody } from '@/lib/trial/email';
import type { TrialValues } from '@/lib/trial/schema';
import type { MailOptions, MailServerOptions } from '../../scripts/servers/mail-server.mjs';
import { validTrialValues } from '../unit/helpers/trial-values';
import { siteOrigins } from './origins';
import { loadMailServer } from './support/esm';

/** The endpoint baked into the build (NEXT_PUBLIC_TRIAL_ENDPOINT, default :8000). */
export const builtTrialEndpoint = env.trialEndpoint;

/** `server` listening on a free loopback port; its base URL. */
export async function listenOnFreePort(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function close(server: Server): Promise<void> {
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/** What the stand-in writes to its outbox: the e-mail as a provider would be asked to send it. */
export interface StoredSubmission {
  receivedAt: string;
  /** The lead's id, the `id` of the endpoint's answer. */
  id: string;
  /** The endpoint's own sender (MAIL_FROM); the browser's `from_email` is not stored at all. */
  from: string;
  /** The pinned recipient, in its configured spelling. */
  to: string;
  /** The visitor's address, read from the e-mail row of the body. */
  reply_to: string;
  subject: string;
  /** The body as the endpoint wrote it again from its parse (lib/leads/markup.mjs). */
  body_html: string;
  /** The same e-mail as plain text. */
  text: string;
}

/** A visitor's valid signup. */
export const sampleSignup: TrialValues = validTrialValues;

/**
 * The body the site sends for a signup (lib/trial/email.ts): the only kind of body_html the
 * endpoint takes, for the requests a test makes without the page.
 */
export const signupBody = (values: Partial<TrialValues> = {}) =>
  buildTrialEmailBody({ ...sampleSignup, ...values });

/**
 * scripts/servers/mail-server.mjs on a free port, writing to a fresh temporary outbox. It grants CORS to
 * the test sites' origins and otherwise keeps its defaults (the built recipient, 5 per minute).
 */
export async function startMailEndpoint(
  options: Partial<MailOptions> & Pick<MailServerOptions, 'now'> = {},
) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'trial-outbox-'));
  const outbox = path.join(dir, 'outbox');
  const { createMailServer } = await loadMailServer();
  const server = createMailServer({
    outbox,
    allowedTo: [env.trialEmailTo],
    allowedOrigins: siteOrigins,
    rateLimit: 5,
    ...options,
  });
  const url = `${await listenOnFreePort(server)}/send-email`;
  return {
    url,
    async submissions(): Promise<StoredSubmission[]> {
      const files = (await readdir(outbox).catch(() => [])).filter((f) => f.endsWith('.json'));
      return Promise.all(
        files.map(async (f) => JSON.parse(await readFile(path.join(outbox, f), 'utf8'))),
      );
    },
    async stop() {
      await close(server);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A bare HTTP server for the endpoint's failure modes (5xx, no CORS, never answering). */
export async function startStubEndpoint(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
) {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    handler(req, res);
  });
  const url = `${await listenOnFreePort(server)}/send-email`;
  return { url, requests, stop: () => close(server) };
}

/** A URL on a port nothing listens on: the endpoint is down. */
export async function downEndpoint(): Promise<string> {
  const server = http.createServer();
  const base = await listenOnFreePort(server);
  await close(server);
  return `${base}/send-email`;
}

/**
 * Sends the page's request for the built endpoint to `url` instead. `route.continue` lets the
 * browser itself make the real HTTP request (CORS, connection errors and timing included);
 * `postData` can tamper with the multipart body on the way.
 *
 * Chromium only: Firefox's WebDriver BiDi gives the test no request body and turns a continued
 * request with another URL into a cross-origin redirect (Origin `null`, the answer refused), so a
 * test that submits the form is tagged @chromium-only; WebKit's suite submits through its proxy.
 */
export async function routeTrialEndpoint(
  page: Page,
  url: string,
  rewriteBody?: (body: string) => string,
) {
  const engine = page.context().browser()?.browserType().name();
  if (engine !== 'chromium')
    throw new Error(
      `routeTrialEndpoint cannot re-address a request in ${engine}: tag the test @chromium-only`,
    );
  await page.route(builtTrialEndpoint, async (route: Route) => {
    const body = route.request().postDataBuffer();
    await route.continue({
      url,
      ...(rewriteBody && body
        ? { postData: Buffer.from(rewriteBody(body.toString('latin1')), 'latin1') }
        : {}),
    });
  });
}

/**
 * Records which window events get listeners: once `openTrailModal` has one, the dialogs' inline
 * runtime is in place (lib/dialogs/runtime.ts) and the openers open their dialogs.
 */
export async function trackModalListeners(page: Page) {
  await page.addInitScript(() => {
    const types = new Set<string>();
    Object.assign(window, { modalListenerTypes: types });
    const add = window.addEventListener.bind(window);
    window.addEventListener = ((type: string, ...rest: [EventListenerOrEventListenerObject]) => {
      types.add(type);
      return add(type, ...rest);
    }) as typeof window.addEventListener;
  });
  return () =>
    page.evaluate(() =>
      (window as unknown as { modalListenerTypes: Set<string> }).modalListenerTypes.has(
        'openTrailModal',
      ),
    );
}
