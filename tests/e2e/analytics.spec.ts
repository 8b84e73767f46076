import { acceptButton, deviceStorage, nothingStored } from './consent-helpers';
import { expect, test } from './fixtures';

/** Strings only the posthog-js and Sentry SDK bundles contain. */
const SDK_MARKERS = ['[PostHog.js]', 'sentry_key'];

test('posthog-js and Sentry are in no first-load script', async ({ request }) => {
  for (const path of ['/', '/pricing', '/free-demo', '/legal/cookies-policy']) {
    const html = await (await request.get(path)).text();
    const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"/g)].map(([, src]) => src!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const code = await (await request.get(src)).text();
      for (const marker of SDK_MARKERS) expect(code, `${path}: ${src}`).not.toContain(marker);
    }
  }
});

test('with no analytics key configured, accepting sends nothing anywhere', async ({
  page,
  externalRequests,
}) => {
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
  await page.waitForLoadState('networkidle');
  expect(externalRequests).toEqual([]);
  expect(await deviceStorage(page)).toEqual(nothingStored);
});
