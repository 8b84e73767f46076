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
  /** Cloudflare Pages' runtime (`wrangler pages dev`) with deploy/cloudflare/wrangler.toml serving out/. */
  pages: PORT + 3,
  /** scripts/servers/provider-stub.mjs: Resend's and Postmark's APIs, for every signup endpoint. */
  provider: PORT + 4,
  /** scripts/servers/mail-server.mjs as the Node service behind the nginx project. */
  leads: PORT + 5,
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
};

/** CI installs nginx (.ci/run) and must fail without it; elsewhere its project is skipped when missing. */
export const withNginx =
  Boolean(process.env.CI) || existsSync(process.env.NGINX_BIN ?? '/usr/sbin/nginx');

/** Every origin a test page is served from: the mail stand-ins grant CORS to these only. */
export const siteOrigins = [ports.site, ports.configured, ports.nginx, ports.pages].flatMap(
  (port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`],
);
