import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { boxAtRest } from './support/page-work';

const productsButton = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Products' });

/** After `clock.install()` time still flows; pause it once the page is ready so only runFor moves it. */
async function pauseClock(page: Page) {
  await page.clock.pauseAt(Date.now() + 1000);
}

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows the site navigation and marks the active route', async ({ page }) => {
    await page.goto('/features');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Features', 'Pricing', 'About', 'Book a Demo']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Features' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await page.getByRole('banner').getByRole('link', { name: 'Kyrelo home' }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  test('the Products menu opens on hover and closes 150 ms after the pointer leaves', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/features');
    await pauseClock(page);
    const button = productsButton(page);
    await button.hover();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.getByRole('banner').getByRole('link', { name: /WhatsApp Marketing/ }),
    ).toBeVisible();

    await page.mouse.move(640, 600);
    await page.clock.runFor(140);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.clock.runFor(20);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(
      page.getByRole('banner').getByRole('link', { name: /WhatsApp Marketing/ }),
    ).toBeHidden();
  });

  test('the Products menu lists six products, marks the coming-soon one and links to all', async ({
    page,
  }) => {
    await page.goto('/');
    await productsButton(page).click();
    const panel = page.locator(`#${await productsButton(page).getAttribute('aria-controls')}`);
    await expect(panel.getByRole('listitem')).toHaveCount(6);
    await expect(panel.getByRole('link', { name: /Voice Solutions/ })).toHaveCount(0);
    await expect(panel.getByText('Soon', { exact: true })).toBeVisible();
    await panel.getByRole('link', { name: 'View All Products' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(productsButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Seven Products. One AI-Native Platform.',
    );
  });

  test('a click outside closes the Products menu', async ({ page }) => {
    await page.goto('/pricing');
    await productsButton(page).click();
    await expect(productsButton(page)).toHaveAttribute('aria-expanded', 'true');
    // A click on the page below the open panel.
    await page.mouse.click(20, 700);
    await expect(productsButton(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('the Products menu works from the keyboard and Escape returns focus', async ({ page }) => {
    await page.goto('/aboutus');
    await productsButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(productsButton(page)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('banner').getByRole('link', { name: /WhatsApp Marketing/ }),
    ).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(productsButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(productsButton(page)).toBeFocused();

    // Space toggles too, and tabbing past the panel closes it.
    await page.keyboard.press('Space');
    await expect(productsButton(page)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(productsButton(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('focus is visible on header controls', async ({ page }) => {
    await page.goto('/');
    await productsButton(page).focus();
    await page.keyboard.press('Shift+Tab');
    const home = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' });
    await expect(home).toBeFocused();
    const outline = await home.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).toBe('solid');
  });

  test('the scroll-progress bar follows the page and navigation returns to the top', async ({
    page,
  }) => {
    await page.goto('/aboutus');
    const bar = page.getByTestId('scroll-progress');
    await expect(bar).toHaveAttribute('data-progress', '0');
    // The page can still grow once scrolled (a section drawn as it comes near, the cookie banner's
    // reserved space), so the scroll to the bottom is repeated until the bar reads 100.
    await expect(async () => {
      await page.evaluate(() =>
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
      );
      await expect(bar).toHaveAttribute('data-progress', '100', { timeout: 500 });
    }).toPass();

    await page.getByRole('contentinfo').getByRole('link', { name: 'Features' }).click();
    await expect(page).toHaveURL(/\/features$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('header at 480 px', () => {
  test.use({ viewport: { width: 480, height: 800 } });

  test('its "Start Free Trial" shows a ring for the 300 ms before the trial modal', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/pricing');
    await pauseClock(page);
    const opener = page.getByRole('banner').getByRole('button', { name: 'Start Free Trial' });
    /** The turning ring the runtime's pending mark draws after the label (app/globals.css). */
    const ring = () => opener.evaluate((button) => getComputedStyle(button, '::after').content);
    expect(await ring()).toBe('none');
    await opener.click();
    // The press is answered within its own frame, though the modal waits for the header delay.
    await expect.poll(ring).toBe('""');
    const dialog = page.getByRole('dialog', { name: 'Start Your Free Trial' });
    await page.clock.runFor(299);
    await expect(dialog).toBeHidden();
    await page.clock.runFor(1);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('First name')).toBeFocused();
    expect(await ring()).toBe('none');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe('mobile header', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the side menu: from the right edge, its items, Escape and navigation close it', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const open = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await open.click();
    await expect(menu).toBeVisible();
    // A sheet the window's full height, against its right edge.
    const box = await boxAtRest(menu);
    expect(box).toMatchObject({ y: 0, height: 740 });
    expect(box!.x + box!.width).toBeCloseTo(375, 0);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    for (const name of ['Home', 'Features', 'Pricing', 'About']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    // The modal openers are buttons (invoker commands); their links to /free-demo stand in for
    // them only with scripts off.
    for (const name of ['Schedule Call', 'Start Free Trial', 'Schedule Demo']) {
      await expect(menu.getByRole('button', { name, exact: true })).toBeVisible();
      await expect(menu.getByRole('link', { name, exact: true })).toHaveCount(0);
    }
    await menu.getByText('Products', { exact: true }).click();
    await expect(menu.getByRole('link', { name: 'AI Chatbots' })).toBeVisible();

    await menu.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(menu).toBeHidden();
  });

  test('"Schedule Call" closes the menu at once, the booking modal opens after the delay', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    await pauseClock(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await menu.getByRole('button', { name: 'Schedule Call' }).click();
    await expect(menu).toBeHidden();
    const booking = page.getByRole('dialog', { name: 'Schedule Your Free Consultation' });
    await page.clock.runFor(299);
    await expect(booking).toBeHidden();
    await page.clock.runFor(1);
    await expect(booking).toBeVisible();
    await expect(page).toHaveURL(/:\d+\/$/);
  });

  test('"Start Free Trial" in the menu opens the trial modal, not the booking one', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/features');
    await pauseClock(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('dialog', { name: 'Site menu' })
      .getByRole('button', { name: 'Start Free Trial' })
      .click();
    await page.clock.runFor(300);
    await expect(page.getByRole('dialog', { name: 'Start Your Free Trial' })).toBeVisible();
    await expect(
      page.getByRole('dialog', { name: 'Schedule Your Free Consultation' }),
    ).toBeHidden();
  });

  test.describe('without JavaScript (no dialog runtime)', { tag: '@chromium-only' }, () => {
    test.use({ javaScriptEnabled: false });

    test('a trial button still leads to the booking page', async ({ page }) => {
      await page.goto('/features');
      // The opener button needs the dialogs' runtime, so without scripts its link twin shows.
      await expect(
        page.getByRole('main').getByRole('button', { name: 'Start Free Trial' }),
      ).toHaveCount(0);
      await page.getByRole('main').getByRole('link', { name: 'Start Free Trial' }).first().click();
      await expect(page).toHaveURL(/\/free-demo$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Schedule Your Free Consultation',
      );
    });
  });

  test('the footer shows the legal links under "Quick Links"', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Quick Links' })).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'Legal', exact: true })).toBeHidden();
    await expect(footer.getByRole('navigation', { name: 'Legal' }).getByRole('link')).toHaveCount(
      4,
    );
  });
});
