import { type Page } from '@playwright/test';
import { getLegalDocument, legalNavLabel } from '@/content/legal';
import { pricing } from '@/content/pricing';
import { getProduct } from '@/content/products';
import {
  acceptButton,
  banner,
  cookieSettings,
  declineButton,
  gotoWithBanner,
  storedConsent,
} from './consent-helpers';
import { expect, test } from './fixtures';
import { expectVisibleFocus, pressUntilFocused } from './focus';
import { successToast, trialDialog } from './support/trial-form';
import { routeTrialEndpoint, startMailEndpoint, trackModalListeners } from './trial-endpoint';

// Every journey uses page.keyboard only. Reduced motion makes focus scrolling instant, so where
// the focus ends up can be measured right after each key press.
test.use({ reducedMotion: 'reduce' });

/**
 * Opens `path` as on a first visit: the cookie banner showing (the hardest case for hidden
 * focus) and the dialogs' inline runtime listening. Then time runs normally.
 */
async function gotoReadyWithBanner(page: Page, path: string) {
  const runtimeListening = await trackModalListeners(page);
  await gotoWithBanner(page, path);
  await expect.poll(runtimeListening).toBe(true);
}

const chatbots = getProduct('ai-chatbots')!;

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, { tag: '@reduced-motion' }, () => {
    test.use({ viewport: { width, height: 800 } });

    test(
      'the trial form: open, fill and submit it',
      { tag: '@chromium-only' },
      async ({ page }) => {
        const mail = await startMailEndpoint();
        try {
          await routeTrialEndpoint(page, mail.url);
          await gotoReadyWithBanner(page, '/features');
          const skipLink = page.getByRole('link', { name: 'Skip to content' });
          await pressUntilFocused(page, 'Tab', skipLink, 1);
          await page.keyboard.press('Enter');
          // The skip target is a landing point for the next Tab, not a control: no ring expected.
          await expect(page.getByRole('main')).toBeFocused();
          const opener = page.getByRole('main').getByRole('button', { name: 'Start Free Trial' });
          await pressUntilFocused(page, 'Tab', opener.first(), 3);
          await page.keyboard.press('Enter');

          const dialog = trialDialog(page);
          const firstName = dialog.getByLabel('First name');
          await expect(firstName).toBeFocused();
          await expectVisibleFocus(page, 'trial modal opened');
          // An empty submit first: the focus goes to the first invalid field.
          const submit = dialog.getByRole('button', { name: 'Start Free Trial' });
          await pressUntilFocused(page, 'Tab', submit, 10);
          await page.keyboard.press('Enter');
          await expect(firstName).toBeFocused();
          await expect(firstName).toHaveAttribute('aria-invalid', 'true');
          await expectVisibleFocus(page, 'first invalid field');

          for (const [value, next] of [
            ['Ada', 'Last name'],
            ['Lovelace', 'Work email'],
            ['ada@analytical.example', 'Company'],
            ['Analytical Engines', 'Phone (optional)'],
          ] as const) {
            await page.keyboard.type(value);
            await page.keyboard.press('Tab');
            await expect(dialog.getByLabel(next)).toBeFocused();
            await expectVisibleFocus(page, next);
          }
          const terms = dialog.getByRole('checkbox', { name: /I agree to the Terms/ });
          await pressUntilFocused(page, 'Tab', terms, 1);
          await page.keyboard.press('Space');
          await expect(terms).toBeChecked();
          await pressUntilFocused(page, 'Tab', submit, 3);
          await page.keyboard.press('Enter');

          await expect(successToast(page)).toBeVisible();
          await expect(dialog).toBeHidden();
          await expect(opener.first()).toBeFocused();
          await expectVisibleFocus(page, 'back on the opener');
          expect(await mail.submissions()).toHaveLength(1);
        } finally {
          await mail.stop();
        }
      },
    );

    test('the billing period switches with the arrow keys', async ({ page }) => {
      await gotoReadyWithBanner(page, '/pricing');
      const yearly = page.getByRole('radio', { name: pricing.period.yearly });
      const monthly = page.getByRole('radio', { name: pricing.period.monthly });
      const billedMonthly = page.getByText(pricing.billedMonthly).first();
      // A radio group is one Tab stop: the checked option.
      await pressUntilFocused(page, 'Tab', yearly, 12);
      await expect(yearly).toBeChecked();
      await expect(billedMonthly).toBeHidden();

      await page.keyboard.press('ArrowLeft');
      await expect(monthly).toBeFocused();
      await expect(monthly).toBeChecked();
      await expect(billedMonthly).toBeVisible();
      await expectVisibleFocus(page, 'Monthly');

      await page.keyboard.press('ArrowRight');
      await expect(yearly).toBeChecked();
      await expect(billedMonthly).toBeHidden();
      await expectVisibleFocus(page, 'Yearly again');
      await page.keyboard.press('Tab');
      await expectVisibleFocus(page, 'past the toggle');
    });

    test('cookies: accept from the banner, then withdraw through "Cookie settings"', async ({
      page,
    }) => {
      await gotoReadyWithBanner(page, '/pricing');
      // The banner comes last in the page, so going backwards from the top reaches it first.
      await pressUntilFocused(page, 'Shift+Tab', acceptButton(page), 2);
      await page.keyboard.press('Enter');
      await expect(banner(page)).toHaveCount(0);
      expect(await storedConsent(page)).toBe('yes');

      await pressUntilFocused(page, 'Shift+Tab', cookieSettings(page), 3);
      await page.keyboard.press('Enter');
      await expect(declineButton(page)).toBeFocused();
      await expectVisibleFocus(page, 'banner reopened');
      await page.keyboard.press('Enter');
      await expect(banner(page)).toHaveCount(0);
      expect(await storedConsent(page)).toBe('no');
      await expect(cookieSettings(page)).toBeFocused();
      await expectVisibleFocus(page, 'back on Cookie settings');
    });
  });
}

test.describe('at 1280 px', { tag: '@reduced-motion' }, () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the Products menu: open it and reach a product', async ({ page }) => {
    await gotoReadyWithBanner(page, '/');
    const products = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Products' });
    await pressUntilFocused(page, 'Tab', products, 5);
    await page.keyboard.press('Enter');
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    const link = page.getByRole('banner').getByRole('link', { name: new RegExp(chatbots.name) });
    await pressUntilFocused(page, 'Tab', link, 3);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(new RegExp(`${chatbots.href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(chatbots.headline);
    await expect(products).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page, 'first Tab on the product page');
  });

  test('legal: expand a document and jump to one of its sections', async ({ page }) => {
    await gotoReadyWithBanner(page, '/legal/terms-and-conditions');
    const list = page.getByRole('navigation', { name: legalNavLabel });
    const privacy = getLegalDocument('privacy-policy')!;
    const section = privacy.sections[5]!;
    const toggle = list.locator('summary', { hasText: privacy.title });
    await pressUntilFocused(page, 'Tab', toggle);
    await page.keyboard.press('Enter');
    const link = list.getByRole('link', { name: section.heading });
    await expect(link).toBeVisible();
    await pressUntilFocused(page, 'Tab', link, 6);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(new RegExp(`/legal/privacy-policy#${section.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(privacy.title);
    await expect(page.locator(`#${section.id}`)).toHaveAttribute('data-highlighted', '');
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page, 'first Tab after the jump');
  });
});

test.describe('at 375 px', { tag: '@reduced-motion' }, () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the side menu: open Products and reach a product', async ({ page }) => {
    await gotoReadyWithBanner(page, '/');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await pressUntilFocused(page, 'Tab', menuButton, 4);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await expectVisibleFocus(page, 'side menu opened');
    await pressUntilFocused(page, 'Tab', menu.locator('summary', { hasText: 'Products' }), 2);
    await page.keyboard.press('Enter');
    await pressUntilFocused(page, 'Tab', menu.getByRole('link', { name: chatbots.name }), 3);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(new RegExp(`${chatbots.href}$`));
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expectVisibleFocus(page, 'back on the menu button');
  });

  test('the booking modal: open it from the side menu and close it', async ({ page }) => {
    await gotoReadyWithBanner(page, '/pricing');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    const booking = page.getByRole('dialog', { name: 'Schedule Your Free Consultation' });

    for (const closeWith of ['Maybe Later', 'Escape'] as const) {
      await pressUntilFocused(page, 'Tab', menuButton, 4);
      await page.keyboard.press('Enter');
      await pressUntilFocused(page, 'Tab', menu.getByRole('button', { name: 'Schedule Call' }), 12);
      await page.keyboard.press('Enter');
      await expect(booking).toBeVisible();
      await expect(booking.getByRole('button', { name: 'Close booking modal' })).toBeFocused();
      await expectVisibleFocus(page, 'booking modal opened');
      if (closeWith === 'Escape') {
        await page.keyboard.press('Escape');
      } else {
        await pressUntilFocused(page, 'Tab', booking.getByRole('button', { name: closeWith }), 8);
        await page.keyboard.press('Enter');
      }
      await expect(booking).toBeHidden();
      await expect(menuButton).toBeFocused();
      await expectVisibleFocus(page, `closed with ${closeWith}`);
      // Start the next round from the top of the page again.
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Shift+Tab');
    }
  });

  test(
    'a Tab pressed while the menu opens: Escape still returns focus to its button',
    { tag: '@chromium-only' },
    async ({ page }) => {
      await gotoReadyWithBanner(page, '/pricing');
      const menuButton = page.getByRole('button', { name: 'Open menu' });
      const menu = page.getByRole('dialog', { name: 'Site menu' });
      // The menu opens a frame after the key (the button shows pressed first). On a slow phone's CPU
      // a Tab pressed at once lands in that frame, before the menu takes the focus.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      for (let round = 1; round <= 3; round++) {
        await menuButton.focus();
        await page.keyboard.press('Enter');
        await page.keyboard.press('Tab');
        await expect(menu).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
        await expect(menuButton, `round ${round}`).toBeFocused();
      }
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await expectVisibleFocus(page, 'back on the menu button');
    },
  );

  test('legal: the overlay list, a document and a section', async ({ page }) => {
    await gotoReadyWithBanner(page, '/legal/privacy-policy');
    const open = page.getByRole('button', { name: legalNavLabel, exact: true });
    await pressUntilFocused(page, 'Tab', open, 6);
    await page.keyboard.press('Enter');
    const overlay = page.getByRole('dialog', { name: legalNavLabel });
    await expect(overlay.getByRole('button', { name: 'Close legal documents' })).toBeFocused();
    await expectVisibleFocus(page, 'overlay opened');

    const terms = getLegalDocument('terms-and-conditions')!;
    const section = terms.sections[3]!;
    await pressUntilFocused(page, 'Tab', overlay.locator('summary', { hasText: terms.title }), 2);
    await page.keyboard.press('Enter');
    await pressUntilFocused(page, 'Tab', overlay.getByRole('link', { name: section.heading }), 5);
    await page.keyboard.press('Enter');

    await expect(overlay).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/legal/terms-and-conditions#${section.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(terms.title);
    await expect(page.locator(`#${section.id}`)).toHaveAttribute('data-highlighted', '');
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page, 'first Tab after the jump');
  });
});
