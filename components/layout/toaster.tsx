'use client';

import { useEffect, useState } from 'react';
import { timings } from '@/content/timings';
import { modalEvents } from '@/lib/modal-events';
import { useLazyModule } from '@/lib/hooks/use-lazy-module';

const loadSonner = () => import('sonner');

/**
 * The one toast host: top-right, closing after 3000 ms (content/timings.ts). Toasts only ever report a
 * modal's outcome, so sonner loads when a modal opens: never with the page, never on idle.
 */
export function Toaster() {
  const [wanted, setWanted] = useState(false);
  const sonner = useLazyModule(loadSonner, wanted);

  useEffect(() => {
    const want = () => setWanted(true);
    const events = Object.values(modalEvents);
    for (const name of events) window.addEventListener(name, want);
    return () => {
      for (const name of events) window.removeEventListener(name, want);
    };
  }, []);

  if (!sonner) return null;
  return <sonner.Toaster position="top-right" duration={timings.toastDuration} closeButton />;
}
