'use client';

import { useEffect, useState } from 'react';

/**
 * A module fetched once it is `wanted`, then kept. Plain state rather than `next/dynamic` or
 * React.lazy + Suspense: `next/dynamic`'s loader joins the first-load script of every page that
 * uses it, and a Suspense reveal is throttled by a timer that would hold a modal back behind a
 * paused test clock. `onError` hears a chunk that failed to load (offline, a deploy in between).
 */
export function useLazyModule<T>(
  load: () => Promise<T>,
  wanted: boolean,
  onError?: (error: unknown) => void,
): T | null {
  const [module, setModule] = useState<T | null>(null);
  useEffect(() => {
    if (!wanted || module) return;
    let current = true;
    load().then(
      (loaded) => {
        if (current) setModule(() => loaded);
      },
      (error: unknown) => {
        if (current) onError?.(error);
      },
    );
    return () => {
      current = false;
    };
  }, [load, wanted, module, onError]);
  return module;
}
