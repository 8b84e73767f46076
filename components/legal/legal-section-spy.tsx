'use client';

import { useEffect } from 'react';
import { useSectionSpy } from './use-section-spy';

/**
 * The scroll-spy's island. It renders nothing: it marks the open document's section links
 * (`a[data-section]`, in both the side list and the overlay) `aria-current="location"` for the
 * section being read, and a click on one of them highlights its section even when the address
 * already has its hash (no hashchange then).
 */
export function LegalSectionSpy({ sectionIds }: { sectionIds: readonly string[] }) {
  const { active, highlight } = useSectionSpy(sectionIds);

  useEffect(() => {
    for (const link of document.querySelectorAll<HTMLElement>('a[data-section]')) {
      if (link.dataset.section === active) link.setAttribute('aria-current', 'location');
      else link.removeAttribute('aria-current');
    }
  }, [active]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.<HTMLElement>('a[data-section]');
      if (link?.dataset.section) highlight(link.dataset.section);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [highlight]);

  return null;
}
