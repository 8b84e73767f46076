import { type Locator, type Page } from '@playwright/test';
import { aboutPage } from '@/content/about';
import { expect, test } from './fixtures';

/**
 * What a design review checks by eye on every width: nothing spills out of the card it sits in,
 * no button is wider than its column, and no grid leaves one card alone on its last row.
 */

/** Sections below the first screen are drawn when near (render-when-near): draw them all. */
async function drawEverything(page: Page) {
  await page.addStyleTag({ content: '*{content-visibility:visible!important}' });
}

/**
 * Text and boxes that stick out of the nearest box around them that draws an edge (a border, or
 * a rounded background): a word wider than its tile, a row wider than its card. Deliberate
 * overhangs are left out: anything positioned absolutely and anything inside a scrolling strip.
 */
function spills(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const edged = (el: Element) => {
      const s = getComputedStyle(el);
      const bordered = parseFloat(s.borderLeftWidth) > 0 && parseFloat(s.borderRightWidth) > 0;
      const tile =
        s.backgroundColor !== 'rgba(0, 0, 0, 0)' && parseFloat(s.borderTopLeftRadius) > 0;
      return bordered || tile;
    };
    /** The nearest edged box at or above `el`, or null past something that may overhang. */
    const boxOf = (el: Element | null) => {
      for (let a = el; a && a !== document.body; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (s.position === 'absolute' || s.position === 'fixed') return null;
        if (/auto|scroll/.test(s.overflowX)) return null;
        if (edged(a)) return a;
      }
      return null;
    };
    const describe = (el: Element) => `<${el.tagName.toLowerCase()} class="${el.className}">`;
    const outside = (inner: DOMRect, outer: DOMRect) =>
      inner.left < outer.left - 1 || inner.right > outer.right + 1;

    const main = document.querySelector('main')!;
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || parent.closest('.sr-only')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const line of Array.from(range.getClientRects())) {
        const box = boxOf(parent);
        if (box && line.width && outside(line, box.getBoundingClientRect())) {
          found.push(`"${node.textContent.trim()}" spills out of ${describe(box)}`);
          break;
        }
      }
    }
    for (const el of Array.from(main.querySelectorAll('*'))) {
      if (!edged(el) || getComputedStyle(el).position === 'absolute') continue;
      const rect = el.getBoundingClientRect();
      if (!rect.width || !rect.height) continue;
      const box = boxOf(el.parentElement);
      if (box && outside(rect, box.getBoundingClientRect())) {
        found.push(`${describe(el)} is wider than ${describe(box)}`);
      }
    }
    return found;
  });
}

/**
 * The rows a list's items fall into, as the number of items on each; an item wider than one and
 * a half times the narrowest is a row of its own design (a card spanning the row), counted as
 * two so it is never taken for a card left alone.
 */
async function rowLengths(items: Locator) {
  const boxes = await items.evaluateAll((els) =>
    els
      .filter((el) => getComputedStyle(el).display !== 'none')
      .map((el) => {
        const { top, width } = el.getBoundingClientRect();
        return { top: Math.round(top), width };
      }),
  );
  const narrowest = Math.min(...boxes.map((box) => box.width));
  const rows = new Map<number, number>();
  for (const { top, width } of boxes) {
    rows.set(top, (rows.get(top) ?? 0) + (width > narrowest * 1.5 ? 2 : 1));
  }
  return [...rows.values()];
}

/** True when a row holds one card while another row holds more: a card left alone. */
const hasLoneCard = (rows: number[]) => rows.some((n) => n === 1) && rows.some((n) => n > 1);

/** The footer's columns keep their entries inside them, clear of each other, and the page narrow. */
async function expectFooterFits(page: Page) {
  const columns = page.getByRole('navigation', { name: 'Footer' }).locator(':scope > div');
  const boxes = await columns.evaluateAll((els) =>
    els
      .filter((el) => getComputedStyle(el).display !== 'none')
      .map((el) => ({
        column: el.getBoundingClientRect().toJSON() as DOMRect,
        entries: Array.from(el.querySelectorAll('a, li')).map(
          (entry) => entry.getBoundingClientRect().toJSON() as DOMRect,
        ),
      })),
  );
  for (const { column, entries } of boxes) {
    for (const entry of entries) {
      expect
        .soft(entry.left, 'a footer entry inside its column')
        .toBeGreaterThanOrEqual(column.left - 1);
      expect
        .soft(entry.right, 'a footer entry inside its column')
        .toBeLessThanOrEqual(column.right + 1);
    }
  }
  const overlaps = boxes.flatMap(({ column: a }, i) =>
    boxes
      .slice(i + 1)
      .filter(
        ({ column: b }) =>
          a.left < b.right - 1 &&
          b.left < a.right - 1 &&
          a.top < b.bottom - 1 &&
          b.top < a.bottom - 1,
      ),
  );
  expect.soft(overlaps, 'footer columns overlapping').toEqual([]);
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect.soft(scrollWidth, 'the page is no wider than the window').toBeLessThanOrEqual(clientWidth);
}

/** No figure of the /aboutus stats band is alone on its row. */
async function expectStatsBandFull(page: Page) {
  const band = page.getByRole('region', { name: aboutPage.statsHeading });
  const rows = await rowLengths(band.locator('dl > div'));
  expect.soft(hasLoneCard(rows), `stats band rows of ${rows.join(', ')}`).toBe(false);
}

/** Every pill-shaped link of / fits the content column. */
async function expectButtonsFitColumn(page: Page) {
  const main = page.getByRole('main');
  const column = main.locator('section').first().locator('.container-page').first();
  const { left, right } = await column.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const s = getComputedStyle(el);
    return {
      left: box.left + parseFloat(s.paddingLeft),
      right: box.right - parseFloat(s.paddingRight),
    };
  });
  const tooWide = await main.locator('a[class*="rounded-full"]').evaluateAll(
    (links, edges) =>
      links
        .filter((a) => !a.closest('[aria-hidden="true"]') && a.getBoundingClientRect().width > 0)
        .filter((a) => {
          const box = a.getBoundingClientRect();
          return box.left < edges.left - 1 || box.right > edges.right + 1;
        })
        .map((a) => a.textContent),
    { left, right },
  );
  expect.soft(tooWide, 'buttons wider than the column').toEqual([]);
}

/** A plan without a price (Enterprise) leaves no blank band above it. */
async function expectNoBlankPriceSlot(page: Page) {
  const slot = page.getByRole('article', { name: 'Enterprise' }).getByTestId('price-slot');
  const { slotHeight, contentHeight } = await slot.evaluate((el) => ({
    slotHeight: el.getBoundingClientRect().height,
    contentHeight: Array.from(el.children).reduce(
      (sum, child) => sum + child.getBoundingClientRect().height,
      0,
    ),
  }));
  expect.soft(slotHeight, 'the Enterprise price slot').toBeLessThanOrEqual(contentHeight + 1);
}

type Check = (page: Page) => Promise<void>;
/** On a phone: each page's own checks, as it loads and once every section is drawn. */
const onPhone: { path: string; also?: string; atLoad?: Check; drawn?: Check }[] = [
  {
    path: '/',
    also: 'the footer and every button fit their columns',
    atLoad: expectFooterFits,
    drawn: expectButtonsFitColumn,
  },
  { path: '/pricing', also: 'no blank price slot', atLoad: expectNoBlankPriceSlot },
  { path: '/aboutus', also: 'no figure alone on its row', atLoad: expectStatsBandFull },
  { path: '/products' },
  { path: '/products/opportunities' },
];

test.describe('a phone (375 px, touch)', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  for (const { path, also, atLoad, drawn } of onPhone) {
    test(`${path}: no text or box spills out of its card${also ? `; ${also}` : ''}`, async ({
      page,
    }) => {
      await page.goto(path);
      await atLoad?.(page);
      await drawEverything(page);
      expect.soft(await spills(page), 'spills').toEqual([]);
      await drawn?.(page);
    });
  }
});

for (const width of [768, 1280]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('/products: no product card is alone on its row; the footer fits', async ({ page }) => {
      await page.goto('/products');
      const cards = page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ has: page.getByRole('article') });
      const rows = await rowLengths(cards);
      expect.soft(hasLoneCard(rows), `rows of ${rows.join(', ')}`).toBe(false);
      if (width === 1280) expect.soft(rows).toEqual([4, 3]);
      // The footer is the same on every page.
      await expectFooterFits(page);
    });

    test('/aboutus: no figure of the stats band is alone on its row', async ({ page }) => {
      await page.goto('/aboutus');
      await expectStatsBandFull(page);
    });
  });
}
