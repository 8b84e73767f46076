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
 * The site's typeface: a document's first page stays in the platform's face (its first paint
 * never waits for a font), the font loads once the browser is idle (not for a visitor who asked
 * to save data), and the next page the visit opens in place is drawn in it: the mark is set
 * before that page's first frame, while the new page replaces the old one. A font that fails to
 * load leaves the platform's face.
 */
export function Typeface({ family }: { family: string }) {
  const pathname = usePathname();
  const firstPage = useRef(true);
  const loaded = useRef(false);

  useEffect(() => {
    if (navigator.connection?.saveData) return;
    const name = family.split(',')[0]!.replace(/["']/g, '').trim();
    return whenIdle(() => {
      void import('@/lib/typeface-loader')
        .then(({ loadTypeface }) => loadTypeface(name))
        .then(
          () => (loaded.current = true),
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
