'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { TYPEFACE_ATTRIBUTE } from '@/lib/typeface';
import { whenIdle } from '@/lib/when-idle';

declare global {
  interface Navigator {
    /** The Network Information API's data saver flag; Chromium only, not in every DOM lib. */
    readonly connection?: { readonly saveData?: boolean };
  }
}

/**
 * The site's typeface on a first visit: the page that opens the visit stays in the platform's
 * face (TYPEFACE_SCRIPT did not mark it), the font loads once the browser is idle (not for a
 * visitor who asked to save data), and the next page the visit opens in place is drawn in it: the
 * mark is set before that page's first frame, while the new page replaces the old one. A font
 * that fails to load leaves the platform's face. On a page the head script marked, a font that
 * came after the first paint has the mark taken away (`unmarkIfDrawnWithout`).
 */
export function Typeface({ family }: { family: string }) {
  const pathname = usePathname();
  const firstPage = useRef(true);
  const loaded = useRef(false);

  useEffect(() => {
    const marked = document.documentElement.hasAttribute(TYPEFACE_ATTRIBUTE);
    const name = family.split(',')[0]!.replace(/["']/g, '').trim();
    // A marked page is checked at once, before a media change could swap a late font in; the
    // font is loaded ahead only when the browser is idle.
    const start = marked ? (run: () => void) => (run(), undefined) : whenIdle;
    return start(() => {
      void import('@/lib/typeface-loader')
        .then(async (loader): Promise<boolean> => {
          // A marked page drawn without the font is unmarked, then loads it for the next page.
          if (marked && !(await loader.unmarkIfDrawnWithout(name))) return false;
          if (navigator.connection?.saveData) return false;
          await loader.loadTypeface(name);
          return true;
        })
        .then(
          (ready) => (loaded.current = ready),
          () => undefined,
        );
    });
  }, [family]);

  useLayoutEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    if (loaded.current) document.documentElement.setAttribute(TYPEFACE_ATTRIBUTE, '');
  }, [pathname]);

  return null;
}
