'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/** Route changes glide to the very top (Next alone stops at the page segment, under the header). */
export function ScrollToTop() {
  const pathname = usePathname();
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (window.location.hash) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [pathname]);

  return null;
}
