import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { pageCases } from './pages';

const paths = [...pageCases.map((c) => c.path), '/this-page-does-not-exist'];

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of paths) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}

test('the open Products menu and mobile menu have no axe violations', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Products' })
    .click();
  expect(await axeViolations(page, 'header')).toEqual([]);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  expect(await axeViolations(page, 'dialog')).toEqual([]);
});
