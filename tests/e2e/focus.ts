import { expect, type Locator, type Page } from '@playwright/test';

export interface FocusReport {
  /** The focused element, e.g. `<a> "Pricing"`. */
  target: string;
  /** Why a sighted keyboard user would not see it; empty when all is well. */
  problems: string[];
}

/**
 * What a sighted keyboard user sees of the focused element. It must have a focus indicator (an
 * outline, or a box-shadow ring, of at least 2 px on itself or a drawn ::before/::after, as the
 * product cards use) and be on screen and uncovered: points across it hit the element itself, and
 * it is not under the sticky header or the cookie banner (WCAG 2.4.7, 2.4.11 and 2.4.12).
 */
export function focusReport(page: Page): Promise<FocusReport> {
  return page.evaluate(readFocus);
}

/**
 * `focusReport`'s reading, run in the page: self-contained (Playwright sends its source), so a
 * listener in the page can run it too (`focusSweep` in page-checks.ts).
 */
export function readFocus(): FocusReport {
  const describe = (node: Element | null) => {
    if (!node) return 'nothing';
    const name = (node.getAttribute('aria-label') ?? node.textContent ?? '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 50);
    return `<${node.tagName.toLowerCase()}> "${name}"`;
  };
  const active = document.activeElement;
  if (!active || active === document.body) return { target: 'nothing', problems: ['no focus'] };

  // A visually hidden control (the billing period radios) shows its focus on its label.
  const ownBox = active.getBoundingClientRect();
  const shown =
    ownBox.width < 2 || ownBox.height < 2 ? (active.closest('label') ?? active) : active;
  const target = describe(active);
  const problems: string[] = [];

  const transparent = (color: string) => color === 'transparent' || /^rgba\(.*,\s*0\)$/.test(color);
  const hasRing = (style: CSSStyleDeclaration, pseudo: boolean) => {
    if (pseudo && (style.content === 'none' || style.content === 'normal')) return false;
    const outline =
      style.outlineStyle !== 'none' &&
      parseFloat(style.outlineWidth) >= 2 &&
      !transparent(style.outlineColor);
    // "rgb(…) 0px 0px 0px 2px": a ring is a shadow spread by 2 px or more in a visible colour.
    const ring = style.boxShadow.split(/,(?![^(]*\))/).some((shadow) => {
      const lengths = shadow.match(/-?[\d.]+px/g) ?? [];
      const color = shadow.match(/rgba?\([^)]*\)/)?.[0] ?? '';
      return parseFloat(lengths[3] ?? '0') >= 2 && !transparent(color);
    });
    return outline || ring;
  };
  const indicated =
    hasRing(getComputedStyle(shown), false) ||
    hasRing(getComputedStyle(shown, '::before'), true) ||
    hasRing(getComputedStyle(shown, '::after'), true);
  if (!indicated) problems.push('no visible focus indicator');

  const modal = active.closest('dialog')?.matches(':modal') ?? false;
  // A modal dialog and its backdrop sit above the header and the banner.
  const overlays = modal
    ? []
    : ([
        ['the sticky header', document.querySelector('body > header')],
        ['the cookie banner', document.getElementById('cookie-consent')],
      ] as const);
  const box = shown.getBoundingClientRect();
  // The ring drawn outside the box must stay clear of the header and the banner too.
  const style = getComputedStyle(shown);
  const ring =
    style.outlineStyle === 'none'
      ? 0
      : parseFloat(style.outlineWidth) + Math.max(0, parseFloat(style.outlineOffset));
  const free = { top: 0, bottom: window.innerHeight };
  for (const [, overlay] of overlays) {
    if (!overlay || overlay.contains(active)) continue;
    const rect = overlay.getBoundingClientRect();
    if (rect.top <= 0) free.top = Math.max(free.top, rect.bottom);
    else free.bottom = Math.min(free.bottom, rect.top);
  }
  const inView =
    box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < innerWidth;
  if (!inView) return { target, problems: [...problems, 'outside the viewport'] };
  // Something taller than the free band (a focusable scroll area) cannot avoid the header.
  const fits = box.height <= free.bottom - free.top;

  const overlap = (a: DOMRect, b: DOMRect, grow: number) => {
    const top = Math.max(a.top - grow, b.top);
    const bottom = Math.min(a.bottom + grow, b.bottom);
    const left = Math.max(a.left - grow, b.left);
    const right = Math.min(a.right + grow, b.right);
    return top < bottom && left < right ? { x: (left + right) / 2, y: (top + bottom) / 2 } : null;
  };
  if (fits) {
    for (const [name, overlay] of overlays) {
      if (!overlay || overlay.contains(active)) continue;
      const rect = overlay.getBoundingClientRect();
      const under = overlap(box, rect, 0);
      if (under) {
        // Overlapping is fine only when the element is painted above (the fixed skip link).
        const hit = document.elementFromPoint(under.x, under.y);
        if (!hit || !shown.contains(hit)) problems.push(`hidden behind ${name}`);
      } else if (overlap(box, rect, ring)) {
        problems.push(`focus ring cut off by ${name}`);
      }
    }
  }

  // Points across each line box (a wrapped link has several), within the uncovered band.
  for (const rect of Array.from(shown.getClientRects())) {
    const top = fits ? rect.top : Math.max(rect.top, free.top);
    const bottom = fits ? rect.bottom : Math.min(rect.bottom, free.bottom);
    const x = (rect.left + rect.right) / 2;
    const y = (top + bottom) / 2;
    const inset = Math.min(3, rect.width / 4, (bottom - top) / 4);
    const points = [
      [x, y],
      [rect.left + inset, y],
      [rect.right - inset, y],
      [x, top + inset],
      [x, bottom - inset],
    ];
    for (const [px, py] of points as [number, number][]) {
      const hit = document.elementFromPoint(px, py);
      if (hit && (shown.contains(hit) || active.contains(hit))) continue;
      problems.push(`covered at (${Math.round(px)}, ${Math.round(py)}) by ${describe(hit)}`);
      break;
    }
  }
  return { target, problems };
}

/** Fails, naming the element and the step, unless the focus is visible and uncovered. */
export async function expectVisibleFocus(page: Page, step: string): Promise<string> {
  const { target, problems } = await focusReport(page);
  expect(problems, `${step}: focus on ${target}`).toEqual([]);
  return target;
}

/** Presses `key` until `target` has focus, checking the focus after every press. */
export async function pressUntilFocused(page: Page, key: string, target: Locator, max = 60) {
  for (let press = 1; press <= max; press += 1) {
    await page.keyboard.press(key);
    const where = await expectVisibleFocus(page, `${key} #${press}`);
    if (await target.evaluate((element) => element === document.activeElement)) return;
    if (press === max) throw new Error(`${max} × ${key} never reached the target (last: ${where})`);
  }
}
