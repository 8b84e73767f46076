import { test as base, expect } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Builder, type WebDriver } from 'selenium-webdriver';
import { miniBrowserPath, webkitDriverPath, xvfbRunPath } from '../../scripts/lib/engines.mjs';
import { isHydrated } from '../e2e/fixtures';
import { ports } from '../e2e/origins';
import { startEngineProxy, type EngineProxy, type EngineWatch } from './proxy';

// WebKit (WebKitGTK's MiniBrowser, the engine behind Safari) driven over W3C WebDriver by
// selenium-webdriver: WebKitWebDriver under Xvfb, one browser session per worker, every request
// through the engine proxy (proxy.ts). Playwright's runner runs these tests; its browser
// fixtures are not used here.

const AVATAR_HOST = 'randomuser.me';

export const siteOrigin = `http://localhost:${ports.site}`;
/**
 * The same site by its address: other URLs, which no test before has put in WebKit's cache (a
 * test that refuses the framework scripts opens its page here; proxy.ts says why).
 */
export const siteByAddress = `http://127.0.0.1:${ports.site}`;
/** The export built with every third party configured (`npm run build:configured`). */
export const configuredOrigin = `http://localhost:${ports.configured}`;
/** Its country lookup (NEXT_PUBLIC_GEO_ENDPOINT in scripts/build/build-configured.mjs). */
const CONFIGURED_GEO_ENDPOINT = 'http://localhost:4399/geo';

/** The window WebKit opens for a test: the MiniBrowser does not go below about 447 px wide. */
export const DESKTOP = { width: 1280, height: 800 };
export const NARROWEST = { width: 375, height: 812 };

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function untilAnswers(url: string, driver: ChildProcess) {
  for (let tries = 0; tries < 200; tries++) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode})`);
    const ok = await fetch(url).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`WebKitWebDriver did not answer at ${url}`);
}

export interface WebKit {
  driver: WebDriver;
  proxy: EngineProxy & {
    /** Refused requests to hosts matching `hosts` do not fail the test (a configured service). */
    allowRefused(hosts: RegExp): void;
  };
  /**
   * Opens `path` on the site and waits until the page has come alive (hydrated). A test that
   * refuses the framework scripts opens its page with `driver.get`: it never hydrates.
   */
  open(path: string): Promise<void>;
  /** What the watch script recorded on the current document. */
  watch(): Promise<EngineWatch>;
  /** Sets the window to `size`; returns the page's width that WebKit gave it. */
  resize(size: { width: number; height: number }): Promise<number>;
}

/** The page has hydrated (the end-to-end fixtures' check, run in WebKit). */
const HYDRATED = `return (${isHydrated.toString()})();`;

export const test = base.extend<
  { webkit: WebKit },
  { session: { driver: WebDriver; proxy: EngineProxy } }
>({
  session: [
    async ({}, run, workerInfo) => {
      const proxy = await startEngineProxy(
        [siteOrigin, siteByAddress, configuredOrigin],
        CONFIGURED_GEO_ENDPOINT,
      );
      const port = await freePort();
      // Its own display number per worker: `xvfb-run -a` alone races when two start together.
      const display = String(90 + workerInfo.parallelIndex);
      const server = spawn(xvfbRunPath, ['-a', '-n', display, webkitDriverPath, `--port=${port}`], {
        stdio: 'ignore',
        detached: true,
      });
      try {
        await untilAnswers(`http://127.0.0.1:${port}/status`, server);
        const driver = await new Builder()
          .usingServer(`http://127.0.0.1:${port}`)
          .withCapabilities({
            browserName: 'MiniBrowser',
            proxy: { proxyType: 'manual', httpProxy: proxy.address, sslProxy: proxy.address },
            'webkitgtk:browserOptions': { binary: miniBrowserPath, args: ['--automation'] },
          })
          .build();
        try {
          await run({ driver, proxy });
        } finally {
          await driver.quit();
        }
      } finally {
        // xvfb-run, Xvfb and the driver: the whole group.
        if (server.pid) process.kill(-server.pid, 'SIGTERM');
        await proxy.close();
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  webkit: async ({ session }, run) => {
    const { driver } = session;
    let allowed: RegExp | null = null;
    const proxy = Object.assign(session.proxy, {
      allowRefused(hosts: RegExp) {
        allowed = hosts;
      },
    });
    proxy.refused.length = 0;
    proxy.setTrialEndpoint(null);
    proxy.answerGeo(null);
    // A first visit: nothing stored from the test before.
    await driver.get(`${siteOrigin}/robots.txt`);
    // Scripts pass again once the test before's page is gone, so none it held runs anywhere.
    proxy.setScripts('pass');
    await driver.executeScript('localStorage.clear(); sessionStorage.clear();');
    await driver.manage().deleteAllCookies();
    const webkit: WebKit = {
      driver,
      proxy,
      async open(path) {
        await driver.get(`${siteOrigin}${path}`);
        await driver.wait(
          () => driver.executeScript<boolean>(HYDRATED),
          15_000,
          `${path} hydrates`,
        );
      },
      watch: () =>
        driver.executeScript<EngineWatch>(
          'return window.engineWatch ?? { violations: ["no watch script"], errors: [], listeners: [] }',
        ),
      async resize(size) {
        await driver.manage().window().setRect(size);
        return driver.executeScript<number>('return document.documentElement.clientWidth');
      },
    };
    await webkit.resize(DESKTOP);
    await run(webkit);
    // The testimonials' photos come from the stock-photo host the cookie policy names; nothing
    // else may leave the machine.
    const unexpected = proxy.refused.filter(
      (line) => line !== `CONNECT ${AVATAR_HOST}:443` && !allowed?.test(line),
    );
    expect(unexpected, 'requests to other hosts').toEqual([]);
  },
});

export { expect };
