import { defineConfig, devices } from '@playwright/test';
import { HEADLESS_SHELL_PATH, chromiumArgs, testChromiumPath } from './scripts/lib/chromium.mjs';
import { firefoxPath, hasWebKit } from './scripts/lib/engines.mjs';
import { ports, testServers, withNginx } from './tests/e2e/origins';

const PORT = ports.site;
export const baseURL = `http://localhost:${PORT}`;
/** The second export, built with analytics and error reporting configured (npm run build:configured). */
const CONFIGURED_PORT = ports.configured;
const CONFIGURED_SPECS = /\.configured\.spec\.ts$/;
/**
 * deploy/nginx/kyrelo.conf, run by Debian's nginx on 127.0.0.1 (it binds what it is told, and
 * `localhost` may mean ::1), and Cloudflare Pages' own runtime (`wrangler pages dev`, a
 * devDependency) with wrangler.toml: the real signup in Chromium through each, then the browser
 * checks that depend on the server. What each answers at the HTTP level (routing, headers, the
 * policy, the signup endpoint's contract) is the HTTP tests' (tests/http/, `npm run test:http`).
 */
const NGINX_URL = `http://127.0.0.1:${ports.nginx}`;
const NGINX_ONLY_SPECS = /\.nginx\.spec\.ts$/;
const PAGES_URL = `http://127.0.0.1:${ports.pages}`;
const PAGES_ONLY_SPECS = /\.pages\.spec\.ts$/;
/** The configured export on the Pages runtime: the analytics relay end to end, one spec. */
const PAGES_CONFIGURED_URL = `http://127.0.0.1:${ports.pagesConfigured}`;
const PAGES_CONFIGURED_SPECS = /\.pages-configured\.spec\.ts$/;
/**
 * On each real server too: a deploy between a page's HTML and its description, and one full page
 * under the served policy (the sweep of every route is csp.spec.ts's, on serve.mjs).
 */
const ON_EVERY_SERVER = [/\/deploy-skew\.spec\.ts$/, /\/served-page\.spec\.ts$/];
const NGINX_SPECS = [NGINX_ONLY_SPECS, ...ON_EVERY_SERVER];
const PAGES_SPECS = [PAGES_ONLY_SPECS, ...ON_EVERY_SERVER];
const LONG_TASK_SPECS = /long-tasks\.spec\.ts$/;
if (!withNginx)
  console.warn('nginx not installed: skipping the nginx project (apt-get install nginx)');

/** CI installs WebKitGTK's driver and Xvfb (.ci/run) and must fail without them. */
const withWebKit = Boolean(process.env.CI) || hasWebKit;
if (!withWebKit)
  console.warn(
    'WebKitWebDriver or Xvfb not installed: skipping the webkit project (apt-get install webkit2gtk-driver xvfb)',
  );

if (testChromiumPath !== HEADLESS_SHELL_PATH && !process.env.CHROME_PATH)
  console.warn(
    'chromium-headless-shell not installed: the tests drive the full Chromium, slower (apt-get install chromium-headless-shell)',
  );

/** The system Chromium's headless shell (or CHROME_PATH), so no browser download is needed. */
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: testChromiumPath,
    args: chromiumArgs,
  },
};

/**
 * Firefox ESR from Debian, driven over WebDriver BiDi (Playwright's `moz-firefox` channel), runs
 * every spec whose behaviour can differ between engines: modals and focus, menus, forms, consent
 * storage, carousels and scenes on the clock, legal hash scrolling, the first-paint loader and
 * hydration, the policy, layout fit. Tests tagged @chromium-only use what BiDi does not offer;
 * those tagged @engine-neutral check what the engines share (axe's rules over the same markup)
 * and run once (docs/testing.md, "Every engine").
 */
const ENGINE_SPECS = [
  'blog',
  'booking',
  'consent',
  'csp',
  'demo-boxes',
  'first-paint',
  'first-screen',
  'fit',
  'header',
  'home',
  'keyboard',
  'legal',
  'page-description',
  'product-scenes',
  'render-when-near',
  'trial',
  'typeface',
].map((name) => new RegExp(`/${name}\\.spec\\.ts$`));
const firefox = {
  ...devices['Desktop Firefox'],
  channel: 'moz-firefox',
  launchOptions: {
    executablePath: firefoxPath,
    // Headless Firefox finds no pointing device and answers (hover: none) and (pointer: none); a
    // desktop visitor's has a mouse: fine pointer and hover, as Chromium reports headless.
    firefoxUserPrefs: { 'ui.primaryPointerCapabilities': 6, 'ui.allPointerCapabilities': 6 },
  },
};
/**
 * Firefox's BiDi cannot emulate prefers-reduced-motion (Playwright's `reducedMotion` and
 * `emulateMedia` do nothing there), so the tests tagged @reduced-motion run in a Firefox started
 * with the preference a visitor's setting gives.
 */
const firefoxReducedMotion = {
  ...firefox,
  launchOptions: {
    ...firefox.launchOptions,
    firefoxUserPrefs: { ...firefox.launchOptions.firefoxUserPrefs, 'ui.prefersReducedMotion': 1 },
  },
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // A failing test runs once more, recording a trace of that run (test-results/<test>/trace.zip),
  // and a pass on the second try still fails the run. Tracing every test to keep only the failures'
  // cost about half the suite's time (docs/testing.md, "Debugging a failure").
  retries: 1,
  failOnFlakyTests: true,
  forbidOnly: Boolean(process.env.CI),
  reporter: [
    ['list'],
    ['json', { outputFile: 'reports/e2e.json' }],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  use: { baseURL, trace: 'on-first-retry' },
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
      testIgnore: [
        CONFIGURED_SPECS,
        NGINX_ONLY_SPECS,
        PAGES_ONLY_SPECS,
        PAGES_CONFIGURED_SPECS,
        LONG_TASK_SPECS,
      ],
    },
    {
      name: 'firefox',
      use: firefox,
      testMatch: ENGINE_SPECS,
      grepInvert: /@chromium-only|@engine-neutral|@reduced-motion/,
    },
    {
      name: 'firefox-reduced-motion',
      use: firefoxReducedMotion,
      testMatch: ENGINE_SPECS,
      grep: /@reduced-motion/,
      grepInvert: /@chromium-only|@engine-neutral/,
    },
    // WebKit, the engine of Safari and of every iPhone browser, over W3C WebDriver (tests/webkit/).
    ...(withWebKit
      ? [
          {
            name: 'webkit',
            testDir: 'tests/webkit',
            testMatch: /\.spec\.ts$/,
            fullyParallel: false,
          },
        ]
      : []),
    {
      name: 'configured',
      use: { ...chromium, baseURL: `http://localhost:${CONFIGURED_PORT}` },
      testMatch: CONFIGURED_SPECS,
    },
    ...(withNginx
      ? [{ name: 'nginx', use: { ...chromium, baseURL: NGINX_URL }, testMatch: NGINX_SPECS }]
      : []),
    { name: 'pages', use: { ...chromium, baseURL: PAGES_URL }, testMatch: PAGES_SPECS },
    {
      name: 'pages-configured',
      use: { ...chromium, baseURL: PAGES_CONFIGURED_URL },
      testMatch: PAGES_CONFIGURED_SPECS,
    },
    // Task lengths on a slowed CPU: alone, once every other project has finished.
    {
      name: 'long-tasks',
      use: chromium,
      testMatch: LONG_TASK_SPECS,
      dependencies: [
        'chromium',
        'configured',
        ...(withNginx ? ['nginx'] : []),
        'pages',
        'pages-configured',
      ],
    },
  ],
  // The same servers the HTTP tests start (tests/e2e/origins.ts).
  webServer: testServers.map(({ script, env, url, port, graceful, timeout }) => ({
    command: `node ${script}`,
    env,
    ...(url ? { url } : { port }),
    reuseExistingServer: !process.env.CI,
    timeout,
    ...(graceful ? { gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 } } : {}),
  })),
});
