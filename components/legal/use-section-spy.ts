import { useCallback, useEffect, useRef, useState } from 'react';
import { timings } from '@/content/timings';
import { currentSection, isSectionInPlace, replaceHash } from './legal-scroll';

/**
 * Scroll-spy for a legal document: tracks the section being read and mirrors it in the address
 * (replaceState: no history entries, no hashchange). A section opened from a hash (on load, by a
 * hash change or a link click) is highlighted from then until 1 s (content/timings.ts) after the
 * scroll that brings it into place has ended; the spy leaves the address alone until that scroll
 * has ended, so a smooth scroll does not write every section it passes. `sectionIds` must be stable.
 */
export function useSectionSpy(sectionIds: readonly string[]) {
  const [active, setActive] = useState<string | null>(null);
  const highlightRef = useRef<(id: string) => void>(() => {});

  useEffect(() => {
    let scrollFrame = 0;
    let highlightTimer: ReturnType<typeof setTimeout> | undefined;
    let idleTimer: ReturnType<typeof setTimeout> | undefined;
    let navigating = false;
    let highlighted: HTMLElement | null = null;

    const clearHighlight = () => {
      highlighted?.removeAttribute('data-highlighted');
      highlighted = null;
    };
    const follow = () => {
      const id = currentSection(sectionIds);
      setActive(id);
      replaceHash(id);
    };
    let glideStarted = 0;
    const waitForScrollEnd = () => {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(() => {
        // A stalled glide is not its end: wait on, unless the reader has taken over the scroll.
        const stalled = highlighted && !isSectionInPlace(highlighted);
        // A scroll that pauses for legalScrollIdle has ended (a smooth scroll fires every frame);
        // a glide that has not arrived within legalGlideLimit was interrupted by the reader.
        if (stalled && Date.now() - glideStarted < timings.legalGlideLimit) {
          return waitForScrollEnd();
        }
        navigating = false;
        follow();
        if (highlighted) highlightTimer = setTimeout(clearHighlight, timings.legalSectionHighlight);
      }, timings.legalScrollIdle);
    };
    const highlight = (id: string) => {
      const element = sectionIds.includes(id) ? document.getElementById(id) : null;
      if (!element) return;
      clearTimeout(highlightTimer);
      clearHighlight();
      highlighted = element;
      element.setAttribute('data-highlighted', '');
      setActive(id);
      navigating = true;
      glideStarted = Date.now();
      waitForScrollEnd();
    };
    const highlightHash = () => highlight(decodeURIComponent(window.location.hash.slice(1)));
    const onScroll = () => {
      if (navigating) return waitForScrollEnd();
      cancelAnimationFrame(scrollFrame);
      scrollFrame = requestAnimationFrame(() => {
        if (!navigating) follow();
      });
    };

    highlightRef.current = highlight;
    // Opened from a hash: the browser may still be scrolling there when this runs.
    navigating = window.location.hash !== '';
    // A microtask, not a frame: the page may have been scrolled or a link followed before
    // hydration, and the spy must catch up at once (animation frames are throttled and faked by
    // test clocks). Without a hash the address follows wherever the page already is.
    let mounted = true;
    queueMicrotask(() => {
      if (!mounted) return;
      if (window.location.hash) highlightHash();
      else follow();
    });
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('hashchange', highlightHash);
    return () => {
      mounted = false;
      cancelAnimationFrame(scrollFrame);
      clearTimeout(highlightTimer);
      clearTimeout(idleTimer);
      clearHighlight();
      highlightRef.current = () => {};
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('hashchange', highlightHash);
    };
  }, [sectionIds]);

  const highlight = useCallback((id: string) => highlightRef.current(id), []);
  return { active, highlight };
}
