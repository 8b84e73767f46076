import { type Request } from '@playwright/test';
import { expect, test } from './fixtures';

// The default build has no NEXT_PUBLIC_GEO_ENDPOINT: the pricing page must not look anyone up.
// The lookup itself is tested against out-configured/ in pricing.configured.spec.ts.

test('without a geo endpoint the page shows dollar prices at once and makes no lookup', async ({
  page,
}) => {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await page.clock.install();
  await page.goto('/pricing');
  await page.clock.pauseAt(Date.now() + 1000);

  const starter = page.getByRole('article', { name: 'Starter' });
  await expect(starter.getByText('$84', { exact: true }).filter({ visible: true })).toBeVisible();
  await expect(page.getByText('Loading prices...')).toHaveCount(0);
  await page.getByText('Monthly', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  await expect(starter.getByText('$99', { exact: true }).filter({ visible: true })).toBeVisible();

  const origin = new URL(page.url()).origin;
  expect(requests.map((request) => request.url()).filter((url) => !url.startsWith(origin))).toEqual(
    [],
  );
});
