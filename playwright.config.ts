import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/lib/chromium.mjs';
import { leadEndpointEnv, ports, withNginx } from './tests/e2e/origins';

const PORT = ports.site;
export const baseURL = `http://localhost:${PORT}`;
/** The second export, built with analytics and error reporting configured (npm run build:configured). */
const CONFIGURED_PORT = ports.configured;
const CONFIGURED_SPECS = /\.configured\.spec\.ts$/;
/**
 * deploy/nginx/kyrelo.conf, run by Debian's nginx on 127.0.0.1 (it binds what it is told, and
 * `localhost` may mean ::1): its own checks, plus a second pass of the routing and CSP specs.
 */
const NGINX_URL = `http://127.0.0.1:${ports.nginx}`;
const NGINX_ONLY_SPECS = /\.nginx\.spec\.ts$/;
/**
 * Delivery checks, then routing, the page CSP and a deploy between a page's HTML and its
 * description again, on each real server.
 */
const ON_EVERY_SERVER = [/\/routes\.spec\.ts$/, /\/csp\.spec\.ts$/, /\/deploy-skew\.spec\.ts$/];
const NGINX_SPECS = [NGINX_ONLY_SPECS, ...ON_EVERY_SERVER];
/**
 * Cloudflare Pages' own runtime (`wrangler pages dev`, a devDependency) with
 * deploy/cloudflare/wrangler.toml: the same checks as nginx, and the parity between the two.
 */
const PAGES_URL = `http://127.0.0.1:${ports.pages}`;
const PAGES_ONLY_SPECS = /\.pages\.spec\.ts$/;
const PAGES_SPECS = [PAGES_ONLY_SPECS, ...ON_EVERY_SERVER];
const LONG_TASK_SPECS = /long-tasks\.spec\.ts$/;
if (!withNginx)
  console.warn('nginx not installed: skipping the nginx project (apt-get install nginx)');

/** The system Chromium (/usr/bin/chromium or CHROME_PATH), so no browser download is needed. */
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: chromiumPath,
    args: chromiumArgs,
  },
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [
    ['list'],
    ['json', { outputFile: 'reports/e2e.json' }],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  use: { baseURL, trace: 'retain-on-failure' },
  // The look (tests/e2e/look.spec.ts): one picture per platform, beside the spec. A pixel counts
  // as changed past Playwright's colour threshold (0.2, anti-aliasing ignored), and a picture fails
  // past 1 % changed pixels: a Chromium patch release redraws a few glyph edges (well under that),
  // a section or button that moves changes several percent. `npm run test:look:update` rewrites them.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFileName}/{arg}-{platform}{ext}',
  expect: {
    toHaveScreenshot: {
      maxDiffPixelRatio: 0.01,
      threshold: 0.2,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  projects: [
    {
      name: 'chromium',
      use: chromium,
      testIgnore: [CONFIGURED_SPECS, NGINX_ONLY_SPECS, PAGES_ONLY_SPECS, LONG_TASK_SPECS],
    },
    {
      name: 'configured',
      use: { ...chromium, baseURL: `http://localhost:${CONFIGURED_PORT}` },
      testMatch: CONFIGURED_SPECS,
    },
    ...(withNginx
      ? [{ name: 'nginx', use: { ...chromium, baseURL: NGINX_URL }, testMatch: NGINX_SPECS }]
      : []),
    { name: 'pages', use: { ...chromium, baseURL: PAGES_URL }, testMatch: PAGES_SPECS },
    // Task lengths on a slowed CPU: alone, once every other project has finished.
    {
      name: 'long-tasks',
      use: chromium,
      testMatch: LONG_TASK_SPECS,
      dependencies: ['chromium', 'configured', ...(withNginx ? ['nginx'] : []), 'pages'],
    },
  ],
  webServer: [
    {
      // Resend's and Postmark's APIs for every signup endpoint under test: no test reaches them.
      command: `node scripts/servers/provider-stub.mjs`,
      env: { PORT: String(ports.provider) },
      url: `http://127.0.0.1:${ports.provider}/attempts`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      // The exported site, served the way a CDN serves it (`npm run build` runs before this).
      command: `node scripts/servers/serve.mjs`,
      env: { PORT: String(PORT), SERVE_ROOT: 'out' },
      url: baseURL,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      // Waits for the port, not a URL: without out-configured/ only the configured specs fail.
      command: `node scripts/servers/serve.mjs`,
      env: { PORT: String(CONFIGURED_PORT), SERVE_ROOT: 'out-configured' },
      port: CONFIGURED_PORT,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    ...(withNginx
      ? [
          {
            // Exits at once, quoting nginx's error log, when nginx cannot serve out/.
            // With the signup service behind it (on ports.leads), sending to the stub provider.
            command: `node scripts/servers/nginx.mjs`,
            env: {
              PORT: String(ports.nginx),
              SERVE_ROOT: 'out',
              LEADS_PORT: String(ports.leads),
              ...leadEndpointEnv,
            },
            url: NGINX_URL,
            reuseExistingServer: !process.env.CI,
            timeout: 30_000,
            // Not the default SIGKILL: the script stops nginx and removes its temp folder.
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
          },
        ]
      : []),
    {
      // Exits at once, with the reason, when the runtime cannot serve out/; it takes a few seconds.
      // The functions send to the stub provider through Postmark's API (the Node service uses
      // Resend's), so both providers' requests are exercised end to end.
      command: `node scripts/servers/pages.mjs`,
      env: {
        PORT: String(ports.pages),
        SERVE_ROOT: 'out',
        ...leadEndpointEnv,
        MAIL_PROVIDER: 'postmark',
        COUNTRY_TEST_HEADER: 'x-test-country',
      },
      url: PAGES_URL,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      // Not the default SIGKILL: wrangler stops workerd and the script removes its state folder.
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
    },
  ],
});
