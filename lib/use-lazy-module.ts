'use client';

import { useEffect, useState } from 'react';

/**
 * A module fetched once it is `wanted`, then kept. Plain state rather than `next/dynamic` or
 * React.lazy + Suspense: `next/dynamic`'s loader joins the first-load script of every page that
 * uses it, and a Suspense reveal is throttled by a timer that would hold a modal back behind a
 * paused test clock.
 */
export function useLazyModule<T>(load: () => Promise<T>, wanted: boolean): T | null {
  const [module, setModule] = useState<T | null>(null);
  useEffect(() => {
    if (!wanted || module) return;
    let current = true;
    void load().then((loaded) => {
      if (current) setModule(() => loaded);
    });
    return () => {
      current = false;
    };
  }, [load, wanted, module]);
  return module;
}
