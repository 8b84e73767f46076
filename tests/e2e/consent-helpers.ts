import { type Page } from '@playwright/test';
import { consentCopy } from '@/content/consent';
import { timings } from '@/content/timings';
import { CONSENT_KEY } from '@/lib/consent';
import { expect, waitForHydration } from './fixtures';

export { waitForHydration };

export const banner = (page: Page) => page.getByRole('region', { name: consentCopy.title });
export const acceptButton = (page: Page) =>
  banner(page).getByRole('button', { name: consentCopy.accept });
export const declineButton = (page: Page) =>
  banner(page).getByRole('button', { name: consentCopy.decline });
export const cookieSettings = (page: Page) =>
  page.getByRole('contentinfo').getByRole('button', { name: consentCopy.settings });

/**
 * A visitor who has chosen already (declined): the banner, which would appear after its delay
 * and reserve its height below the footer, shows only when asked for.
 */
export const chosenAlready = (page: Page) =>
  page.addInitScript((key) => window.localStorage.setItem(key, 'no'), CONSENT_KEY);

export const storedConsent = (page: Page) =>
  page.evaluate(() => window.localStorage.getItem('cookie_consent'));

/** Opens `path` with the page clock paused from the first script on, after hydration. */
export async function gotoWithPausedClock(page: Page, path: string) {
  await page.clock.install();
  // A second ahead: the page's clock may already be a little past this process's `Date.now()`.
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * Opens `path` as on a first visit, with the cookie banner shown: the page's clock is moved past
 * the banner's delay instead of waiting it out, then runs on normally.
 */
export async function gotoWithBanner(page: Page, path: string) {
  await gotoWithPausedClock(page, path);
  await page.clock.runFor(timings.cookieBannerDelay);
  await expect(banner(page)).toBeVisible();
  await page.clock.resume();
}

/** Everything on the device except the consent record itself: localStorage, sessionStorage, cookies. */
export async function deviceStorage(page: Page) {
  const [local, session] = await page.evaluate(() => [
    Object.keys(window.localStorage).filter((key) => key !== 'cookie_consent'),
    Object.keys(window.sessionStorage),
  ]);
  const cookies = (await page.context().cookies()).map((cookie) => cookie.name);
  return { local, session, cookies };
}

export const nothingStored = { local: [], session: [], cookies: [] };
