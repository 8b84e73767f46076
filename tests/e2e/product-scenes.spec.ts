import { type Page } from '@playwright/test';
import { type ProductScene, productScenes, sceneBands } from '@/content/products/scenes';
import { routes } from '@/content/routes';
import { timings } from '@/content/timings';
import { waitForHydration } from './consent-helpers';
import { expect, test } from './fixtures';
import { expectNoViolations, watchPolicy } from './policy-watch';

/** The words a scene shows, kind by kind: what must be in the HTML before any script runs. */
function sceneTexts(scene: ProductScene): string[] {
  switch (scene.kind) {
    case 'chat':
      return [...scene.messages.map((message) => message.text), scene.outcome];
    case 'sequence':
      return [...scene.emails.map((email) => email.subject), scene.outcome];
    case 'workflow':
      return [scene.trigger, ...scene.steps.map((step) => step.text), scene.outcome];
    case 'invoice':
      return [scene.number, scene.client, ...scene.events];
    case 'pipeline':
      return [
        scene.deal.notes.at(-1) ?? scene.deal.who,
        ...scene.columns.map((column) => column.name),
      ];
    case 'ivr':
      return [scene.badge, scene.greeting, ...scene.options.map((option) => option.label)];
  }
}

const pages = [
  ...Object.entries(productScenes).map(([slug, scene]) => ({
    path: routes.product(slug as keyof typeof productScenes),
    scene,
  })),
  // The pages that sell every product show one scene each.
  { path: routes.products, scene: productScenes[sceneBands.index.product] },
  { path: routes.features, scene: productScenes[sceneBands.features.product] },
];
const chat = productScenes['ai-chatbots'];
const figure = (page: Page, scene: ProductScene) =>
  page.getByRole('figure', { name: scene.caption });
const stage = (page: Page, scene: ProductScene) =>
  figure(page, scene).locator('[data-scene-state]');

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every product page, /products and /features show a finished scene, named by its caption', async ({
    page,
  }) => {
    for (const { path, scene } of pages) {
      await page.goto(path);
      await expect(figure(page, scene), path).toBeVisible();
      for (const text of sceneTexts(scene)) {
        await expect(figure(page, scene).getByText(text, { exact: true }), path).toBeVisible();
      }
    }
  });
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the scene is still and finished, and motion never loads', async ({ page }) => {
    await page.goto(routes.product('ai-chatbots'));
    await waitForHydration(page);
    await figure(page, chat).scrollIntoViewIfNeeded();
    await expect(stage(page, chat)).toHaveAttribute('data-scene-state', 'static');
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
    for (const text of sceneTexts(chat)) {
      const shown = figure(page, chat).getByText(text, { exact: true });
      await expect(shown).toBeVisible();
      await expect(shown).toHaveCSS('opacity', '1');
      await expect(shown).not.toHaveAttribute('style');
    }
  });
});

test('the scene plays on screen, holds off screen and resumes, without a policy violation', async ({
  page,
}) => {
  const watch = await watchPolicy(page);
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto(routes.product('ai-chatbots'));
  await waitForHydration(page);
  const current = stage(page, chat);

  await figure(page, chat).scrollIntoViewIfNeeded();
  await expect(current).toHaveAttribute('data-scene-state', 'playing');
  await expect(current).toHaveAttribute('data-scene-step', '0');
  await page.clock.runFor(timings.sceneBeat);
  await expect(current).toHaveAttribute('data-scene-step', '1');

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(current).toHaveAttribute('data-scene-state', 'held');
  await page.clock.runFor(timings.sceneBeat * 4);
  await expect(current).toHaveAttribute('data-scene-step', '1');

  await figure(page, chat).scrollIntoViewIfNeeded();
  await expect(current).toHaveAttribute('data-scene-state', 'playing');
  await page.clock.runFor(timings.sceneBeat);
  await expect(current).toHaveAttribute('data-scene-step', '2');
  await page.clock.runFor(timings.sceneBeat * 4);
  await expect(current).toHaveAttribute('data-scene-state', 'done');
  expectNoViolations(watch);
});
