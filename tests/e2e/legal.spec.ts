import { type Page } from '@playwright/test';
import { getLegalDocument, legalDocuments, legalNavLabel } from '@/content/legal';
import { timings } from '@/content/timings';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { boxAtRest } from './support/page-work';

const terms = getLegalDocument('terms-and-conditions')!;
const privacy = getLegalDocument('privacy-policy')!;
const sideList = (page: Page) => page.getByRole('navigation', { name: legalNavLabel });
/** The document's title in the side list: a native disclosure (`<summary>`). */
const docToggle = (page: Page, title: string) =>
  sideList(page).locator('summary', { hasText: title });
/** How far the section's top is from the 200 px reading offset (sub-pixel rounding allowed). */
const offsetError = (page: Page, id: string) =>
  page.evaluate(
    (sectionId) => Math.abs(document.getElementById(sectionId)!.getBoundingClientRect().top - 200),
    id,
  );

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });

  test('opening a hash puts that section 200 px below the top and highlights it', async ({
    page,
  }) => {
    const section = privacy.sections[7]!;
    await page.goto(`/legal/privacy-policy#${section.id}`);
    await expect.poll(() => offsetError(page, section.id)).toBeLessThanOrEqual(1);
    await expect(page.locator(`#${section.id}`)).toHaveAttribute('data-highlighted', '');
    await expect(sideList(page).getByRole('link', { name: section.heading })).toHaveAttribute(
      'aria-current',
      'location',
    );
    await expect(page.locator(`#${section.id}`)).not.toHaveAttribute('data-highlighted', '', {
      timeout: 3000,
    });
  });

  test('a section link highlights its section until 1 s after it is in place', async ({ page }) => {
    await page.clock.install();
    await page.goto('/legal/terms-and-conditions');
    await page.clock.pauseAt(Date.now() + 1000);
    const section = terms.sections[4]!;
    await sideList(page).getByRole('link', { name: section.heading }).click();
    await expect(page).toHaveURL(new RegExp(`/legal/terms-and-conditions#${section.id}$`));
    const target = page.locator(`#${section.id}`);
    await expect(target).toHaveAttribute('data-highlighted', '');
    await expect.poll(() => offsetError(page, section.id)).toBeLessThanOrEqual(1);
    // The scroll ends once no scroll event has come for legalScrollIdle; then the 1 s runs.
    await page.clock.runFor(timings.legalScrollIdle);
    await expect(target).toHaveAttribute('data-highlighted', '');
    await page.clock.runFor(999);
    await expect(target).toHaveAttribute('data-highlighted', '');
    await page.clock.runFor(1);
    await expect(target).not.toHaveAttribute('data-highlighted');
  });

  test('scrolling updates the address and the current item without adding history', async ({
    page,
  }) => {
    await page.goto('/legal/terms-and-conditions');
    const historyLength = await page.evaluate(() => history.length);
    for (const section of [terms.sections[2]!, terms.sections[6]!, terms.sections[3]!]) {
      await page.evaluate((id) => {
        const top = document.getElementById(id)!.getBoundingClientRect().top + window.scrollY;
        window.scrollTo({ top: top - 150, behavior: 'instant' });
      }, section.id);
      await expect(page).toHaveURL(new RegExp(`#${section.id}$`));
      await expect(sideList(page).getByRole('link', { name: section.heading })).toHaveAttribute(
        'aria-current',
        'location',
      );
    }
    await expect(sideList(page).locator('[aria-current="location"]')).toHaveCount(1);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    // Back above the first section, the address loses its hash.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(page).toHaveURL(/\/legal\/terms-and-conditions$/);
    await expect(sideList(page).locator('[aria-current="location"]')).toHaveCount(0);
  });

  test('clicking a document toggles its section links', async ({ page }) => {
    await page.goto('/legal/refund-policy');
    const list = sideList(page);
    const refundLink = list.getByRole('link', {
      name: getLegalDocument('refund-policy')!.sections[0]!.heading,
    });
    const privacyLink = list.getByRole('link', { name: privacy.sections[0]!.heading });
    // The open document starts expanded, the others collapsed.
    await expect(refundLink).toBeVisible();
    await expect(privacyLink).toBeHidden();

    await docToggle(page, 'Privacy Policy').click();
    await expect(privacyLink).toBeVisible();
    await docToggle(page, 'Privacy Policy').click();
    await expect(privacyLink).toBeHidden();

    // Keyboard: the document titles are native disclosure buttons.
    await docToggle(page, 'Refund Policy').focus();
    await page.keyboard.press('Enter');
    await expect(refundLink).toBeHidden();
    await page.keyboard.press('Space');
    await expect(refundLink).toBeVisible();
  });

  test('a section link of another document opens that document at the section', async ({
    page,
  }) => {
    await page.goto('/legal/cookies-policy');
    const section = privacy.sections[5]!;
    await docToggle(page, 'Privacy Policy').click();
    await sideList(page).getByRole('link', { name: section.heading }).click();
    await expect(page).toHaveURL(new RegExp(`/legal/privacy-policy#${section.id}$`));
    await expect(page.locator(`#${section.id}`)).toHaveAttribute('data-highlighted', '');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(privacy.title);
    await expect.poll(() => offsetError(page, section.id)).toBeLessThanOrEqual(1);
  });

  for (const doc of legalDocuments) {
    test(
      `${doc.title} has no axe violations with its list expanded`,
      { tag: '@engine-neutral' },
      async ({ page }) => {
        await page.goto(`/legal/${doc.id}#${doc.sections[1]!.id}`);
        for (const other of legalDocuments.filter((d) => d.id !== doc.id)) {
          await docToggle(page, other.title).click();
        }
        expect(await axeViolations(page)).toEqual([]);
      },
    );
  }
});

test.describe('with smooth scrolling', () => {
  test.use({ viewport: { width: 1280, height: 900 }, reducedMotion: 'no-preference' });

  test('the spy does not rewrite the address while the page glides to a hash', async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { replacedUrls: seen });
      const original = history.replaceState.bind(history);
      history.replaceState = (state, unused, url) => {
        if (url !== undefined && url !== null) seen.push(String(url));
        original(state, unused, url);
      };
    });
    const section = terms.sections[10]!;
    await page.goto(`/legal/terms-and-conditions#${section.id}`);
    await expect.poll(() => offsetError(page, section.id)).toBeLessThanOrEqual(1);
    await expect(page.locator(`#${section.id}`)).not.toHaveAttribute('data-highlighted', '', {
      timeout: 4000,
    });
    await expect(page).toHaveURL(new RegExp(`#${section.id}$`));
    const replaced = await page.evaluate(
      () => (window as unknown as { replacedUrls: string[] }).replacedUrls,
    );
    expect(replaced.filter((url) => url.includes('#') && !url.endsWith(`#${section.id}`))).toEqual(
      [],
    );
  });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 375, height: 740 }, reducedMotion: 'reduce' });

  test('the document list is an overlay from the left edge: Escape, the backdrop and a section link close it', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/legal/privacy-policy');
    await expect(sideList(page)).toBeHidden();
    const open = page.getByRole('button', { name: legalNavLabel, exact: true });
    await open.click();
    const overlay = page.getByRole('dialog', { name: legalNavLabel });
    await expect(overlay).toBeVisible();
    await expect(overlay.getByRole('button', { name: 'Close legal documents' })).toBeFocused();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    // A sheet the window's full height, against its left edge.
    expect(await boxAtRest(overlay)).toMatchObject({ x: 0, y: 0, height: 740 });
    expect(await axeViolations(page, 'dialog')).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
    await expect(open).toBeFocused();
    await expect(open).toHaveAttribute('aria-expanded', 'false');

    await open.click();
    await expect(overlay).toBeVisible();
    await page.mouse.click(365, 400);
    await expect(overlay).toBeHidden();

    await open.click();
    // The highlight lasts 1 s after the scroll ends; a paused clock keeps it on while the checks
    // below run, however slow the machine (the timing itself is the desktop test's subject).
    await page.clock.pauseAt(Date.now() + 1000);
    const section = privacy.sections[6]!;
    await overlay.getByRole('link', { name: section.heading }).click();
    await expect(overlay).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`#${section.id}$`));
    await expect.poll(() => offsetError(page, section.id)).toBeLessThanOrEqual(1);
    await expect(page.locator(`#${section.id}`)).toHaveAttribute('data-highlighted', '');
  });
});
