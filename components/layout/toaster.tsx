'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { timings } from '@/content/timings';

const SonnerToaster = dynamic(() => import('sonner').then((module) => module.Toaster), {
  ssr: false,
});

/**
 * The one toast host: top-right, closing after the spec's 3000 ms. Nothing on first paint shows a
 * toast, so sonner loads once the browser is idle and stays out of every page's first-load script.
 */
export function Toaster() {
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(() => setReady(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(() => setReady(true), 200);
    return () => clearTimeout(id);
  }, []);

  if (!ready) return null;
  return <SonnerToaster position="top-right" duration={timings.toastDuration} closeButton />;
}
