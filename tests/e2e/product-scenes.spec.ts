import { type Locator, type Page } from '@playwright/test';
import {
  featuresScene,
  type ProductScene,
  productScenes,
  sceneBands,
} from '@/content/products/scenes';
import { routes } from '@/content/routes';
import { timings } from '@/content/timings';
import { waitForHydration } from './consent-helpers';
import { expect, test } from './fixtures';
import { expectNoViolations, watchPolicy } from './policy-watch';

/** Words the first frame shows at every width: what the HTML holds before any script runs. */
function firstFrameTexts(scene: ProductScene): string[] {
  switch (scene.kind) {
    case 'chat':
      return scene.messages.map((message) => message.text);
    case 'sequence':
      return scene.emails.map((email) => email.subject);
    case 'workflow':
      return [scene.trigger, ...scene.steps.map((step) => step.text)];
    case 'invoice':
      return [`${scene.client} · ${scene.due}`, ...scene.lines.map((line) => line.item)];
    case 'pipeline':
      return scene.columns.flatMap((column) => [column.name, ...column.deals.map((d) => d.who)]);
    case 'ivr':
      return [scene.greeting, ...scene.options.map((option) => option.label)];
  }
}

/** Words only the finished scene shows: what reduced motion must show at once. */
function finishedTexts(scene: ProductScene): string[] {
  switch (scene.kind) {
    case 'chat':
      return [...scene.replies.map((message) => message.text), scene.outcome];
    case 'sequence':
      return [...scene.emails.map((email) => email.stat), scene.outcome];
    case 'workflow':
      return [scene.outcome];
    case 'invoice':
      return [scene.events.at(-1)!.detail, scene.paidLabel];
    case 'pipeline':
      return [scene.deal.notes.at(-1)!];
    case 'ivr':
      return [scene.outcome];
  }
}

const heroPages = [
  ...Object.entries(productScenes).map(([slug, scene]) => ({
    path: routes.product(slug as keyof typeof productScenes),
    scene,
  })),
  { path: routes.features, scene: featuresScene },
];
// /products shows a scene too, further down, in its band.
const pages = [
  ...heroPages,
  { path: routes.products, scene: productScenes[sceneBands.index.product] },
];
const phone = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };
const chat = productScenes['ai-chatbots'];
const figure = (page: Page, scene: ProductScene) =>
  page.getByRole('figure', { name: scene.caption });
const stage = (page: Page, scene: ProductScene) =>
  figure(page, scene).locator('[data-scene-state]');

/**
 * How full the drawing is: its text items that are drawn (visible, with a size), how much of the
 * window's height lies between the first and the last, and the tallest band without any.
 */
function fill(scene: Locator) {
  return scene.evaluate((root) => {
    const window = root.querySelector('[data-scene-window]')!.getBoundingClientRect();
    const rows = [...root.querySelectorAll('[data-scene-window] *')]
      .filter((element) =>
        [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent!.trim()),
      )
      .filter((element) => getComputedStyle(element).visibility === 'visible')
      // A beat motion holds back is clipped to nothing rather than hidden.
      .filter((element) => {
        for (let node: Element | null = element; node && node !== root; node = node.parentElement) {
          const sides = /inset\((\S+)% (\S+)% (\S+)% (\S+)%\)/.exec(
            getComputedStyle(node).clipPath,
          );
          const [top, right, bottom, left] = (sides ?? []).slice(1).map(Number);
          if (sides && (top! + bottom! >= 100 || left! + right! >= 100)) return false;
        }
        return true;
      })
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0)
      .sort((a, b) => a.top - b.top);
    let reached = window.top;
    let gap = 0;
    for (const box of rows) {
      gap = Math.max(gap, box.top - reached);
      reached = Math.max(reached, box.bottom);
    }
    gap = Math.max(gap, window.bottom - reached);
    return { items: rows.length, gap: gap / window.height };
  });
}

/**
 * The drawing is full: at least 8 text items drawn, and no band without text taller than a quarter
 * of the window. Polled: the beats move by the Web Animations API, on the document's timeline,
 * which Playwright's clock does not hold, so a beat's last wipe ends in real time after the step
 * the clock brought; the failure names the last reading.
 */
async function expectFull(page: Page, scene: ProductScene, path: string) {
  await expect
    .poll(
      async () => {
        const { items, gap } = await fill(figure(page, scene));
        const band = Math.round(gap * 100);
        return items >= 8 && gap < 0.25
          ? 'full'
          : `${items} text items drawn, the tallest band without text ${band} % of the window`;
      },
      { message: path },
    )
    .toBe('full');
}

/** The scene shows these words, and its box is full. */
async function expectShown(page: Page, scene: ProductScene, texts: string[], path: string) {
  for (const text of texts) {
    await expect(figure(page, scene).getByText(text, { exact: true }).first(), path).toBeVisible();
  }
  await expectFull(page, scene, path);
}

const screens = [{ viewport: { width: 1280, height: 800 } }, phone];

for (const screen of screens) {
  test.describe(
    `without JavaScript, ${screen.viewport.width} px wide`,
    { tag: '@chromium-only' },
    () => {
      test.use({ ...screen, javaScriptEnabled: false });

      test('every product page, /products and /features draw a full first frame, named by its caption', async ({
        page,
      }) => {
        for (const { path, scene } of pages) {
          await page.goto(path);
          await expect(figure(page, scene), path).toBeVisible();
          await expectShown(page, scene, firstFrameTexts(scene), path);
        }
      });
    },
  );
}

test.describe('with reduced motion', { tag: '@reduced-motion' }, () => {
  test.use({ reducedMotion: 'reduce' });

  test('every scene is finished and full at once, and motion never loads', async ({ page }) => {
    for (const { path, scene } of heroPages) {
      await page.goto(path);
      await expect(stage(page, scene)).toHaveAttribute('data-scene-state', 'static');
      for (const text of finishedTexts(scene)) {
        const shown = figure(page, scene).getByText(text, { exact: true }).first();
        await expect(shown, path).toBeVisible();
        await expect(shown).not.toHaveAttribute('style');
      }
      await expectFull(page, scene, path);
    }
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
  });

  test(
    'before any script runs, CSS already shows the finished scene',
    { tag: '@chromium-only' },
    async ({ browser }) => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      await page.goto(routes.product('opportunities'));
      const scene = productScenes.opportunities;
      await expect(figure(page, scene).getByText(finishedTexts(scene)[0]!)).toBeVisible();
      await context.close();
    },
  );
});

test('at load the scene shows its full first frame, then plays to a full finish', async ({
  page,
}) => {
  // Eight pages, one after the other.
  test.setTimeout(60_000);
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  for (const { path, scene } of heroPages) {
    await page.goto(path);
    const drawing = await figure(page, scene).locator('[data-scene-window]').elementHandle();
    await expect(stage(page, scene)).toHaveAttribute('data-scene-state', 'playing');
    await expect(stage(page, scene)).toHaveAttribute('data-scene-step', '0');
    await expectFull(page, scene, path);
    await page.clock.runFor(timings.sceneBeat * 6);
    await expect(stage(page, scene)).toHaveAttribute('data-scene-state', 'done');
    // Motion took over the window React had hydrated, rather than drawing it again.
    expect(await drawing?.evaluate((node) => node.isConnected), path).toBe(true);
    await expectShown(page, scene, finishedTexts(scene), path);
  }
});

test('a deal that moves on leaves nothing behind in its old column', async ({ page }) => {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  const scene = productScenes.opportunities;
  if (scene.kind !== 'pipeline') throw new Error('expected a pipeline');
  await page.goto(routes.product('opportunities'));
  await expect(stage(page, scene)).toHaveAttribute('data-scene-state', 'playing');
  await page.clock.runFor(timings.sceneBeat * 4);
  await expect(stage(page, scene)).toHaveAttribute('data-scene-state', 'done');
  const slots = figure(page, scene).getByText(scene.deal.who, { exact: true });
  await expect(slots).toHaveCount(scene.columns.length);
  // The slots the deal left are clipped to nothing: no ring or shadow outside their box stays.
  for (const slot of (await slots.all()).slice(0, -1)) {
    await expect
      .poll(() => slot.evaluate((node) => getComputedStyle(node.parentElement!).clipPath))
      .toBe('inset(0% 0% 0% 100%)');
  }
});

/**
 * Plays the scene of every product page and /features on the clock, after `atLoad` has checked
 * the page as it loads: each beat is drawn in full and painted (in frames of the browser's own,
 * which the clock leaves alone) before the next, as a visitor watching it sees them. The element
 * of the page's largest contentful paint must then lie outside the scene: every beat that arrived
 * was a candidate too (the heading, on every page today).
 */
async function playEveryScene(page: Page, atLoad: (path: string, scene: ProductScene) => unknown) {
  // Eight pages, one after the other.
  test.setTimeout(90_000);
  // Before the clock is installed, so `requestAnimationFrame` is still the browser's own.
  await page.context().addInitScript(() => {
    const frame = requestAnimationFrame.bind(window);
    Object.assign(window, { painted: () => new Promise((done) => frame(() => frame(done))) });
  });
  const painted = () =>
    page.evaluate(() => (window as unknown as { painted(): unknown }).painted());
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  for (const { path, scene } of heroPages) {
    await page.goto(path);
    await atLoad(path, scene);
    const current = stage(page, scene);
    await expect(current, path).toHaveAttribute('data-scene-state', 'playing');
    for (let beat = 0; beat < 6; beat += 1) {
      if ((await current.getAttribute('data-scene-state')) !== 'playing') break;
      await page.clock.runFor(timings.sceneBeat);
      await painted();
    }
    await expect(current, path).toHaveAttribute('data-scene-state', 'done');
    // The last beat's own wipe.
    await page.clock.runFor(timings.sceneBeat);
    await painted();
    const largest = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1) as PerformanceEntry & { element: Element | null };
            resolve(last.element?.closest('figure') ? 'the scene' : String(last.element?.tagName));
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    expect(largest, `${path}: the largest paint`).not.toBe('the scene');
  }
}

test.describe('in the first screen at 1280 × 800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('every product page and /features show the whole scene beside the heading, and their largest paint is not in it', async ({
    page,
  }) => {
    await playEveryScene(page, async (path, scene) => {
      const box = (await figure(page, scene).boundingBox())!;
      expect(box.y, path).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height, path).toBeLessThanOrEqual(800);
      const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
      expect(box.x, `${path}: beside the heading`).toBeGreaterThan(heading.x + heading.width);
    });
  });
});

test.describe('on a phone (375 × 812)', () => {
  test.use(phone);

  test('every scene ends within the first two screens and breaks no word, and the largest paint is not in it', async ({
    page,
  }) => {
    await playEveryScene(page, async (path, scene) => {
      const box = (await figure(page, scene).boundingBox())!;
      expect(box.y + box.height, path).toBeLessThanOrEqual(2 * 812);
      // A word drawn on two lines has two boxes; hyphens may end a line, as anywhere on the page.
      const broken = await figure(page, scene).evaluate((root) => {
        const words: string[] = [];
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const match of node.textContent!.matchAll(/[^\s\-–]+/g)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
            if (lines.size > 1) words.push(match[0]);
          }
        }
        return words;
      });
      expect(broken, path).toEqual([]);
      const texts = figure(page, scene).locator('[data-scene-window]');
      const smallest = await texts.evaluate((root) =>
        Math.min(
          ...[...root.querySelectorAll('*')]
            .filter((element) => [...element.childNodes].some((node) => node.nodeType === 3))
            .map((element) => Number.parseFloat(getComputedStyle(element).fontSize)),
        ),
      );
      expect(smallest, `${path}: the smallest text, in CSS px`).toBeGreaterThanOrEqual(11);
    });
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
