import { type RefObject, useLayoutEffect } from 'react';

/**
 * Elements that size themselves against the bottom of the viewport (the legal side list, a sticky
 * scroll area of its own) carry this attribute; while the banner is shown they alone receive its
 * height as `--consent-reserved`. Set on the root, the custom property would be inherited by every
 * element, and the browser restyled the whole page when the banner appeared: a task of 150–190 ms
 * on the home page at a 4× CPU slowdown, against none when only these elements receive it.
 */
export const RESERVE_ATTRIBUTE = 'data-consent-reserve';

/**
 * While the fixed banner is shown, the page reserves its height at the bottom: body padding lets the
 * last content scroll above it, and scroll padding keeps a keyboard-focused element from ending up
 * hidden underneath it (WCAG 2.2, 2.4.11 Focus Not Obscured). Chromium applies the scroll padding
 * when the focus moves; Firefox does not scroll to an element that is inside the viewport, under
 * the banner, so an element that takes the focus there is scrolled into view, which the scroll
 * padding then keeps clear of the banner. `page` is the current path: after an in-place navigation
 * the new page's elements that carry `RESERVE_ATTRIBUTE` receive the height too.
 */
export function useReservedSpace(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  page: string,
) {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const root = document.documentElement;
    const sized = () => document.querySelectorAll<HTMLElement>(`[${RESERVE_ATTRIBUTE}]`);
    const reserve = () => {
      const height = `${Math.ceil(element.getBoundingClientRect().height)}px`;
      // Plus some air, as under the header: the focus ring is drawn outside the element.
      root.style.scrollPaddingBottom = `calc(${height} + 1rem)`;
      document.body.style.paddingBottom = height;
      for (const target of sized()) target.style.setProperty('--consent-reserved', height);
    };
    const covered = (focused: Element) =>
      !element.contains(focused) &&
      focused.getBoundingClientRect().bottom > element.getBoundingClientRect().top;
    const uncover = (event: FocusEvent) => {
      const focused = event.target;
      if (focused instanceof Element && covered(focused))
        focused.scrollIntoView({ block: 'nearest' });
    };
    // A section drawn late (`render-when-near`) can grow above the focused element after it took
    // the focus and push it under the banner: the page's every change of height looks again.
    const recover = () => {
      const focused = document.activeElement;
      // Only a keyboard's focus: a clicked control moved by the page is left where it went.
      if (!(focused instanceof HTMLElement) || !focused.matches(':focus-visible')) return;
      const { top } = focused.getBoundingClientRect();
      if (top < window.innerHeight && covered(focused))
        focused.scrollIntoView({ block: 'nearest' });
    };
    reserve();
    document.addEventListener('focusin', uncover);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reserve);
    observer?.observe(element);
    const pageHeight = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(recover);
    pageHeight?.observe(document.body);
    return () => {
      document.removeEventListener('focusin', uncover);
      observer?.disconnect();
      pageHeight?.disconnect();
      root.style.scrollPaddingBottom = '';
      document.body.style.paddingBottom = '';
      for (const target of sized()) target.style.removeProperty('--consent-reserved');
    };
  }, [ref, active, page]);
}
