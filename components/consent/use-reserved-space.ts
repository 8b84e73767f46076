import { type RefObject, useLayoutEffect } from 'react';

/**
 * While the fixed banner is shown, the page reserves its height at the bottom: body padding lets the
 * last content scroll above it, and scroll padding keeps a keyboard-focused element from ending up
 * hidden underneath it (WCAG 2.2, 2.4.11 Focus Not Obscured). Sticky scroll areas of their own that
 * reach down to the bottom (the legal side list) subtract `--consent-reserved` from their height.
 */
export function useReservedSpace(ref: RefObject<HTMLElement | null>, active: boolean) {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const root = document.documentElement;
    const reserve = () => {
      const height = `${Math.ceil(element.getBoundingClientRect().height)}px`;
      // Plus some air, as under the header: the focus ring is drawn outside the element.
      root.style.scrollPaddingBottom = `calc(${height} + 1rem)`;
      root.style.setProperty('--consent-reserved', height);
      document.body.style.paddingBottom = height;
    };
    reserve();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reserve);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.scrollPaddingBottom = '';
      root.style.removeProperty('--consent-reserved');
      document.body.style.paddingBottom = '';
    };
  }, [ref, active]);
}
