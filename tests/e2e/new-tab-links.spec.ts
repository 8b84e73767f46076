import { home } from '@/content/home';
import { dialogIds } from '@/lib/modal-events';
import { expect, test } from './fixtures';
import { linksAndFrames } from './page-checks';
import { trackModalListeners } from './trial-endpoint';

// Every page's own links and frames: every-page.spec.ts. Here, the modals'.
test('new-tab links are noopener noreferrer, frames titled, in the trial, video and booking modals', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const hostListening = await trackModalListeners(page);
  await page.goto('/');
  await expect.poll(hostListening).toBe(true);

  await page.getByRole('main').getByRole('button', { name: 'Start Free Trial' }).first().click();
  const trial = page.getByRole('dialog', { name: 'Start Your Free Trial' });
  await expect(trial).toBeVisible();
  // The terms and privacy links open in a new tab.
  expect(await linksAndFrames(page, `#${dialogIds.trial}`)).toEqual({
    newTabLinks: 2,
    problems: [],
  });
  await page.keyboard.press('Escape');
  await expect(trial).toBeHidden();

  await page.getByRole('button', { name: 'Watch Demo' }).click();
  const video = page.getByRole('dialog', { name: home.video.title });
  await expect(video).toBeVisible();
  // The link to the video on its own, shown if the player is late, opens in a new tab.
  expect(await linksAndFrames(page, `#${dialogIds.video}`)).toEqual({
    newTabLinks: 1,
    problems: [],
  });
  expect((await linksAndFrames(page)).problems).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(video).toBeHidden();

  await page.evaluate(() =>
    window.dispatchEvent(new CustomEvent('openBookingModal', { cancelable: true })),
  );
  await expect(page.getByRole('dialog', { name: 'Schedule Your Free Consultation' })).toBeVisible();
  expect((await linksAndFrames(page)).problems).toEqual([]);
});
