import { useCallback, useEffect, useRef, useState } from 'react';
import { timings } from '@/content/timings';
import { currentSection, replaceHash, sectionAtOffset } from './legal-scroll';

/**
 * Scroll-spy for a legal document: tracks the section being read and mirrors it in the address
 * (replaceState: no history entries, no hashchange). A section opened from a hash (on load, by a
 * hash change or a link click) is highlighted for the spec's 1 s. `sectionIds` must be stable.
 */
export function useSectionSpy(sectionIds: readonly string[]) {
  const [active, setActive] = useState<string | null>(null);
  const highlightRef = useRef<(id: string) => void>(() => {});

  useEffect(() => {
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let highlighted: HTMLElement | null = null;

    const clearHighlight = () => {
      highlighted?.removeAttribute('data-highlighted');
      highlighted = null;
    };
    const highlight = (id: string) => {
      const element = sectionIds.includes(id) ? document.getElementById(id) : null;
      if (!element) return;
      clearTimeout(timer);
      clearHighlight();
      highlighted = element;
      element.setAttribute('data-highlighted', '');
      setActive(id);
      timer = setTimeout(clearHighlight, timings.legalSectionHighlight);
    };
    const highlightHash = () => highlight(decodeURIComponent(window.location.hash.slice(1)));
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const id = currentSection(sectionIds);
        setActive(id);
        replaceHash(id);
      });
    };

    highlightRef.current = highlight;
    frame = requestAnimationFrame(() => {
      if (window.location.hash) highlightHash();
      else setActive(sectionAtOffset(sectionIds));
    });
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('hashchange', highlightHash);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      clearHighlight();
      highlightRef.current = () => {};
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('hashchange', highlightHash);
    };
  }, [sectionIds]);

  const highlight = useCallback((id: string) => highlightRef.current(id), []);
  return { active, highlight };
}
