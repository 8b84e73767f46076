// The system Chromium (Debian's `chromium` package at /usr/bin/chromium, or CHROME_PATH), so no
// `npx playwright install` download is needed, and the switches that keep it quiet and offline.
// Shared by Playwright, the bench, screenshots and the demo-video recorder.

import { existsSync } from 'node:fs';

/** @import { Browser, Page } from '@playwright/test' */

export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Debian's `chromium-headless-shell` package: the same Chromium release built without windows. */
export const HEADLESS_SHELL_PATH = '/usr/lib/chromium/chromium-headless-shell';

/**
 * The browser the end-to-end tests drive: the headless shell, as Playwright's own browsers run
 * headless (the full browser costs the suite about half as much again on two cores:
 * docs/testing.md). CHROME_PATH still names another; the full browser stands in, with a warning
 * from `playwright.config.ts`, where the shell is not installed. The bench, the screenshots and the
 * demo-video recorder keep the full browser, the one a visitor runs.
 */
export const testChromiumPath =
  process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : chromiumPath);

export const chromiumArgs = [
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * That Chromium under Playwright, for the tools that drive pages outside the test runner.
 * Playwright is loaded only here, so the bench (which uses chrome-launcher) does not pay for it.
 *
 * @returns {Promise<Browser>}
 */
export async function launchChromium() {
  const { chromium } = await import('@playwright/test');
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

/**
 * Refuses every request to another host: what a tool records or captures must not depend on the
 * network, and nothing it loads may reach the internet.
 *
 * @param {Page} page
 */
export async function stayLocal(page) {
  await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort());
}
