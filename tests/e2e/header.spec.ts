import { type Page } from '@playwright/test';
import { modalEvents } from '@/lib/modal-events';
import { expect, test } from './fixtures';
import { boxAtRest } from './support/page-work';

const productsButton = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Products' });

/** Records the modal events the page raises, acting as the modal host would (preventDefault). */
async function recordModalEvents(page: Page) {
  await page.addInitScript((names: string[]) => {
    const seen: string[] = [];
    Object.assign(window, { modalEventsSeen: seen });
    for (const name of names) {
      window.addEventListener(name, (event) => {
        event.preventDefault();
        seen.push(name);
      });
    }
  }, Object.values(modalEvents));
  return () =>
    page.evaluate(() => (window as unknown as { modalEventsSeen: string[] }).modalEventsSeen);
}

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
    for (const name of [
      'Home',
      'Features',
      'Pricing',
      'About',
      'Schedule Call',
      'Start Free Trial',
      'Schedule Demo',
    ]) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await menu.getByText('Products', { exact: true }).click();
    await expect(menu.getByRole('link', { name: 'AI Chatbots' })).toBeVisible();

    await menu.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(menu).toBeHidden();
  });

  test('"Schedule Call" raises the booking event after the header delay and closes the menu', async ({
    page,
  }) => {
    const seen = await recordModalEvents(page);
    await page.clock.install();
    await page.goto('/');
    await pauseClock(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await menu.getByRole('link', { name: 'Schedule Call' }).click();
    await expect(menu).toBeHidden();
    await page.clock.runFor(299);
    expect(await seen()).toEqual([]);
    await page.clock.runFor(1);
    expect(await seen()).toEqual([modalEvents.booking]);
    await expect(page).toHaveURL(/:\d+\/$/);
  });

  test('"Start Free Trial" raises openTrailModal', async ({ page }) => {
    const seen = await recordModalEvents(page);
    await page.clock.install();
    await page.goto('/features');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('dialog', { name: 'Site menu' })
      .getByRole('link', { name: 'Start Free Trial' })
      .click();
    await page.clock.runFor(300);
    expect(await seen()).toEqual(['openTrailModal']);
  });

  test.describe('without JavaScript (no modal host)', { tag: '@chromium-only' }, () => {
    test.use({ javaScriptEnabled: false });

    test('a trial button still leads to the booking page', async ({ page }) => {
      await page.goto('/features');
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
