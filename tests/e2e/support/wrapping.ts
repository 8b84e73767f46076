import { type Page } from '@playwright/test';

/**
 * What wraps badly in the page's main content at the current width, as readable lines:
 * - a heading (h1–h3) whose last line holds a single word ("Together", "Follow-Up?");
 * - a hyphenated term split across two lines ("white-/label", "24-/48") anywhere in the text.
 * Every section is drawn first (`content-visibility` off), so late sections count too. Text a
 * sighted visitor never reads (screen-reader-only, invisible, hidden) is left out.
 */
export async function wrappingProblems(page: Page): Promise<string[]> {
  await page.addStyleTag({
    content: '* { content-visibility: visible !important; }',
  });
  return page.evaluate(() => {
    const problems: string[] = [];
    const main = document.querySelector('main');
    if (!main) return ['no <main>'];
    // Whether a sighted visitor reads the element's text, remembered per element: a long legal
    // page has thousands of text nodes under a few hundred elements.
    const readable = new Map<Element, boolean>();
    const read = (element: Element): boolean => {
      if (element === main) return true;
      const known = readable.get(element);
      if (known !== undefined) return known;
      const style = getComputedStyle(element);
      const own =
        style.display !== 'none' &&
        style.visibility !== 'hidden' &&
        !element.classList.contains('sr-only') &&
        element.getAttribute('aria-hidden') !== 'true';
      const result = own && (!element.parentElement || read(element.parentElement));
      readable.set(element, result);
      return result;
    };
    const lineTop = (node: Text, start: number, end: number) => {
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, end);
      return [...range.getClientRects()]
        .filter((rect) => rect.width > 0)
        .map((rect) => Math.round(rect.top + rect.height / 2));
    };
    const where = (element: Element) =>
      `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 50)}"`;

    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    const hyphenated = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu;
    for (
      let node = walker.nextNode() as Text | null;
      node;
      node = walker.nextNode() as Text | null
    ) {
      const parent = node.parentElement;
      if (!parent || !read(parent)) continue;
      for (const match of node.data.matchAll(hyphenated)) {
        const tops = new Set(lineTop(node, match.index, match.index + match[0].length));
        // A term on two lines has rects whose middles lie more than half a line apart.
        const [first, ...rest] = [...tops].sort((a, b) => a - b);
        if (first !== undefined && rest.some((top) => top - first > 8))
          problems.push(`"${match[0]}" split across lines in ${where(parent)}`);
      }
    }

    for (const heading of main.querySelectorAll('h1, h2, h3')) {
      if (!read(heading)) continue;
      const words: { word: string; top: number }[] = [];
      const texts = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      for (
        let node = texts.nextNode() as Text | null;
        node;
        node = texts.nextNode() as Text | null
      ) {
        if (!node.parentElement || !read(node.parentElement)) continue;
        for (const match of node.data.matchAll(/\S+/g)) {
          const [top] = lineTop(node, match.index, match.index + match[0].length);
          if (top !== undefined) words.push({ word: match[0], top });
        }
      }
      const lines = [...new Set(words.map((word) => word.top))];
      if (lines.length < 2) continue;
      const last = words.filter((word) => word.top === lines.at(-1));
      if (last.length === 1)
        problems.push(`"${last[0]!.word}" alone on the last line of ${where(heading)}`);
    }
    return problems;
  });
}
