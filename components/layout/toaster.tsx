'use client';

import { useEffect, useState } from 'react';
import { timings } from '@/content/timings';
import { modalEvents } from '@/lib/events';
import { useLazyModule } from '@/lib/use-lazy-module';
import { whenIdle } from '@/lib/when-idle';

const loadSonner = () => import('sonner');

/**
 * The one toast host: top-right, closing after the spec's 3000 ms. Nothing on first paint shows a
 * toast, so sonner loads once the browser is idle and stays out of every page's first-load script.
 */
export function Toaster() {
  const [wanted, setWanted] = useState(false);
  const sonner = useLazyModule(loadSonner, wanted);

  useEffect(() => {
    // A modal's outcome is a toast: load at once when one opens, even before the idle moment.
    const want = () => setWanted(true);
    const events = Object.values(modalEvents);
    for (const name of events) window.addEventListener(name, want);
    const cancelIdle = whenIdle(want);
    return () => {
      for (const name of events) window.removeEventListener(name, want);
      cancelIdle();
    };
  }, []);

  if (!sonner) return null;
  return <sonner.Toaster position="top-right" duration={timings.toastDuration} closeButton />;
}
