import { type Locator } from '@playwright/test';
import { aboutPage } from '@/content/about';
import { testimonials } from '@/content/home/stories';
import { trial } from '@/content/trial';
import { initialsOf } from '@/components/ui/avatar';
import { expect, test } from './fixtures';
import { gotoReady, trialOpener } from './support/trial-form';

const PHOTO_HOST = 'https://randomuser.me/**';

const photoSections = [
  { path: '/', region: testimonials.heading.title, names: testimonials.items.map((i) => i.name) },
  {
    path: '/aboutus',
    region: aboutPage.leadersHeading.title,
    names: aboutPage.leaders.map((m) => m.name),
  },
];

/**
 * Images the browser gave up on (Chromium paints its broken-image icon in them) that nothing
 * covers: a broken image must draw an opaque layer with the initials over its whole box.
 */
function uncoveredBrokenImages(scope: Locator) {
  return scope.evaluate((root) =>
    Array.from(root.querySelectorAll('img'))
      .filter((image) => image.complete && image.naturalWidth === 0)
      .filter((image) => image.getBoundingClientRect().width > 0)
      .filter((image) => {
        const cover = getComputedStyle(image, '::after');
        const box = image.getBoundingClientRect();
        const covers =
          cover.position === 'absolute' &&
          parseFloat(cover.width) >= box.width &&
          parseFloat(cover.height) >= box.height &&
          cover.backgroundImage !== 'none' &&
          cover.content === `"${image.dataset.initials ?? ''}"` &&
          Boolean(image.dataset.initials);
        return !covers;
      })
      .map((image) => image.outerHTML.slice(0, 100)),
  );
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`photo host unreachable, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    for (const { path, region, names } of photoSections) {
      test(`${path}: "${region}" shows initials and no broken image`, async ({ page }) => {
        const photoRequests: string[] = [];
        await page.route(PHOTO_HOST, (route) => {
          photoRequests.push(route.request().url());
          return route.abort('connectionrefused');
        });
        await page.goto(path);
        const section = page.getByRole('region', { name: region });
        await section.scrollIntoViewIfNeeded();
        await expect.poll(() => photoRequests.length).toBeGreaterThan(0);
        await page.waitForLoadState('load');
        // Lazy images start loading once on screen; wait until each has given up.
        await expect
          .poll(() =>
            section
              .locator('img')
              .evaluateAll((images) =>
                images.every((image) => (image as HTMLImageElement).complete),
              ),
          )
          .toBe(true);
        expect(await uncoveredBrokenImages(section)).toEqual([]);
        for (const name of names) {
          await expect(section.getByText(initialsOf(name), { exact: true })).toBeVisible();
        }
      });
    }
  });
}

test.describe('trial modal on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 640 } });

  test('scrolling the form never puts the close button over a field', async ({ page }) => {
    await gotoReady(page, '/features');
    await trialOpener(page).click();
    const dialog = page.getByRole('dialog', { name: trial.title });
    await expect(dialog).toBeVisible();
    const close = dialog.getByRole('button', { name: trial.closeLabel });
    const firstName = dialog.getByLabel(trial.fields.firstName.label);

    /** The part of the field its scrolling box still shows, against the close button's box. */
    const closeHandle = await close.elementHandle();
    const overlap = () =>
      firstName.evaluate((field, button) => {
        let visible = field.getBoundingClientRect();
        for (let box = field.parentElement; box; box = box.parentElement) {
          const { overflowY } = getComputedStyle(box);
          if (overflowY === 'visible') continue;
          const clip = box.getBoundingClientRect();
          const top = Math.max(visible.top, clip.top);
          const bottom = Math.min(visible.bottom, clip.bottom);
          visible = new DOMRect(visible.left, top, visible.width, Math.max(0, bottom - top));
        }
        const b = button!.getBoundingClientRect();
        const width = Math.min(visible.right, b.right) - Math.max(visible.left, b.left);
        const height = Math.min(visible.bottom, b.bottom) - Math.max(visible.top, b.top);
        return width > 0 && height > 0 ? width * height : 0;
      }, closeHandle);

    await firstName.hover();
    for (let step = 0; step < 12; step += 1) {
      expect(await overlap(), `after scrolling ${step * 25} px`).toBe(0);
      await page.mouse.wheel(0, 25);
      await expect.poll(overlap).toBe(0);
    }
  });
});
