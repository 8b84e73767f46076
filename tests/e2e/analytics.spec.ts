import { acceptButton, deviceStorage, nothingStored } from './consent-helpers';
import { expect, test } from './fixtures';
import { idleWorkDone, routedSoFar, trackIdleWork } from './support/page-work';

test('with no analytics key configured, accepting sends nothing anywhere', async ({
  page,
  externalRequests,
}) => {
  await trackIdleWork(page);
  await page.clock.install();
  await page.goto('/');
  await page.clock.runFor(3000);
  await acceptButton(page).click();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Features' })
    .click();
  await expect(page).toHaveURL(/\/features$/);
  await page.clock.runFor(5000); // well past every idle callback and PostHog's batch interval
  await idleWorkDone(page);
  await routedSoFar(page);
  expect(externalRequests).toEqual([]);
  expect(await deviceStorage(page)).toEqual(nothingStored);
});
