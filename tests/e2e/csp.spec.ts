import { home } from '@/content/home';
import { legalNavLabel } from '@/content/legal';
import { timings } from '@/content/timings';
import { acceptButton, banner, gotoWithPausedClock, storedConsent } from './consent-helpers';
import { expect, test } from './fixtures';
import { pageCases } from './pages';
import { expectNoViolations, loadLazyImages, watchPolicy } from './policy-watch';
import { idleWorkDone } from './support/page-work';
import { gotoReady, submitTrialForm, successToast } from './support/trial-form';
import { routeTrialEndpoint, startMailEndpoint } from './trial-endpoint';

// The page policies in the browser, on serve.mjs serving out/. Each server's headers, the policy
// among them, equal public/_headers on every route, and each sends every page byte for byte, so
// the same policies (tests/http/csp.test.ts, servers.test.ts): the sweep of every route below runs
// once, and each other server loads one full page under its policy (served-page.spec.ts).

const NOT_FOUND = '/no-such-page';
const paths = [...pageCases.map((pageCase) => pageCase.path), NOT_FOUND];

test('every route and the 404 page run without a policy violation or a console error', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const watch = await watchPolicy(page);
  for (const path of paths) {
    await page.goto(path);
    await loadLazyImages(page);
    await idleWorkDone(page);
  }
  // The browser logs the 404 status of the not-found page itself; that is the page working.
  const notFound = `the server responded with a status of 404 (Not Found) (${new URL(page.url()).origin}${NOT_FOUND})`;
  watch.consoleErrors = watch.consoleErrors.filter((line) => !line.endsWith(notFound));
  expectNoViolations(watch);
});

test('the policy is enforced: an injected script and an inline handler do not run, and are reported', async ({
  page,
}) => {
  const watch = await watchPolicy(page);
  await page.goto('/');
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injectedRan = true';
    document.body.append(script);
    const target = document.createElement('button');
    target.setAttribute('onclick', 'window.handlerRan = true');
    document.body.append(target);
    target.click();
    return ['injectedRan', 'handlerRan'].filter((name) => name in window);
  });
  expect(ran).toEqual([]);
  await expect.poll(() => watch.violations.length).toBe(2);
  expect(watch.violations.map((line) => line.split(' refused ')[0])).toEqual([
    'script-src-elem',
    'script-src-attr',
  ]);
});

test.describe('modals and overlays', () => {
  test(
    'the video modal plays and the trial form submits under the policy',
    { tag: '@chromium-only' },
    async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      const watch = await watchPolicy(page);
      const mail = await startMailEndpoint();
      try {
        await routeTrialEndpoint(page, mail.url);
        await gotoReady(page, '/');

        await page.getByRole('button', { name: 'Watch Demo' }).click();
        const video = page.getByRole('dialog', { name: home.video.title }).locator('video');
        await expect
          .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
          .toBeGreaterThan(0);
        // The captions file is media too.
        await expect
          .poll(() =>
            video.locator('track').evaluate((track: HTMLTrackElement) => track.readyState),
          )
          .toBe(2);
        await page
          .getByRole('dialog', { name: home.video.title })
          .getByRole('button', { name: home.video.closeLabel })
          .click();

        await submitTrialForm(page);
        await expect(successToast(page)).toBeVisible();
        expect(await mail.submissions()).toHaveLength(1);
        await idleWorkDone(page);
        expectNoViolations(watch);
      } finally {
        await mail.stop();
      }
    },
  );

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 800 } });

    test('the mobile menu, the booking modal and the legal overlay open under the policy', async ({
      page,
    }) => {
      const watch = await watchPolicy(page);
      await gotoReady(page, '/pricing');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page
        .getByRole('dialog', { name: 'Site menu' })
        .getByRole('button', { name: 'Schedule Demo' })
        .click();
      const booking = page.getByRole('dialog', { name: 'Schedule Your Free Consultation' });
      await expect(booking).toBeVisible();
      await booking.getByRole('button', { name: 'Maybe Later' }).click();
      await expect(booking).toBeHidden();

      await page.goto('/legal/privacy-policy');
      await page.getByRole('button', { name: legalNavLabel, exact: true }).click();
      const overlay = page.getByRole('dialog', { name: legalNavLabel });
      await expect(overlay).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(overlay).toBeHidden();
      await idleWorkDone(page);
      expectNoViolations(watch);
    });
  });

  test('the cookie banner appears after its delay and Accept applies under the policy', async ({
    page,
  }) => {
    const watch = await watchPolicy(page);
    await gotoWithPausedClock(page, '/');
    await page.clock.runFor(timings.cookieBannerDelay);
    await expect(banner(page)).toBeVisible();
    await acceptButton(page).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await storedConsent(page)).toBe('yes');
    await page.clock.resume();
    await idleWorkDone(page);
    expectNoViolations(watch);
  });
});
