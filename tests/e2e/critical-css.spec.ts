import { routes } from '@/content/routes';
import { expect, test } from './fixtures';
import { everyPagePath } from './pages';

/**
 * The first paint has only the rules the build inlined (scripts/build/critical-css.mjs keeps those
 * the page's classes can use); the full stylesheet arrives after it. Nothing may move when it
 * does: a rule wrongly left out shows here as a box whose place or size changes, or an element
 * whose colour, font, shadow or other painted property does. Without
 * JavaScript the loader never enables the full sheet, so the page is measured as it first
 * paints, the sheet is then enabled by hand in the same page, and the page measured again.
 */

/** How far a box may move or grow when the full stylesheet loads: subpixel rounding only. */
const TOLERANCE_PX = 2;

/**
 * What a rule can change without moving a box, compared on every element of the page and its
 * `::before` and `::after`: a left-out colour, shadow, font or glyph mask shows here.
 */
const PAINTED = [
  'display',
  'visibility',
  'opacity',
  'color',
  'background-color',
  'background-image',
  'border-top-color',
  'border-right-color',
  'border-bottom-color',
  'border-left-color',
  'border-top-left-radius',
  'box-shadow',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'letter-spacing',
  'text-decoration-line',
  'text-transform',
  'transform',
  'filter',
  'backdrop-filter',
  'mask-image',
  'fill',
  'stroke',
  'z-index',
  'content',
];

interface Measured {
  boxes: Box[];
  /** On the second measurement: each element whose painted properties differ from the first's. */
  painted: string[];
}

interface Box {
  label: string;
  /** A link, button, image or the h1: compared only where it shows in the first screen. */
  firstScreen: boolean;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Every box the check compares, in document order (the same boxes each time, so the two
 * measurements line up): the header, the footer, `<main>`'s children and grandchildren (the
 * sections and what they hold, through `BelowFirstScreen`'s `display: contents` wrapper), and the
 * h1, links, buttons and images outside the footer. Sections that `content-visibility: auto`
 * skips (`render-when-near`) are drawn first, the same way both times, so their real height is
 * compared instead of the height they reserve. The `properties` of every element are kept in the
 * page at the first measurement and compared at the second.
 */
function measure(properties: string[]): Measured {
  for (const element of document.querySelectorAll<HTMLElement>('body *'))
    if (getComputedStyle(element).contentVisibility === 'auto')
      element.style.contentVisibility = 'visible';
  // A section drawn just now starts its entrance animations (the chat's fade-in): each is read at
  // its end, as a visitor sees it, not at whatever frame the measurement happens to fall on.
  for (const animation of document.getAnimations()) {
    if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
    else animation.pause();
  }
  const name = (element: Element) => {
    const labelledBy = element.getAttribute('aria-labelledby');
    const text =
      (labelledBy && document.getElementById(labelledBy)?.textContent) ||
      element.getAttribute('aria-label') ||
      element.getAttribute('alt') ||
      element.textContent ||
      '';
    const short = text.replace(/\s+/g, ' ').trim().slice(0, 48);
    return `<${element.tagName.toLowerCase()}>${short ? ` "${short}"` : ''}`;
  };
  const place = (element: Element): string =>
    element.parentElement && !['MAIN', 'BODY'].includes(element.tagName)
      ? `${place(element.parentElement)} > ${element.tagName.toLowerCase()}:nth-child(${
          [...element.parentElement.children].indexOf(element) + 1
        })`
      : element.tagName.toLowerCase();
  const box = (element: Element, label: string, firstScreen: boolean): Box => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return { label, firstScreen, x: x + scrollX, y: y + scrollY, width, height };
  };
  const outsideMain = [...document.querySelectorAll('header, footer')].filter(
    (element) => !element.closest('main'),
  );
  const sections = [...document.querySelectorAll('main > *, main > * > *')];
  const firstScreen = [...document.querySelectorAll('h1, a, button, img, video, iframe')].filter(
    (element) => !element.closest('footer'),
  );
  const elements = [...document.querySelectorAll('body, body *')];
  const paint = elements.map((element) =>
    ['', '::before', '::after'].map((pseudo) => {
      const style = getComputedStyle(element, pseudo || null);
      return properties.map((property) => style.getPropertyValue(property));
    }),
  );
  const kept = window as { criticalPaint?: string[][][] };
  const painted: string[] = [];
  if (kept.criticalPaint)
    kept.criticalPaint.forEach((before, index) =>
      before.forEach((values, layer) => {
        const changed = properties.flatMap((property, at) =>
          values[at] === paint[index]![layer]![at]
            ? []
            : [`${property} ${values[at]} → ${paint[index]![layer]![at]}`],
        );
        const element = elements[index]!;
        if (changed.length > 0)
          painted.push(
            `${place(element)}${['', '::before', '::after'][layer]} ${name(element)}: ${changed.join(', ')}`,
          );
      }),
    );
  else kept.criticalPaint = paint;
  return {
    boxes: [
      ...[...outsideMain, ...sections].map((element) =>
        box(element, `${place(element)} ${name(element)}`, false),
      ),
      ...firstScreen.map((element) => box(element, name(element), true)),
    ],
    painted,
  };
}

/** What the loader does after the first paint: enables the stylesheets the build inlined. */
function enableFullStylesheet() {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-inlined]')];
  links.forEach((link) => (link.disabled = false));
}
/** Each enabled stylesheet has loaded (a page without JavaScript runs no `load` listener). */
const fullStylesheetLoaded = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[data-inlined]')].every(
    (link) => (link.sheet?.cssRules.length ?? 0) > 0,
  );

/** Each compared box whose place or size differs by more than the tolerance, as lines. */
function differences(critical: Box[], full: Box[], screenHeight: number) {
  const onScreen = (box: Box) =>
    box.width > 0 && box.height > 0 && box.y < screenHeight && box.y + box.height > 0;
  const lines: string[] = [];
  critical.forEach((before, index) => {
    const after = full[index]!;
    if (before.firstScreen && !onScreen(before) && !onScreen(after)) return;
    const moved = (['x', 'y', 'width', 'height'] as const)
      .filter((side) => Math.abs(after[side] - before[side]) > TOLERANCE_PX)
      .map((side) => {
        const change = after[side] - before[side];
        return `${side} ${before[side].toFixed(1)} → ${after[side].toFixed(1)} (${change > 0 ? '+' : ''}${change.toFixed(1)})`;
      });
    if (moved.length > 0)
      lines.push(
        `${before.firstScreen ? 'first screen ' : ''}${before.label}: ${moved.join(', ')}`,
      );
  });
  return lines;
}

test.use({ javaScriptEnabled: false });

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    const height = 800;
    test.use({ viewport: { width, height } });

    for (const path of [...everyPagePath(), routes.notFound]) {
      test(`${path}: the first paint's inlined rules lay out and draw the page as the full stylesheet does`, async ({
        page,
      }) => {
        await page.goto(path);
        const notApplied = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLLinkElement>('link[data-inlined]')].map(
            (link) => link.sheet === null,
          ),
        );
        expect(notApplied.length, 'stylesheets left for after the first paint').toBeGreaterThan(0);
        expect(notApplied, 'no full stylesheet applies before it is enabled').not.toContain(false);
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        const critical = await page.evaluate(measure, PAINTED);
        await page.evaluate(enableFullStylesheet);
        await expect
          .poll(() => page.evaluate(fullStylesheetLoaded), { message: 'the full stylesheet loads' })
          .toBe(true);
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        const full = await page.evaluate(measure, PAINTED);
        expect(full.boxes.map((box) => box.label)).toEqual(critical.boxes.map((box) => box.label));
        expect(
          differences(critical.boxes, full.boxes, height),
          `${path} at ${width} px: boxes that move when the full stylesheet loads`,
        ).toEqual([]);
        expect(
          full.painted,
          `${path} at ${width} px: elements drawn otherwise when the full stylesheet loads`,
        ).toEqual([]);
      });
    }
  });
}
