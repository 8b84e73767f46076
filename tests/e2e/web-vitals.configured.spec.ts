import { type Page } from '@playwright/test';
import { timings } from '@/content/timings';
import { acceptButton, banner, cookieSettings, declineButton } from './consent-helpers';
import { expect, test } from './fixtures';
import { nextIdlePeriod } from './support/page-work';
import {
  asRegularChrome,
  type Captured,
  custom,
  interceptPosthog,
  regularChrome,
} from './posthog-host';

// Core Web Vitals from real visitors (lib/analytics/web-vitals.ts) reach the PostHog stand-in
// only after Accept. Built by `npm run build:configured`.
//
// No Playwright clock here: it replaces `performance.now()`, which web-vitals compares with the
// browser's own entry times (TTFB is then never reported). The tests run on real time and wait on
// what the page does (the banner, the stand-in's requests), never for a fixed time.

type Seen = Awaited<ReturnType<typeof interceptPosthog>>;

const vitals = (seen: Seen) => seen.events.filter((event) => event.event === 'web_vital');
const metricsSent = (seen: Seen) =>
  [...new Set(vitals(seen).map((event) => String(event.properties.metric)))].sort();
/** posthog-js sends its batch every 3 s; a beacon leaves at once. */
const BATCH = { timeout: 10_000 };

/** Opens `path`, waits for posthog-js to start and for the banner (after its delay). */
async function openUndecided(page: Page, seen: Seen, path: string) {
  await page.goto(path);
  await expect.poll(() => seen.configLoads).toBeGreaterThan(0);
  await expect(banner(page)).toBeVisible({ timeout: timings.cookieBannerDelay + 5000 });
}

/**
 * Resolves once the browser has recorded an interaction (an Event Timing entry with an
 * interaction id), which it does only after the frame that answered it has been presented.
 */
const interactionRecorded = () =>
  new Promise<void>((resolve) =>
    new PerformanceObserver((list, observer) => {
      if (!list.getEntries().some((entry) => (entry as PerformanceEventTiming).interactionId))
        return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'event', buffered: true, durationThreshold: 16 }),
  );

/** The tab goes to the background, as when a visitor switches tabs or locks the phone. */
async function hidePage(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    Object.defineProperty(document, 'hidden', { value: true, configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
}

/**
 * A layout shift before any input, so CLS has a largest shift to attribute: a late banner pushes
 * the page's content down (the site itself shifts nothing).
 */
async function shiftContent(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const late = document.createElement('div');
        late.style.height = '160px';
        document.querySelector('main')?.prepend(late);
        requestAnimationFrame(() => setTimeout(resolve));
      }),
  );
}

/**
 * Something the visitor does that posthog-js sends in its next batch (a catalogue event: opening
 * the question), so once it has arrived anything sent before it has arrived too.
 */
async function sendLaterEvent(page: Page, seen: Seen, question: string) {
  const before = custom(seen, 'faq_opened').length;
  await page.getByText(question).click();
  await expect.poll(() => custom(seen, 'faq_opened').length, BATCH).toBe(before + 1);
}

test.describe('Core Web Vitals', () => {
  test.use({ viewport: { width: 1280, height: 900 }, ...regularChrome });

  test.beforeEach(async ({ page }) => {
    await asRegularChrome(page);
  });

  test('after Accept, a page load, a click and hiding the page send all five, with attribution', async ({
    page,
  }) => {
    const seen = await interceptPosthog(page);
    await openUndecided(page, seen, '/');
    await acceptButton(page).click();
    await expect(banner(page)).toHaveCount(0);

    // A page loaded with consent given: its vitals only, from here on.
    await page.goto('/pricing');
    await expect.poll(() => seen.configLoads).toBeGreaterThan(1);
    await shiftContent(page);
    const ofThisLoad = () => vitals(seen).filter((event) => event.properties.route === '/pricing');
    const metricsOfThisLoad = () =>
      [...new Set(ofThisLoad().map((event) => String(event.properties.metric)))].sort();
    // FCP and TTFB are final on load: they leave with posthog-js's next batch.
    await expect.poll(metricsOfThisLoad, BATCH).toEqual(['FCP', 'TTFB']);

    // The first click is an interaction (INP) and ends LCP, which is then final. The browser
    // records the interaction once the next frame has been presented. web-vitals reports no INP
    // for an interaction under 40 ms, and a fast machine (even with its CPU slowed 20 times)
    // can answer this click sooner: a listener of the test's own holds the click for 80 ms, as a
    // slow phone's handlers would.
    await page.evaluate(() =>
      addEventListener(
        'click',
        () => {
          const end = performance.now() + 80;
          while (performance.now() < end);
        },
        { capture: true, once: true },
      ),
    );
    await page.getByText('Monthly', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await page.evaluate(interactionRecorded);
    // web-vitals reads the entry in the next idle period (its own idle callback, asked for before
    // this one); a page hidden before then reports INP without it.
    await nextIdlePeriod(page);
    await hidePage(page);
    await expect.poll(metricsOfThisLoad, BATCH).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
    expect(ofThisLoad()).toHaveLength(5);

    const sent = (metric: string) =>
      ofThisLoad().find((event) => event.properties.metric === metric) as Captured;
    for (const { properties } of ofThisLoad()) {
      expect(properties.navigation_type).toBe('navigate');
      expect(['good', 'needs-improvement', 'poor']).toContain(properties.rating);
      expect(properties.value).toEqual(expect.any(Number));
    }
    const selector = expect.stringMatching(/^\S{1,100}$/);
    expect(sent('LCP').properties.target).toEqual(selector);
    expect(sent('CLS').properties).toMatchObject({ target: selector });
    expect(sent('CLS').properties.value).toBeGreaterThan(0);
    expect(sent('INP').properties).toMatchObject({
      target: selector,
      interaction_type: 'pointer',
      input_delay: expect.any(Number),
      processing_duration: expect.any(Number),
      presentation_delay: expect.any(Number),
    });
    // Reported as the page hid: sent at once by beacon, not left in a batch that may never leave.
    for (const metric of ['CLS', 'INP']) expect(sent(metric).via).toBe('ping');
    await test.info().attach('web vitals sent', {
      body: JSON.stringify(vitals(seen), null, 2),
      contentType: 'application/json',
    });
  });

  test('before a choice and after Decline, no request carries a vital', async ({ page }) => {
    const seen = await interceptPosthog(page);
    await openUndecided(page, seen, '/pricing');
    await page.getByText('Monthly', { exact: true }).click();
    await sendLaterEvent(page, seen, 'How much do I save with yearly billing?');
    expect(custom(seen, '$pageview')).toHaveLength(1);

    await declineButton(page).click();
    await expect(banner(page)).toHaveCount(0);
    await page.getByText('Monthly', { exact: true }).click();
    await hidePage(page);
    await sendLaterEvent(page, seen, 'Can I upgrade or downgrade later?');
    expect(vitals(seen)).toEqual([]);
    expect(seen.bodies.join('\n')).not.toContain('web_vital');
  });

  test('withdrawing consent stops the vitals not yet sent', async ({ page }) => {
    const seen = await interceptPosthog(page);
    await openUndecided(page, seen, '/pricing');
    await acceptButton(page).click();
    await expect.poll(() => metricsSent(seen), BATCH).toEqual(['FCP', 'TTFB']);

    await cookieSettings(page).click();
    await declineButton(page).click();
    await expect(banner(page)).toHaveCount(0);
    await hidePage(page);
    await sendLaterEvent(page, seen, 'How much do I save with yearly billing?');
    // INP and CLS, due as the page hid after the decline, were never sent.
    expect(metricsSent(seen)).not.toContain('INP');
    expect(metricsSent(seen)).not.toContain('CLS');
  });

  test('under Global Privacy Control no request carries a vital', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    );
    const seen = await interceptPosthog(page);
    await page.goto('/pricing');
    await expect.poll(() => seen.configLoads).toBeGreaterThan(0);
    await page.getByText('Monthly', { exact: true }).click();
    await hidePage(page);
    await sendLaterEvent(page, seen, 'How much do I save with yearly billing?');
    expect(vitals(seen)).toEqual([]);
  });
});
