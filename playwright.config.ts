import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/lib/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4310);
export const baseURL = `http://localhost:${PORT}`;
/** The second export, built with analytics and error reporting configured (npm run build:configured). */
const CONFIGURED_PORT = PORT + 1;
const CONFIGURED_SPECS = /\.configured\.spec\.ts$/;

/** Debian's Chromium: `npx playwright install` cannot download browsers on these machines. */
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
  projects: [
    { name: 'chromium', use: chromium, testIgnore: CONFIGURED_SPECS },
    {
      name: 'configured',
      use: { ...chromium, baseURL: `http://localhost:${CONFIGURED_PORT}` },
      testMatch: CONFIGURED_SPECS,
    },
  ],
  webServer: [
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
  ],
});
