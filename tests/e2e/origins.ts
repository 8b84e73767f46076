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
};

/** CI installs nginx (.ci/run) and must fail without it; elsewhere its project is skipped when missing. */
export const withNginx =
  Boolean(process.env.CI) || existsSync(process.env.NGINX_BIN ?? '/usr/sbin/nginx');

/** Every origin a test page is served from: the mail stand-ins grant CORS to these only. */
export const siteOrigins = Object.values(ports).flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);
