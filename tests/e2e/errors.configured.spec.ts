import { errorScreen } from '@/content/error-screen';
import { breakFreeDemoScripts, followFooterDemoLink } from './crash';
import { expect, test } from './fixtures';
import { sentryEvents } from './sentry-events';
import { idleWorkDone, trackIdleWork } from './support/page-work';

test('a render error shows the recovery screen and sends one report to the DSN host', async ({
  page,
  request,
}) => {
  const envelopes: string[] = [];
  await page.route('https://o0.ingest.sentry.io/**', async (route) => {
    envelopes.push(route.request().postData() ?? '');
    await route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
  });
  await breakFreeDemoScripts(page, request);

  await page.goto('/');
  await followFooterDemoLink(page);

  await expect(page.getByRole('heading', { level: 1, name: errorScreen.title })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible(); // the page segment failed, not the shell
  await expect.poll(() => envelopes.length).toBe(1);
  expect(envelopes[0]).toContain('"type":"event"');
  expect(envelopes[0]).toContain('ChunkLoadError');
  expect(envelopes[0]).toContain('"infer_ip":"never"');

  await page.getByRole('link', { name: errorScreen.home }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(errorScreen.title);
  expect(envelopes).toHaveLength(1);
});

test('Sentry loads with the first uncaught error, not with the page', async ({ page }) => {
  const events = await sentryEvents(page);
  const sentryStarted = () => page.evaluate(() => '__SENTRY__' in window);

  await trackIdleWork(page);
  await page.goto('/');
  await idleWorkDone(page); // idle-time loads included: the SDK is not one of them
  expect(await sentryStarted()).toBe(false);

  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error('first uncaught error');
    }),
  );
  await expect.poll(() => events.length).toBe(1);
  expect(JSON.stringify(events[0])).toContain('first uncaught error');
  expect(await sentryStarted()).toBe(true);
});
