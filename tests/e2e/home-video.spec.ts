import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { home } from '@/content/home';
import { axeViolations } from './axe';
import { banner } from './consent-helpers';
import { expect, test } from './fixtures';
import { idleWorkDone, trackIdleWork } from './support/page-work';

const dialog = (page: Page) => page.getByRole('dialog', { name: home.video.title });

const { bundled } = home.video;
/** The first cue's text, from the captions file the site serves (the recorder writes it). */
const firstCue = readFileSync(path.resolve('public', `.${bundled.captions}`), 'utf8')
  .split(/\n\n+/)
  .find((block) => block.includes('-->'))!
  .split('\n')
  .slice(1)
  .join('\n');
/** The rendition each width plays, and its size. */
const renditions = {
  375: { src: bundled.portrait.src, size: [1080, 1800] },
  1280: { src: bundled.src, size: [1920, 1080] },
};

for (const width of [375, 1280] as const) {
  test(`at ${width} px the video modal loads on first open, plays the bundled video and closes`, async ({
    page,
  }) => {
    // Two full-page axe runs over the longest page of the site.
    test.setTimeout(90_000);
    // A phone's screen, or a laptop's.
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await trackIdleWork(page);
    await page.goto('/');
    // What the page fetches on its own (the typeface's loader once idle, the cookie banner after
    // its delay) is not the video's: only the player, fetched when its dialog first opens, comes
    // after this count.
    await idleWorkDone(page);
    await expect(banner(page)).toBeVisible();
    const before = scripts.length;
    await expect(page.locator('dialog video')).toHaveCount(0);

    const watch = page.getByRole('button', { name: 'Watch Demo' });
    await watch.click();
    await expect(dialog(page)).toBeVisible();
    expect(scripts.length).toBeGreaterThan(before);

    const video = dialog(page).locator('video');
    await expect(video).toHaveAttribute('controls', '');
    await expect(video).toHaveAttribute('controlslist', 'nodownload');
    expect(await video.evaluate((v: HTMLVideoElement) => v.autoplay)).toBe(true);
    // The rendition for the width, whole: 3:5 on a phone, 16:9 from 640 px.
    const size = await video.evaluate(
      (v: HTMLVideoElement) =>
        new Promise<number[]>((resolve) => {
          const read = () => resolve([v.videoWidth, v.videoHeight]);
          if (v.readyState > 0) read();
          else v.addEventListener('loadedmetadata', read, { once: true });
        }),
    );
    const rendition = renditions[width];
    expect(size).toEqual(rendition.size);
    expect(new URL(await video.evaluate((v: HTMLVideoElement) => v.currentSrc)).pathname).toBe(
      rendition.src,
    );
    if (width === 375) {
      // On a phone the picture takes (nearly) the dialog's whole width, its padding too, so the
      // recorded window's text is drawn at close to its size on the page; a document's first
      // page is drawn in the platform's face, whose title may take two lines.
      const dialogWidth = (await dialog(page).boundingBox())!.width;
      expect((await video.boundingBox())!.width).toBeGreaterThan(dialogWidth * 0.9);
    }
    // Captions are drawn by the page under the picture, never by the browser over it.
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 5_000 })
      .toBeGreaterThan(0);
    const caption = dialog(page).getByText(firstCue, { exact: true });
    await expect(caption).toBeVisible({ timeout: 5_000 });
    const videoBox = (await video.boundingBox())!;
    const captionBox = (await caption.boundingBox())!;
    expect(captionBox.y).toBeGreaterThanOrEqual(videoBox.y + videoBox.height);
    // The title, the picture and the caption line are in the screen together.
    const titleBox = (await dialog(page).getByRole('heading').first().boundingBox())!;
    expect(titleBox.y).toBeGreaterThanOrEqual(0);
    expect(captionBox.y + captionBox.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    expect(await video.evaluate((v: HTMLVideoElement) => v.textTracks[0]?.mode)).toBe('hidden');
    const menuBlocked = await video.evaluate((v) => {
      const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
      v.dispatchEvent(event);
      return event.defaultPrevented;
    });
    expect(menuBlocked).toBe(true);
    // The way to the video without the player stays out of sight while the player is there.
    const late = dialog(page).getByRole('link', {
      name: home.video.openVideo,
      includeHidden: true,
    });
    await expect(late).toBeHidden();
    expect(await late.evaluate((link) => getComputedStyle(link.parentElement!).display)).toBe(
      'none',
    );
    for (const name of [home.video.scheduleLiveDemo, 'Start Free Trial']) {
      await expect(dialog(page).getByRole('link', { name })).toHaveAttribute('href', '/free-demo');
    }
    expect(await axeViolations(page)).toEqual([]);

    await dialog(page).getByRole('button', { name: home.video.closeLabel }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(watch).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);

    // Reopening reuses the loaded code; the backdrop closes it too.
    const loaded = scripts.length;
    await watch.click();
    await expect(dialog(page)).toBeVisible();
    await expect(video).toBeVisible();
    expect(scripts.length).toBe(loaded);
    await page.mouse.click(3, 3);
    await expect(dialog(page)).toBeHidden();
  });
}

test('with its player’s code blocked, the dialog offers the video on its own', async ({ page }) => {
  await trackIdleWork(page);
  await page.goto('/');
  await idleWorkDone(page);
  // From here on no script arrives: the player's chunk, fetched at the opening, is the one lost.
  await page.route('**/_next/static/**/*.js', (route) => route.abort('blockedbyclient'));
  await page.getByRole('button', { name: 'Watch Demo' }).click();
  await expect(dialog(page)).toBeVisible();
  const late = dialog(page).getByRole('link', { name: home.video.openVideo });
  // Out of sight while a player may still come (videoPlayerFallback), then in the picture's place.
  await expect(late).toBeHidden();
  await expect(late).toBeVisible({ timeout: 10_000 });
  await expect(dialog(page).getByText(home.video.playerLate)).toBeVisible();
  await expect(dialog(page).locator('video')).toHaveCount(0);
  await expect(late).toHaveAttribute('href', home.video.bundled.src);
  await expect(late).toHaveAttribute('target', '_blank');
  expect(await axeViolations(page, 'dialog')).toEqual([]);
});

test('"Schedule Live Demo" goes to /free-demo', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Watch Demo' }).click();
  await dialog(page).getByRole('link', { name: home.video.scheduleLiveDemo }).click();
  await expect(page).toHaveURL(/\/free-demo$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('"Watch Demo" is a plain link to the video', async ({ page }) => {
    await page.goto('/');
    const hero = page.getByRole('main').locator('section').first();
    await expect(hero.getByRole('link', { name: 'Watch Demo' })).toHaveAttribute(
      'href',
      home.video.bundled.src,
    );
    await expect(hero.getByRole('button', { name: 'Watch Demo' })).toBeHidden();
  });
});
