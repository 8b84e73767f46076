import { consentCopy } from '@/content/consent';
import { timings } from '@/content/timings';
import { axeViolations } from './axe';
import {
  acceptButton,
  banner,
  cookieSettings,
  declineButton,
  gotoWithBanner,
  gotoWithPausedClock,
  storedConsent,
} from './consent-helpers';
import { expect, isSameDocument, markDocument, test } from './fixtures';

test('the banner is hidden at 1.5 s and shown at 2.5 s while undecided, Decline as prominent as Accept', async ({
  page,
}) => {
  await gotoWithPausedClock(page, '/');
  await page.clock.runFor(1500);
  await expect(banner(page)).toHaveCount(0);
  await page.clock.runFor(timings.cookieBannerDelay + 500 - 1500);
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('heading', { name: consentCopy.title })).toBeVisible();
  await expect(
    banner(page).getByRole('link', { name: consentCopy.learnMore.label }),
  ).toHaveAttribute('href', '/legal/cookies-policy');

  const look = (button: ReturnType<typeof acceptButton>) =>
    button.evaluate((element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return [
        style.fontSize,
        style.fontWeight,
        style.backgroundColor,
        style.color,
        box.width,
        box.height,
      ];
    });
  expect(await look(declineButton(page))).toEqual(await look(acceptButton(page)));
});

for (const [name, value] of [
  [consentCopy.accept, 'yes'],
  [consentCopy.decline, 'no'],
] as const) {
  test(`${name} stores "${value}", hides the banner and survives a reload`, async ({ page }) => {
    await page.goto('/features');
    await banner(page).getByRole('button', { name }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await storedConsent(page)).toBe(value);

    await page.clock.install();
    await page.reload();
    await page.clock.runFor(timings.cookieBannerDelay * 2);
    await expect(banner(page)).toHaveCount(0);
    expect(await storedConsent(page)).toBe(value);
  });
}

test('a stored value other than yes or no counts as undecided', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie_consent', 'maybe'));
  await gotoWithPausedClock(page, '/');
  await page.clock.runFor(timings.cookieBannerDelay);
  await expect(banner(page)).toBeVisible();
});

test('"Cookie settings" in the footer reopens the choice and returns focus', async ({ page }) => {
  await page.addInitScript(() => {
    if (!window.localStorage.getItem('cookie_consent'))
      window.localStorage.setItem('cookie_consent', 'yes');
  });
  await page.goto('/pricing');
  await expect(banner(page)).toHaveCount(0);
  await cookieSettings(page).focus();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toBeVisible();
  await expect(declineButton(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toHaveCount(0);
  expect(await storedConsent(page)).toBe('no');
  await expect(cookieSettings(page)).toBeFocused();
});

test('a Global Privacy Control signal counts as a decline unless the visitor accepts', async ({
  page,
}) => {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  );
  await gotoWithPausedClock(page, '/');
  await page.clock.runFor(timings.cookieBannerDelay * 2);
  await expect(banner(page)).toHaveCount(0);
  expect(await storedConsent(page)).toBeNull();

  await cookieSettings(page).click();
  await acceptButton(page).click();
  expect(await storedConsent(page)).toBe('yes');
});

test('blocked storage leaves the visitor undecided and the page working', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() =>
    Object.defineProperty(window, 'localStorage', {
      get: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    }),
  );
  await gotoWithBanner(page, '/');
  await acceptButton(page).click();
  await expect(banner(page)).toHaveCount(0);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Pricing' })
    .click();
  await expect(page).toHaveURL(/\/pricing$/);
  expect(errors).toEqual([]);
});

test('the banner never hides the keyboard focus and passes axe', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.emulateMedia({ reducedMotion: 'reduce' }); // instant focus scrolling, measurable at once
  await gotoWithBanner(page, '/features');
  // Tab through the page: every focused element outside the banner ends up above it.
  for (let step = 0; step < 40; step += 1) {
    await page.keyboard.press('Tab');
    const overlap = await banner(page).evaluate((bannerElement) => {
      const focused = document.activeElement;
      if (!focused || focused === document.body || bannerElement.contains(focused)) return 0;
      return focused.getBoundingClientRect().bottom - bannerElement.getBoundingClientRect().top;
    });
    expect(overlap).toBeLessThanOrEqual(0);
  }
  expect(await axeViolations(page, '#cookie-consent')).toEqual([]);
});

test('the legal side list stops above the banner, also after an in-place navigation to it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await gotoWithBanner(page, '/');
  await markDocument(page);
  await page
    .getByRole('navigation', { name: 'Legal' })
    .getByRole('link', { name: 'Privacy Policy' })
    .click();
  await expect(page).toHaveURL(/\/legal\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  // The swap kept the document, and the banner with it.
  expect(await isSameDocument(page)).toBe(true);
  await expect(banner(page)).toBeVisible();

  // Stuck under the header, the side list's tallest extent ends where the banner begins.
  await page.evaluate(() => window.scrollTo(0, 1500));
  const sideList = page.getByRole('complementary').filter({ has: page.getByRole('navigation') });
  await expect(async () => {
    const bannerTop = (await banner(page).boundingBox())?.y ?? 0;
    const sideListEnd = await sideList.evaluate(
      (aside) =>
        aside.getBoundingClientRect().top + Number.parseFloat(getComputedStyle(aside).maxHeight),
    );
    expect(sideListEnd).toBeLessThanOrEqual(bannerTop);
  }).toPass();
});
