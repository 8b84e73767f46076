import { errorScreen } from '@/content/error-screen';
import { sentryEvents } from './sentry-events';
import { expect, test } from './fixtures';

// What the owner and a test see when a page cannot come alive: the loader marks <html> with what
// failed and sends one event to the configured DSN itself, without the Sentry SDK (which is one of
// the scripts that did not run). The loader's other paths are unit-tested (load-failures.test.ts);
// a deploy between the HTML and the description is deploy-skew.spec.ts.

test('a description that cannot be fetched marks the page and is reported once', async ({
  page,
}) => {
  const events = await sentryEvents(page);
  await page.route('**/pricing.txt', (route) => route.abort('failed'));
  // The fixture's page.goto waits for hydration, which never comes here.
  await page.mainFrame().goto('/pricing');
  await expect(page.locator('html')).toHaveAttribute('data-load-failed', 'description');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => events.length).toBe(1);
  expect(events[0]).toMatchObject({
    level: 'error',
    logger: 'page-loader',
    tags: { load_failure: 'description' },
    extra: { address: '/pricing.txt' },
    sdk: { settings: { infer_ip: 'never' } },
  });
  expect(String((events[0]!.request as { url: string }).url)).toMatch(/\/pricing$/);
});

test('a framework script that cannot be loaded marks the page and is reported once', async ({
  page,
}) => {
  const events = await sentryEvents(page);
  const html = await (await page.request.get('/pricing')).text();
  const { scriptsStartedAfterPaint } = await import('../../scripts/build/first-paint-loader.mjs');
  const blocked = scriptsStartedAfterPaint(html).at(-1)!;
  await page.route(`**${blocked}`, (route) => route.abort('failed'));
  await page.mainFrame().goto('/pricing');
  await expect(page.locator('html')).toHaveAttribute('data-load-failed', 'script');
  await expect.poll(() => events.length).toBe(1);
  expect(events[0]).toMatchObject({
    tags: { load_failure: 'script' },
    extra: { address: blocked },
  });
  // The content stays: the page does not turn into the error screen.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: errorScreen.title })).toHaveCount(0);
});
