import { existsSync } from 'node:fs';

/**
 * The ports the end-to-end servers listen on (E2E_PORT moves them all), shared by
 * playwright.config.ts and the helpers that must know which origins the test pages have.
 */
const PORT = Number(process.env.E2E_PORT ?? 4310);

export const ports = {
  /** scripts/servers/serve.mjs serving out/. */
  site: PORT,
  /** scripts/servers/serve.mjs serving out-configured/. */
  configured: PORT + 1,
  /** nginx with deploy/nginx/kyrelo.conf serving out/. */
  nginx: PORT + 2,
  /** Cloudflare Pages' runtime (`wrangler pages dev`) with wrangler.toml serving out/. */
  pages: PORT + 3,
  /** scripts/servers/provider-stub.mjs: Resend's and Postmark's APIs, for every signup endpoint. */
  provider: PORT + 4,
  /** scripts/servers/mail-server.mjs as the Node service behind the nginx project. */
  leads: PORT + 5,
  /** Cloudflare Pages' runtime serving out-configured/: analytics through its /relay. */
  pagesConfigured: PORT + 6,
};

/**
 * The settings every signup endpoint under test runs with (lib/leads/config.mjs): the stub
 * provider, a short provider time-out, an admin token to read the kept leads.
 */
export const leadEndpointEnv = {
  MAIL_PROVIDER: 'resend',
  MAIL_API_KEY: 'stub-provider-key',
  MAIL_API_URL: `http://127.0.0.1:${PORT + 4}`,
  MAIL_FROM: 'Kyrelo signups <signups@kyrelo.example>',
  MAIL_ALLOWED_TO: 'sales@kyrelo.example',
  MAIL_RATE_LIMIT: '5',
  MAIL_TIMEOUT_MS: '1500',
  LEADS_ADMIN_TOKEN: 'e2e-admin-token-0123456789',
  // 32 bytes in base64: kept leads are sealed with it, as in production.
  LEADS_ENCRYPTION_KEY: 'ZTJlLWxlYWRzLWVuY3J5cHRpb24ta2V5LTMyYnl0ZXM=',
  // Each lead is also POSTed, signed, to the stub's CRM webhook (scripts/servers/webhook-receiver.mjs).
  LEADS_WEBHOOK_URL: `http://127.0.0.1:${PORT + 4}/webhook`,
  LEADS_WEBHOOK_SECRET: 'whsec_ZTJlLWxlYWQtd2ViaG9vay1zaWduaW5nLXNlY3JldA==',
};

/**
 * PostHog for every analytics relay under test (functions/relay/ on Pages, the relay locations of
 * deploy/nginx/kyrelo.conf): the provider stub's stand-in (scripts/servers/posthog-stub.mjs).
 */
export const relayUpstream = `http://127.0.0.1:${PORT + 4}/posthog`;
const relayEnv = { NEXT_PUBLIC_POSTHOG_HOST: relayUpstream, RELAY_UPSTREAM: relayUpstream };

/** CI installs nginx (.ci/run) and must fail without it; elsewhere its project is skipped when missing. */
export const withNginx =
  Boolean(process.env.CI) || existsSync(process.env.NGINX_BIN ?? '/usr/sbin/nginx');

/** Every origin a test page is served from: the mail stand-ins grant CORS to these only. */
export const siteOrigins = [ports.site, ports.configured, ports.nginx, ports.pages].flatMap(
  (port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`],
);

/**
 * One server the tests run against: the script, its environment, and the address that answers
 * once it is ready (`url`) or, where any answer will do, its port. Playwright's webServer
 * (playwright.config.ts) and the HTTP tests' global setup (tests/http/servers.ts) both start these.
 */
export interface TestServer {
  name: string;
  script: string;
  env: Record<string, string>;
  url?: string;
  port?: number;
  /** Stopped with SIGTERM: the script stops nginx or wrangler and removes its temp folder. */
  graceful?: boolean;
  timeout: number;
}

const loopback = (port: number) => `http://127.0.0.1:${port}`;

export const testServers: TestServer[] = [
  {
    // Resend's and Postmark's APIs for every signup endpoint under test: no test reaches them.
    name: 'provider',
    script: 'scripts/servers/provider-stub.mjs',
    env: { PORT: String(ports.provider), WEBHOOK_SECRET: leadEndpointEnv.LEADS_WEBHOOK_SECRET },
    url: `${loopback(ports.provider)}/attempts`,
    timeout: 30_000,
  },
  {
    // The exported site, served the way a CDN serves it (`npm run build` runs before this).
    name: 'site',
    script: 'scripts/servers/serve.mjs',
    env: { PORT: String(ports.site), SERVE_ROOT: 'out' },
    url: `http://localhost:${ports.site}`,
    timeout: 30_000,
  },
  {
    // Waits for the port, not a URL: without out-configured/ only the configured tests fail.
    name: 'configured',
    script: 'scripts/servers/serve.mjs',
    env: { PORT: String(ports.configured), SERVE_ROOT: 'out-configured' },
    port: ports.configured,
    timeout: 30_000,
  },
  ...(withNginx
    ? [
        {
          // Exits at once, quoting nginx's error log, when nginx cannot serve out/. With the
          // signup service behind it (on ports.leads), sending to the stub provider.
          name: 'nginx',
          script: 'scripts/servers/nginx.mjs',
          env: {
            PORT: String(ports.nginx),
            SERVE_ROOT: 'out',
            LEADS_PORT: String(ports.leads),
            ...leadEndpointEnv,
            ...relayEnv,
          },
          url: loopback(ports.nginx),
          graceful: true,
          timeout: 30_000,
        },
      ]
    : []),
  {
    // Exits at once, with the reason, when the runtime cannot serve out/; it takes a few seconds.
    // The functions send to the stub provider through Postmark's API (the Node service uses
    // Resend's), so both providers' requests are exercised end to end.
    name: 'pages',
    script: 'scripts/servers/pages.mjs',
    env: {
      PORT: String(ports.pages),
      SERVE_ROOT: 'out',
      ...leadEndpointEnv,
      // The function answers only on these (a *.pages.dev host is refused).
      MAIL_ALLOWED_ORIGINS: siteOrigins.join(','),
      MAIL_PROVIDER: 'postmark',
      COUNTRY_TEST_HEADER: 'x-test-country',
      ...relayEnv,
    },
    url: loopback(ports.pages),
    graceful: true,
    timeout: 60_000,
  },
  {
    // The configured export (analytics through /relay) on the Pages runtime, its relay sending to
    // the PostHog stand-in: the browser's events end to end. Waits for the port, as `configured`.
    name: 'pages-configured',
    script: 'scripts/servers/pages.mjs',
    env: { PORT: String(ports.pagesConfigured), SERVE_ROOT: 'out-configured', ...relayEnv },
    port: ports.pagesConfigured,
    graceful: true,
    timeout: 60_000,
  },
];

/** Where each server of the export answers: the origins the HTTP tests hold to one contract. */
export const servedExport = {
  'serve.mjs': `http://localhost:${ports.site}`,
  ...(withNginx ? { nginx: loopback(ports.nginx) } : {}),
  pages: loopback(ports.pages),
};
