import { type Page } from '@playwright/test';
import { routes } from '@/content/routes';
import { type FocusReport, readFocus } from './focus';

/**
 * The checks every page is held to, each a function of the page that returns its problems as
 * readable lines (empty when all is well), so one visit can run them all and report every one
 * that fails. every-page.spec.ts runs them on each route at each width.
 */

/**
 * Records what the first animation frame sees: the head's render-blocking expect link and
 * whether its target is in the DOM yet. Added to the context before the page clock is
 * installed, so it keeps the browser's own requestAnimationFrame (the clock's waits for runFor).
 */
export async function recordFirstFrame(page: Page) {
  await page.context().addInitScript(() => {
    requestAnimationFrame(() => {
      const link = document.querySelector('head link[rel="expect"][blocking="render"]');
      const target = link?.getAttribute('href') ?? '';
      Object.assign(window, {
        firstFrame: { target, parsed: target !== '' && document.querySelector(target) !== null },
      });
    });
  });
}

type FirstFrame = { target: string; parsed: boolean };
/** What `recordFirstFrame` saw, or null before the first frame. */
export const firstFrame = (page: Page) =>
  page.evaluate(() => (window as { firstFrame?: FirstFrame }).firstFrame ?? null);

/**
 * The first frame waits for the first screen (`<link rel="expect">` in the head, the page's
 * `FirstScreenEnd` marker): a slow phone would otherwise paint a half-parsed header or hero and
 * then move it. The first animation frame runs only once rendering is unblocked, so it must
 * already see the marker; and everything a visitor sees before scrolling must come before the
 * marker in the HTML, or the first frame could still be missing it. Run at load, before scrolling.
 */
export async function firstFrameProblems(page: Page, { target, parsed }: FirstFrame) {
  if (!/^#[\w-]+$/.test(target)) return [`no render-blocking expect link to a marker: "${target}"`];
  const problems = parsed ? [] : [`${target} not parsed before the first frame`];
  const after = await page.evaluate((selector) => {
    const marker = document.querySelector(selector)!;
    const main = document.querySelector('main')!;
    return [...main.querySelectorAll('*')]
      .filter((element) => {
        if (!(marker.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING))
          return false;
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && box.top < innerHeight;
      })
      .map(
        (element) => `${element.tagName.toLowerCase()} ${element.textContent?.trim().slice(0, 40)}`,
      );
  }, target);
  return [
    ...problems,
    ...after.map((line) => `shown in the first screen but after the marker: ${line}`),
  ];
}

/**
 * Every link that opens another browsing context (a new tab) must carry rel="noopener
 * noreferrer", and every frame a title. Counts what was checked, so a test can tell it saw some.
 * `within`: a selector to look inside (one dialog), else the whole page.
 */
export function linksAndFrames(page: Page, within?: string) {
  return page.evaluate((scope) => {
    const root = scope ? document.querySelector(scope)! : document;
    const sameContext = ['', '_self', '_parent', '_top'];
    const newTab = Array.from(
      root.querySelectorAll<HTMLAnchorElement | HTMLAreaElement>('a[target], area[target]'),
    ).filter((link) => !sameContext.includes(link.target.toLowerCase()));
    const frames = Array.from(root.querySelectorAll('iframe'));
    return {
      newTabLinks: newTab.length,
      problems: [
        ...newTab
          .filter(
            (link) => !(link.relList.contains('noopener') && link.relList.contains('noreferrer')),
          )
          .map(
            (link) => `new-tab link without noopener noreferrer: ${link.outerHTML.slice(0, 120)}`,
          ),
        ...frames
          .filter((frame) => !frame.title.trim())
          .map((frame) => `frame without a title: ${frame.outerHTML.slice(0, 120)}`),
      ],
    };
  }, within);
}

type Node = { '@type'?: string; '@graph'?: Node[]; offers?: unknown[] };

/**
 * Unique ids, a title of 60 characters at most, descriptions of 160 at most, the share image's
 * alt text on both cards, and complete search data: a breadcrumb on nested pages, an offer on
 * every Product and on /pricing's SoftwareApplication.
 */
export async function shareAndSearchProblems(page: Page, path: string) {
  const found = await page.evaluate(() => {
    const seen = new Map<string, number>();
    for (const node of Array.from(document.querySelectorAll('[id]')))
      seen.set(node.id, (seen.get(node.id) ?? 0) + 1);
    const content = (selector: string) =>
      document.querySelector(selector)?.getAttribute('content') ?? null;
    return {
      duplicates: [...seen].filter(([, count]) => count > 1).map(([id]) => id),
      title: document.title,
      descriptions: ['meta[name="description"]', 'meta[property="og:description"]'].map(
        (selector) => [selector, content(selector)] as const,
      ),
      ogAlt: content('meta[property="og:image:alt"]'),
      twitterAlt: content('meta[name="twitter:image:alt"]'),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => script.textContent ?? '',
      ),
    };
  });
  const problems = found.duplicates.map((id) => `id "${id}" used more than once`);
  if (found.title.length > 60) problems.push(`title over 60 characters: "${found.title}"`);
  for (const [selector, text] of found.descriptions)
    if (text === null || text.length > 160)
      problems.push(`${selector} missing or over 160 characters: ${JSON.stringify(text)}`);
  if (found.ogAlt && found.twitterAlt !== found.ogAlt)
    problems.push(`twitter:image:alt "${found.twitterAlt}" is not og:image:alt "${found.ogAlt}"`);

  const nodes = found.jsonLd
    .map((block) => JSON.parse(block) as Node)
    .flatMap((data) => data['@graph'] ?? [data]);
  const nested = path.startsWith(routes.products + '/') || path.startsWith(routes.legal(''));
  if (nested && !nodes.some((node) => node['@type'] === 'BreadcrumbList'))
    problems.push('no BreadcrumbList on a nested page');
  for (const product of nodes.filter((node) => node['@type'] === 'Product'))
    if (!product.offers?.length) problems.push('a Product without an offer');
  if (path === routes.pricing) {
    const app = nodes.find((node) => node['@type'] === 'SoftwareApplication');
    if (!app?.offers?.length) problems.push('no SoftwareApplication with an offer');
  }
  return problems;
}

/** How many key presses go between two reads of what the page recorded. */
const PRESSES_PER_READ = 10;

/**
 * Presses `key` until the focus has visited every stop once (it comes back to one already seen,
 * or leaves the page), and lists every stop where the focus could not be seen (`readFocus`).
 * The page reads each stop itself, on the key's keyup (the focus has moved and scrolled into
 * view by then), and the test collects the readings every few presses: one round trip per
 * stop, the key press. The page drops a focus that comes back to a stop already seen, so that
 * stop reads "nothing", as when the focus leaves; a press whose keyup never reaches the page
 * (the focus left it) ends the sweep too. Presses after the end change nothing that is read.
 */
export async function focusSweep(page: Page, key: 'Tab' | 'Shift+Tab') {
  await page.evaluate(
    `(${(read: () => FocusReport) => {
      const seen = new WeakSet<EventTarget>();
      const readings: FocusReport[] = [];
      Object.assign(window, { focusSweep: readings });
      document.addEventListener('focusin', ({ target }) => {
        if (!target) return;
        if (seen.has(target)) (target as HTMLElement).blur();
        else seen.add(target);
      });
      document.addEventListener(
        'keyup',
        (event) => {
          if (event.key === 'Tab') readings.push(read());
        },
        true,
      );
    }})(${readFocus})`,
  );
  for (let pressed = 0; pressed < 400;) {
    for (let press = 0; press < PRESSES_PER_READ; press += 1) await page.keyboard.press(key);
    pressed += PRESSES_PER_READ;
    const readings = await page.evaluate(
      () => (window as unknown as { focusSweep: FocusReport[] }).focusSweep,
    );
    const end = readings.findIndex((reading) => reading.target === 'nothing');
    const stops = end >= 0 ? end : readings.length < pressed ? readings.length : -1;
    if (stops < 0) continue;
    const problems = readings
      .slice(0, stops)
      .filter((reading) => reading.problems.length > 0)
      .map((reading) => `${reading.target}: ${reading.problems}`);
    return { stops, problems };
  }
  throw new Error(`${key} never left the page`);
}
