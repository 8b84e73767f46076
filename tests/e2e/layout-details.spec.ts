import { type Page } from '@playwright/test';
import { learningHub } from '@/content/home';
import { heroPipeline } from '@/content/home/scenes';
import { products } from '@/content/products';
import { site } from '@/content/site';
import { expect, test } from './fixtures';

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the active navigation item keeps its width, so the row never shifts', async ({ page }) => {
    const pricingLink = (p: Page) =>
      p.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' });
    await page.goto('/features');
    await expect(pricingLink(page)).not.toHaveAttribute('aria-current', 'page');
    const inactive = (await pricingLink(page).boundingBox())!.width;
    await page.goto('/pricing');
    await expect(pricingLink(page)).toHaveAttribute('aria-current', 'page');
    const active = (await pricingLink(page).boundingBox())!.width;
    expect(active).toBe(inactive);
  });

  test('/products centres a last row that is not full', async ({ page }) => {
    await page.goto('/products');
    const cards = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('article') });
    const boxes = await cards.evaluateAll((items) =>
      items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect),
    );
    const rows = new Map<number, DOMRect[]>();
    for (const box of boxes)
      rows.set(Math.round(box.top), [...(rows.get(Math.round(box.top)) ?? []), box]);
    const [firstRow, ...others] = [...rows.values()];
    const lastRow = others.at(-1)!;
    expect(lastRow.length).toBeLessThan(firstRow!.length);
    const centre = (row: DOMRect[]) => (row[0]!.left + row.at(-1)!.right) / 2;
    expect(Math.abs(centre(lastRow) - centre(firstRow!))).toBeLessThanOrEqual(1);
  });

  test('/: the footer lists the products, names the support entries as plain text; the Learning Hub promises no click', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await test.step('every product page under Product, then Features and Pricing', async () => {
      const product = footer
        .getByRole('heading', { name: 'Product', exact: true })
        .locator('xpath=..');
      const hrefs = await product
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect
        .soft(hrefs)
        .toEqual([
          ...products.map((p) => p.href),
          ...site.footer.columns[0]!.links.map((l) => l.href),
        ]);
    });

    await test.step('every support entry, read as plain text, not as a link', async () => {
      const column = site.footer.columns.find(({ title }) => title === 'Support')!;
      for (const { label } of column.links)
        await expect.soft(footer.getByText(label, { exact: true })).toBeVisible();
      const support = footer.getByRole('listitem').filter({ hasText: 'Help Center' });
      const link = footer
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: 'Features' }) });
      const look = (item: typeof support) =>
        item.evaluate((node) => {
          const style = getComputedStyle(node);
          return { display: style.display, cursor: style.cursor, color: style.color };
        });
      const plain = await look(support);
      // A line of words, not a bulleted column of would-be links.
      expect.soft(plain.display).toBe('inline');
      expect.soft(plain.cursor).not.toBe('pointer');
      expect.soft(plain.color).not.toBe((await look(link)).color);
      await expect.soft(support.getByRole('link')).toHaveCount(0);
    });

    await test.step('the Learning Hub topics promise no click', async () => {
      const hub = page.getByRole('region', { name: learningHub.heading.title });
      await hub.scrollIntoViewIfNeeded();
      const topic = hub.getByRole('listitem').filter({ hasText: learningHub.categories[0]!.title });
      await expect.soft(topic.getByRole('link')).toHaveCount(0);
      const look = () =>
        topic.evaluate((el) => {
          const s = getComputedStyle(el);
          return { cursor: s.cursor, shadow: s.boxShadow, transform: s.transform };
        });
      const before = await look();
      await topic.hover();
      expect.soft(await look()).toEqual(before);
      expect.soft(before.cursor).not.toBe('pointer');
    });
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the home pipeline card shows every name and note in full', async ({ page }) => {
    await page.goto('/');
    const card = page.getByRole('figure', { name: heroPipeline.label });
    for (const stage of heroPipeline.stages) {
      for (const deal of stage.deals) {
        for (const text of [deal.who, deal.note]) {
          const line = card.getByText(text, { exact: true });
          await expect(line).toBeVisible();
          const cut = await line.evaluate((node) => node.scrollWidth > node.clientWidth);
          expect(cut, `"${text}" is cut short`).toBe(false);
        }
      }
    }
  });

  for (const width of [320, 375]) {
    test(`at ${width} px no heading breaks "AI-native" at its hyphen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 812 });
      for (const path of ['/', '/features', '/products']) {
        await page.goto(path);
        const splits = await page.evaluate(() => {
          const found: string[] = [];
          for (const heading of Array.from(document.querySelectorAll('h1, h2, h3'))) {
            const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
            const text = heading.textContent ?? '';
            // Any case: "AI-native" in a sentence, "AI-Native" in a title.
            if (!text.toLowerCase().includes('ai-native')) continue;
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const at = node.textContent!.toLowerCase().indexOf('ai-native');
              if (at < 0) continue;
              const range = document.createRange();
              range.setStart(node, at);
              range.setEnd(node, at + 'AI-native'.length);
              const tops = new Set(
                Array.from(range.getClientRects()).map((r) => Math.round(r.top)),
              );
              if (tops.size > 1) found.push(text);
            }
          }
          return found;
        });
        expect(splits, path).toEqual([]);
      }
    });
  }
});
