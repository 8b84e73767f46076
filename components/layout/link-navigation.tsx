'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { anchorOf, clientNavigationPath, inSitePath } from '@/lib/in-site-link';

/**
 * Client-side navigation for the site's plain links: a click on a link to one of its pages swaps
 * the page in place, as `next/link` would, and the page's data is fetched when the visitor points
 * at, focuses or touches the link rather than for every link that scrolls into view. Listens on
 * `window`, so a component's own handler runs first and can cancel it.
 */
export function LinkNavigation() {
  const router = useRouter();

  useEffect(() => {
    const navigate = (event: MouseEvent) => {
      const path = clientNavigationPath(event, window.location);
      if (path === null) return;
      event.preventDefault();
      router.push(path);
    };
    const prefetch = (event: Event) => {
      const anchor = anchorOf(event.target);
      if (!anchor) return;
      const path = inSitePath(anchor, window.location);
      if (path) router.prefetch(path);
    };
    const intents = ['pointerover', 'focusin', 'touchstart'] as const;
    window.addEventListener('click', navigate);
    for (const intent of intents) window.addEventListener(intent, prefetch, { passive: true });
    return () => {
      window.removeEventListener('click', navigate);
      for (const intent of intents) window.removeEventListener(intent, prefetch);
    };
  }, [router]);

  return null;
}
