import { type Locator, type Page, type Route } from '@playwright/test';
import { booking } from '@/content/booking';
import { company } from '@/content/site';
import { timings } from '@/content/timings';
import { axeViolations } from './axe';
import { gotoWithPausedClock } from './consent-helpers';
import { expect, test } from './fixtures';
import { idleWorkDone, routedSoFar, trackIdleWork } from './support/page-work';
import { trackModalListeners } from './trial-endpoint';

// The configured export embeds this scheduling page (scripts/build/build-configured.mjs).
const CALENDAR = 'https://cal.kyrelo.example/kyrelo/consultation';
const CALENDAR_HOST = 'https://cal.kyrelo.example/**';
const CALENDAR_PAGE =
  '<!doctype html><meta charset="utf-8"><title>Kyrelo consultation</title><h1>Pick a time</h1>';

/** The calendar's host answers every request, the probe's and the frame's, with a small page. */
async function hostAnswers(page: Page) {
  const seen: string[] = [];
  await page.route(CALENDAR_HOST, (route) => {
    seen.push(`${route.request().method()} ${route.request().url()}`);
    return route.fulfill({ contentType: 'text/html', body: CALENDAR_PAGE });
  });
  return seen;
}

/** The host is unreachable: every request fails at once. */
const hostDown = (page: Page) =>
  page.route(CALENDAR_HOST, (route) => route.abort('connectionrefused'));

/** The host never answers while the test watches; the requests wait in `held`. */
async function hostSilent(page: Page, methods = ['HEAD', 'GET']) {
  const held: Route[] = [];
  await page.route(CALENDAR_HOST, (route) => {
    if (methods.includes(route.request().method())) held.push(route);
    else void route.fulfill({ contentType: 'text/html', body: CALENDAR_PAGE });
  });
  return held;
}

/** Opens the booking dialog as the site's scripts ask for it, with its window event. */
async function openBookingDialog(page: Page) {
  await page.evaluate(() =>
    window.dispatchEvent(new CustomEvent('openBookingModal', { cancelable: true })),
  );
  const dialog = page.getByRole('dialog', { name: booking.title });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Where the calendar goes: /free-demo's calendar column, or the booking dialog. */
const places = {
  '/free-demo': {
    open: async (page: Page, { pausedClock = false } = {}) => {
      if (pausedClock) await gotoWithPausedClock(page, '/free-demo');
      else await page.goto('/free-demo');
      return page.getByRole('region', { name: booking.chooseSlot });
    },
  },
  'the booking modal': {
    open: async (page: Page, { pausedClock = false } = {}) => {
      const hostListening = await trackModalListeners(page);
      if (pausedClock) await gotoWithPausedClock(page, '/pricing');
      else await page.goto('/pricing');
      await expect.poll(hostListening).toBe(true);
      return openBookingDialog(page);
    },
  },
};

const loadingStatus = (scope: Locator) =>
  scope.getByRole('status').filter({ hasText: booking.loading });
/** The loading card's own line (the status line says it to screen readers, unseen). */
const loadingCard = (scope: Locator) =>
  scope.getByText(booking.loading, { exact: true }).and(scope.locator('[aria-hidden="true"]'));
/** The card's title, not the status line that says it too. */
const cardTitle = (scope: Locator) =>
  scope
    .getByText(booking.unreachable.title, { exact: true })
    .and(scope.locator(':not([role="status"])'));
const frame = (scope: Locator) => scope.getByTitle(booking.frameTitle);
const openPage = (scope: Locator) =>
  scope.getByRole('link', { name: `${booking.frameHelp.openPage} ${booking.frameHelp.newTab}` });
const email = (scope: Locator) =>
  scope.getByRole('link', { name: `${booking.unreachable.emailPrefix} ${company.email}` });

/** The card in the frame's place, with both ways to book. */
async function expectWaysToBook(scope: Locator) {
  await expect(cardTitle(scope)).toBeVisible();
  await expect(scope.getByText(booking.unreachable.description)).toBeVisible();
  await expect(openPage(scope)).toHaveAttribute('href', CALENDAR);
  await expect(openPage(scope)).toHaveAttribute('target', '_blank');
  await expect(openPage(scope)).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(email(scope)).toHaveAttribute('href', `mailto:${company.email}`);
  await expect(frame(scope)).toHaveCount(0);
  await expect(scope.getByText(booking.loading)).toHaveCount(0);
}

for (const [where, place] of Object.entries(places)) {
  test.describe(`${where} with a booking URL`, () => {
    test('a working calendar host: the frame shows its page, with the help line under it', async ({
      page,
    }) => {
      const seen = await hostAnswers(page);
      const scope = await place.open(page);
      await expect(frame(scope)).toBeVisible();
      await expect(
        page.frameLocator(`iframe[title="${booking.frameTitle}"]`).getByRole('heading'),
      ).toHaveText('Pick a time');
      await expect(scope.getByText(booking.loading)).toHaveCount(0);
      await expect(scope.getByText(booking.frameHelp.prompt)).toBeVisible();
      await expect(openPage(scope)).toHaveAttribute('href', CALENDAR);
      // The probe, then the frame: one HEAD before the page itself.
      expect(seen).toEqual([`HEAD ${CALENDAR}`, `GET ${CALENDAR}`]);
    });

    test('an unreachable host: the card with both ways to book, never an empty frame', async ({
      page,
    }) => {
      await hostDown(page);
      const scope = await place.open(page);
      await expectWaysToBook(scope);
      await expect(
        scope.getByRole('status').filter({ hasText: booking.unreachable.title }),
      ).toBeAttached();
      expect(await axeViolations(page)).toEqual([]);
    });

    test('a silent host: the loading card until the time-out, then the card', async ({ page }) => {
      const held = await hostSilent(page);
      const scope = await place.open(page, { pausedClock: true });
      await expect(loadingStatus(scope)).toBeAttached();
      await expect(loadingCard(scope)).toBeVisible();
      await expect.poll(() => held.length).toBe(1);
      await page.clock.runFor(timings.bookingProbeTimeout - 1);
      await expect(openPage(scope)).toHaveCount(0);
      await page.clock.runFor(1);
      await expectWaysToBook(scope);
      // An answer after the time-out changes nothing: the probe gave up on it.
      await held[0]!.fulfill({ contentType: 'text/html', body: CALENDAR_PAGE }).catch(() => {});
      await expect(frame(scope)).toHaveCount(0);
    });

    test('a frame slow to load: the help line joins the loading card, and the frame still comes', async ({
      page,
    }) => {
      const held = await hostSilent(page, ['GET']);
      const scope = await place.open(page, { pausedClock: true });
      await expect(frame(scope)).toBeAttached();
      await expect.poll(() => held.length).toBe(1);
      await expect(openPage(scope)).toHaveCount(0);
      await page.clock.runFor(timings.bookingProbeTimeout);
      await expect(openPage(scope)).toBeVisible();
      await expect(scope.getByText(booking.frameHelp.prompt)).toBeVisible();
      await expect(loadingCard(scope)).toBeVisible();
      await held[0]!.fulfill({ contentType: 'text/html', body: CALENDAR_PAGE });
      await expect(frame(scope)).toBeVisible();
      await expect(scope.getByText(booking.loading)).toHaveCount(0);
    });
  });
}

test('the booking dialog, in every page, asks the calendar host nothing until it first opens', async ({
  page,
}) => {
  const seen = await hostAnswers(page);
  await trackIdleWork(page);
  await page.goto('/pricing');
  // The page has settled, its idle work done, and every request it made has reached the routes:
  // the dialog is in its HTML, closed, and its calendar has neither probed the host nor drawn
  // its frame.
  await idleWorkDone(page);
  await routedSoFar(page);
  expect(seen).toEqual([]);
  await expect(page.getByTitle(booking.frameTitle)).toHaveCount(0);

  const dialog = await openBookingDialog(page);
  await expect(frame(dialog)).toBeVisible();
  // The frame is on screen as soon as its element is; its GET reaches the route a moment later.
  await expect.poll(() => seen).toEqual([`HEAD ${CALENDAR}`, `GET ${CALENDAR}`]);
});

// The card and both of its buttons must be seen without scrolling (on a phone, with touch).
for (const screen of [
  { width: 375, height: 812, isMobile: true, hasTouch: true },
  { width: 1280, height: 800, isMobile: false, hasTouch: false },
]) {
  test.describe(`at ${screen.width} × ${screen.height} with the calendar host down`, () => {
    test.use({
      viewport: { width: screen.width, height: screen.height },
      isMobile: screen.isMobile,
      hasTouch: screen.hasTouch,
    });

    for (const [where, place] of Object.entries(places)) {
      test(`${where} shows the card and both ways to book in the first screen`, async ({
        page,
      }) => {
        await hostDown(page);
        const scope = await place.open(page);
        for (const target of [cardTitle(scope), openPage(scope), email(scope)]) {
          await expect(target).toBeInViewport({ ratio: 1 });
        }
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
      });
    }
  });
}
