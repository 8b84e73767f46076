import { type Page } from '@playwright/test';
import { agents } from '@/content/home';
import { chosenAlready } from './consent-helpers';
import { expect, test } from './fixtures';

/**
 * No demo box looks empty: the AI reply chat's thread fills its box before it plays, while it
 * plays and without JavaScript (a message not said yet keeps its place as a faint bubble).
 */
const coverage = (page: Page) =>
  page.getByRole('list', { name: 'Conversation' }).evaluate((thread) => {
    const box = thread.parentElement!.getBoundingClientRect();
    const bubbles = [...thread.children].map((bubble) => bubble.getBoundingClientRect().height);
    return bubbles.reduce((sum, height) => sum + height, 0) / box.height;
  });

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the chat fills its box at rest and on every step while it plays', async ({ page }) => {
      await chosenAlready(page);
      await page.clock.install();
      await page.goto('/');
      expect(await coverage(page)).toBeGreaterThan(0.6);
      await page.getByRole('heading', { name: agents.chat.title }).scrollIntoViewIfNeeded();
      for (let step = 0; step < agents.chat.messages.length; step += 1) {
        expect(await coverage(page)).toBeGreaterThan(0.6);
        await page.clock.runFor(2000);
      }
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 900 } });

  test('the chat shows the whole conversation @chromium-only', async ({ page }) => {
    await page.goto('/');
    expect(await coverage(page)).toBeGreaterThan(0.6);
    await expect(
      page.getByRole('list', { name: 'Conversation' }).getByRole('listitem'),
    ).toHaveCount(agents.chat.messages.length);
  });
});
