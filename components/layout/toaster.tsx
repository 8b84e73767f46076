'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { timings } from '@/content/timings';
import { modalEvents } from '@/lib/events';

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
    // A modal's outcome is a toast: mount at once when one opens, even before the idle moment.
    const show = () => setReady(true);
    const events = Object.values(modalEvents);
    for (const name of events) window.addEventListener(name, show);
    let cancelIdle: () => void;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(show, { timeout: 2000 });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = setTimeout(show, 200);
      cancelIdle = () => clearTimeout(id);
    }
    return () => {
      for (const name of events) window.removeEventListener(name, show);
      cancelIdle();
    };
  }, []);

  if (!ready) return null;
  return <SonnerToaster position="top-right" duration={timings.toastDuration} closeButton />;
}
