'use client';

import { useEffect, useState } from 'react';
import { timings } from '@/content/timings';
import { TOASTS_WANTED_EVENT } from '@/lib/modal-events';
import { useLazyModule } from '@/lib/hooks/use-lazy-module';

const loadSonner = () => import('sonner');

/**
 * The one toast host: top-right, closing after 3000 ms (content/timings.ts). Toasts only ever report
 * a form's outcome, so sonner loads when a form's code raises `TOASTS_WANTED_EVENT` (the trial
 * form's controller does as it attaches): never with the page, never on idle.
 */
export function Toaster() {
  const [wanted, setWanted] = useState(false);
  const sonner = useLazyModule(loadSonner, wanted);

  useEffect(() => {
    const want = () => setWanted(true);
    window.addEventListener(TOASTS_WANTED_EVENT, want);
    return () => window.removeEventListener(TOASTS_WANTED_EVENT, want);
  }, []);

  if (!sonner) return null;
  return <sonner.Toaster position="top-right" duration={timings.toastDuration} closeButton />;
}
