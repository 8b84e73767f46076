import { errorScreen } from '@/content/error-screen';
import { axeViolations } from './axe';
import { breakFreeDemoScripts, followFooterDemoLink } from './crash';
import { expect, test } from './fixtures';
import { routedSoFar } from './support/page-work';

test('a render error shows the recovery screen; with no DSN nothing is reported', async ({
  page,
  request,
  externalRequests,
}) => {
  await breakFreeDemoScripts(page, request);
  await page.goto('/');
  await followFooterDemoLink(page);

  await expect(page.getByRole('heading', { level: 1, name: errorScreen.title })).toBeVisible();
  await expect(page.getByText(errorScreen.description)).toBeVisible();
  await expect(page.getByRole('link', { name: errorScreen.home })).toHaveAttribute('href', '/');
  expect(await axeViolations(page)).toEqual([]);
  await routedSoFar(page);
  expect(externalRequests).toEqual([]);

  // "Try again" loads the page afresh, so it works once the scripts load again.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.getByRole('button', { name: errorScreen.retry }).click();
  await expect(page).toHaveURL(/\/free-demo$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(errorScreen.title);
});
