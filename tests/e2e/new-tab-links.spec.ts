import { type Page } from '@playwright/test';
import { home } from '@/content/home';
import { expect, test } from './fixtures';
import { pageCases } from './pages';
import { trackModalListeners } from './trial-endpoint';

/**
 * Every link that opens another browsing context (a new tab) must carry rel="noopener
 * noreferrer", and every frame a title. Counts what was checked, so a test can tell it saw some.
 */
function linksAndFrames(page: Page) {
  return page.evaluate(() => {
    const sameContext = ['', '_self', '_parent', '_top'];
    const newTab = Array.from(
      document.querySelectorAll<HTMLAnchorElement | HTMLAreaElement>('a[target], area[target]'),
    ).filter((link) => !sameContext.includes(link.target.toLowerCase()));
    const frames = Array.from(document.querySelectorAll('iframe'));
    return {
      newTabLinks: newTab.length,
      problems: [
        ...newTab
          .filter(
            (link) => !(link.relList.contains('noopener') && link.relList.contains('noreferrer')),
          )
          .map(
            (link) => `new-tab link without noopener noreferrer: ${link.outerHTML.slice(0, 120)}`,
          ),
        ...frames
          .filter((frame) => !frame.title.trim())
          .map((frame) => `frame without a title: ${frame.outerHTML.slice(0, 120)}`),
      ],
    };
  });
}

for (const path of [...pageCases.map((c) => c.path), '/this-page-does-not-exist']) {
  test(`${path}: new-tab links are noopener noreferrer, frames have titles`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await linksAndFrames(page)).problems).toEqual([]);
  });
}

test('the same holds with the trial, video and booking modals open', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const hostListening = await trackModalListeners(page);
  await page.goto('/');
  await expect.poll(hostListening).toBe(true);

  await page.getByRole('main').getByRole('link', { name: 'Start Free Trial' }).first().click();
  const trial = page.getByRole('dialog', { name: 'Start Your Free Trial' });
  await expect(trial).toBeVisible();
  // The terms and privacy links open in a new tab.
  expect(await linksAndFrames(page)).toEqual({ newTabLinks: 2, problems: [] });
  await page.keyboard.press('Escape');
  await expect(trial).toBeHidden();

  await page.getByRole('button', { name: 'Watch Demo' }).click();
  const video = page.getByRole('dialog', { name: home.video.title });
  await expect(video).toBeVisible();
  expect((await linksAndFrames(page)).problems).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(video).toBeHidden();

  await page.evaluate(() =>
    window.dispatchEvent(new CustomEvent('openBookingModal', { cancelable: true })),
  );
  await expect(page.getByRole('dialog', { name: 'Schedule Your Free Consultation' })).toBeVisible();
  expect((await linksAndFrames(page)).problems).toEqual([]);
});
