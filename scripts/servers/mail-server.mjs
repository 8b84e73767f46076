// The trial signup endpoint on Node: the local stand-in (`npm start`, `npm run mail`), which
// writes each signup to an outbox folder, and the production service behind nginx
// (deploy/nginx/kyrelo.conf, deploy/nginx/kyrelo-leads.service), which sends it through Resend or
// Postmark and keeps what the provider does not take in MAIL_DATA_DIR for a retry. Both are this
// file around lib/leads/handler.mjs, the code the Cloudflare Pages Function runs too, so the rules
// (pinned recipient, the four fields, size, origin, rate limit, the server's own markup) are the same.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { deployProblems, leadSettingsFromEnv } from '../../lib/leads/config.mjs';
import { webhookProblems } from '../../lib/leads/webhook-settings.mjs';
import { messages } from '../../lib/leads/contract.mjs';
import { fileStore } from '../../lib/leads/file-store.mjs';
import { destinations } from '../../lib/leads/context.mjs';
import { handleLeadRequest } from '../../lib/leads/handler.mjs';
import { retryKept } from '../../lib/leads/kept-leads.mjs';
import { deliver } from '../../lib/leads/providers.mjs';
import { createRateLimiter } from '../../lib/leads/rate-limit.mjs';
import { memoryStore } from '../../lib/leads/store.mjs';
import { isMain, listen } from '../lib/common.mjs';
import { RequestError, SERVICE_BASE, clientAndOrigin, toRequest } from './node-request.mjs';
import { writeToOutbox } from './outbox.mjs';

/** @import { IncomingMessage, Server, ServerResponse } from 'node:http' */
/** @typedef {import('../../lib/leads/config.mjs').LeadSettings} LeadSettings */
/** @typedef {import('../../lib/leads/providers.mjs').Mail} Mail */

/**
 * @typedef {object} MailOptions
 * @property {string[]} allowedTo the only recipients a submission may name
 * @property {string[]} allowedOrigins the site origins that get a CORS grant
 * @property {number} rateLimit submissions per minute per client address
 */

/**
 * @typedef {object} MailServerOptions
 * @property {string} outbox the stand-in's folder: one `.json` and one `.html` file per signup
 * @property {string} [dataDir] where kept leads and rate-limit counts live (MAIL_DATA_DIR);
 *   in memory without it
 * @property {boolean} [trustProxy] behind nginx: the client is X-Real-IP, the origin
 *   X-Forwarded-Proto and Host (MAIL_TRUST_PROXY=1)
 * @property {Record<string, string | undefined>} [env] the settings' source (process.env)
 * @property {number} [retryEveryMs] how often kept leads are retried (60 s)
 * @property {number} [sweepEveryMs] how often expired entries leave the store (60 s: with the
 *   rate counts' one minute, no client address stays longer than the privacy policy's two)
 * @property {() => number} [now] the clock of the rate limit's minutes and the store's times to
 *   live (Date.now; a test stops or moves it)
 */

const RETRY_EVERY_MS = 60_000;
const SWEEP_EVERY_MS = 60_000;
/** Answers after which an unread upload is not worth reading: the connection closes. */
const CLOSE_AFTER = new Set([403, 413, 429]);

/**
 * The stand-in's settings from the environment, as the tests and `npm start` see them:
 * MAIL_ALLOWED_TO (default the site's configured recipient), MAIL_ALLOWED_ORIGINS (default the
 * `npm start` site on PORT) and MAIL_RATE_LIMIT (per minute per client address, default 5).
 *
 * @param {Record<string, string | undefined>} [env]
 * @returns {MailOptions}
 */
export function mailOptionsFromEnv(env = process.env) {
  const { allowedTo, allowedOrigins, rateLimit } = settingsFromEnv(env);
  return { allowedTo, allowedOrigins, rateLimit };
}

/** @param {Record<string, string | undefined>} env */
function settingsFromEnv(env) {
  const port = env.PORT ?? '3000';
  return leadSettingsFromEnv(env, {
    allowedOrigins: [`http://localhost:${port}`, `http://127.0.0.1:${port}`],
  });
}

/**
 * @param {Response} response
 * @param {ServerResponse} res
 * @param {boolean} [behindProxy] nginx relays the answer: the connection stays open for the rest
 *   of the upload (see createMailServer)
 */
async function send(response, res, behindProxy = false) {
  const headers = Object.fromEntries(response.headers);
  if (CLOSE_AFTER.has(response.status) && !behindProxy) headers.connection = 'close';
  const body = Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, headers);
  res.end(body);
}

/**
 * An http.Server (not yet listening) for POST /send-email. Settings left out come from the
 * environment (lib/leads/config.mjs); with no MAIL_PROVIDER, or `outbox`, it is the stand-in.
 *
 * @param {MailServerOptions & Partial<LeadSettings>} options
 * @returns {Server}
 */
export function createMailServer({
  outbox,
  dataDir,
  trustProxy = false,
  env = process.env,
  retryEveryMs = RETRY_EVERY_MS,
  sweepEveryMs = SWEEP_EVERY_MS,
  now,
  ...overrides
}) {
  const settings = { ...settingsFromEnv(env), ...overrides };
  const standIn = !settings.provider || settings.provider === 'outbox';
  const folder = path.resolve(outbox);
  const clock = now ?? Date.now;
  const store = dataDir
    ? fileStore(path.resolve(dataDir), { now: clock })
    : memoryStore({ now: clock });
  const limiter = createRateLimiter({ limit: settings.rateLimit, store });
  /** @type {(mail: Mail) => Promise<void>} */
  const sendMail = standIn
    ? (mail) => writeToOutbox(folder, mail)
    : (mail) => deliver(settings, mail);
  /** @type {Set<Promise<unknown>>} */
  const pending = new Set();
  const waitUntil = (/** @type {Promise<unknown>} */ promise) => {
    pending.add(promise);
    void promise.finally(() => pending.delete(promise));
  };
  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function answer(req, res) {
    /** @type {Request} */
    let request;
    /** @type {Response} */
    let response;
    try {
      const place = clientAndOrigin(req, trustProxy);
      request = toRequest(req);
      const context = { settings, store, limiter, send: sendMail, waitUntil, now, ...place };
      response = await handleLeadRequest(request, context);
    } catch (error) {
      if (!(error instanceof RequestError)) throw error;
      request = new Request(SERVICE_BASE);
      response = Response.json(
        { message: error.message },
        { status: error.status, headers: { 'cache-control': 'no-store' } },
      );
    }
    // Behind nginx, an answer given before the upload was read (a 413 from the declared
    // length, a 403, a 429) must wait until nginx has written the whole upload (at most its
    // client_max_body_size, and nginx always declares the length): nginx speaks HTTP/1.0 to
    // the service, so the answer closes the connection, and a close with the upload still
    // arriving breaks nginx's write, which it answers with a 502 page of its own. Reading the
    // rest after the answer still lost that race (22 of 400 uploads over 1 MB); read it first.
    if (trustProxy) {
      if (request.body && !request.body.locked) {
        await request.body.pipeTo(new WritableStream()).catch(() => {});
      } else if (!req.readableEnded) {
        req.resume();
        await new Promise((resolve) => req.once('end', resolve).once('close', resolve));
      }
    }
    await send(response, res, trustProxy);
  }
  const server = createServer((req, res) => {
    // An aborted upload or a reset socket must not become an unhandled 'error' event.
    req.on('error', () => {});
    res.on('error', () => {});
    answer(req, res).catch((error) => {
      console.error('[mail] request failed:', error);
      if (res.headersSent) return void res.destroy();
      res.writeHead(500, {
        'content-type': 'application/json; charset=utf-8',
        connection: 'close',
      });
      res.end(JSON.stringify({ message: messages.internal }));
    });
  });
  const sweep = setInterval(() => {
    waitUntil(
      Promise.resolve(store.sweep?.()).catch((error) => console.error(`[mail] sweep: ${error}`)),
    );
  }, sweepEveryMs);
  sweep.unref();
  server.on('close', () => clearInterval(sweep));
  // The stand-in's outbox takes every lead; a webhook beside it may still need its retries.
  if (!standIn || settings.webhookUrl) {
    const where = { store, key: settings.encryptionKey };
    const sendTo = destinations({ settings, send: sendMail, now: clock });
    const timer = setInterval(() => {
      waitUntil(
        retryKept(where, sendTo, { now: clock() }).catch((error) =>
          console.error(`[mail] retry: ${error}`),
        ),
      );
    }, retryEveryMs);
    timer.unref();
    server.on('close', () => clearInterval(timer));
  }
  return server;
}

/** The Node major the site is built and tested on: the repository's .nvmrc. */
export const NODE_MAJOR = Number(
  readFileSync(new URL('../../.nvmrc', import.meta.url), 'utf8').trim(),
);

/**
 * Why the service must not start: a Node older than {@link NODE_MAJOR} (the host's package is
 * behind the one the tests ran on), behind the proxy (production) without a real provider, or a
 * real provider without its key, MAIL_DATA_DIR (a lead the provider refuses would then live only
 * in memory) or LEADS_ENCRYPTION_KEY (kept leads are sealed with it).
 *
 * @param {Record<string, string | undefined>} env
 * @param {string} [nodeVersion] the running Node's, as `process.versions.node` gives it
 */
export function serviceProblems(env, nodeVersion = process.versions.node) {
  if (Number(nodeVersion.split('.')[0]) < NODE_MAJOR)
    return [`Node ${nodeVersion} is older than Node ${NODE_MAJOR}, which the site runs on`];
  const settings = settingsFromEnv(env);
  if (!settings.provider || settings.provider === 'outbox') {
    return env.MAIL_TRUST_PROXY === '1'
      ? [
          'MAIL_PROVIDER is not set (resend or postmark): behind the proxy, the outbox stand-in ' +
            'would keep real leads in a folder nobody reads',
        ]
      : webhookProblems(settings);
  }
  const problems = deployProblems(settings);
  if (!env.MAIL_DATA_DIR?.trim()) problems.push('MAIL_DATA_DIR is not set');
  return problems;
}

if (isMain(import.meta.filename)) {
  const problems = serviceProblems(process.env);
  if (problems.length) {
    console.error(`The signup service cannot start: ${problems.join('; ')} (docs/deploying.md).`);
    process.exit(1);
  }
  const outbox = process.env.OUTBOX ?? 'outbox';
  const server = createMailServer({
    outbox,
    dataDir: process.env.MAIL_DATA_DIR?.trim() || undefined,
    trustProxy: process.env.MAIL_TRUST_PROXY === '1',
  });
  const host = process.env.MAIL_HOST ?? undefined;
  // No top-level await, like serve.mjs: importers compiled to CommonJS could not load it.
  void listen(server, Number(process.env.MAIL_PORT ?? 8000), host).then((port) => {
    const { allowedTo, allowedOrigins, rateLimit, provider } = settingsFromEnv(process.env);
    const where =
      provider && provider !== 'outbox' ? `via ${provider}` : `writing to ${path.resolve(outbox)}`;
    console.log(`Signup endpoint at http://localhost:${port}/send-email, ${where}`);
    console.log(
      `  to: ${allowedTo.join(', ')}; origins: ${allowedOrigins.join(', ')}; ${rateLimit}/minute per client`,
    );
  });
}
