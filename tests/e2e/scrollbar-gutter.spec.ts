import { type Page } from '@playwright/test';
import { chromiumArgs, testChromiumPath } from '../../scripts/lib/chromium.mjs';
import { expect, test } from './fixtures';
import { boxAtRest } from './support/page-work';
import { gotoReady, trialDialog, trialOpener } from './support/trial-form';

// Headless Chromium hides scrollbars unless told otherwise; a desktop browser on Windows or Linux
// gives them room. This file shows them, so the page can be narrowed by one.
test.use({
  viewport: { width: 1280, height: 800 },
  launchOptions: {
    executablePath: testChromiumPath,
    args: chromiumArgs,
    ignoreDefaultArgs: ['--hide-scrollbars'],
  },
});

/** Where the header's logo starts: it moves sideways whenever the page's width changes. */
const logoLeft = async (page: Page) =>
  (await page.getByRole('banner').getByRole('link', { name: 'Kyrelo home' }).boundingBox())!.x;

test('a scrollbar taking room never moves the page sideways', async ({ page }) => {
  await gotoReady(page, '/features');
  const scrollbar = await page.evaluate(
    () => window.innerWidth - document.documentElement.clientWidth,
  );
  expect(scrollbar, 'the scrollbar takes room in this browser').toBeGreaterThan(0);
  const left = await logoLeft(page);

  // Behind an open modal the page stops scrolling and its scrollbar goes.
  await trialOpener(page).click();
  const dialog = trialDialog(page);
  await expect(dialog).toBeVisible();
  expect(await logoLeft(page)).toBe(left);
  // The room kept for the scrollbar takes the veil's tint: beside it the veil lies over white.
  const pixel = async (x: number) =>
    (await page.screenshot({ clip: { x, y: 450, width: 1, height: 1 } })).toString('base64');
  expect(await pixel(1280 - scrollbar / 2)).toBe(await pixel(1280 - scrollbar - 20));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A page painted before enough of it has been parsed to scroll has no scrollbar yet.
  await page.evaluate(() => {
    for (const part of document.querySelectorAll<HTMLElement>('main, footer')) part.hidden = true;
  });
  expect(
    await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight),
  ).toBe(true);
  expect(await logoLeft(page)).toBe(left);
});

test.describe('a side sheet', () => {
  test.use({ viewport: { width: 700, height: 800 } });

  test('reaches the edge of the window, with no room left for the scrollbar', async ({ page }) => {
    await page.goto('/features');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Site menu' });
    await expect(sheet).toBeVisible();
    const box = (await boxAtRest(sheet))!;
    expect(box.x + box.width).toBe(700);
  });
});
