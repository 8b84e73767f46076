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
};

/** Every origin a test page is served from: the mail stand-ins grant CORS to these only. */
export const siteOrigins = Object.values(ports).flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);
