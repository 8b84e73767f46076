'use client';

import { Toaster as Sonner } from 'sonner';
import { timings } from '@/content/timings';

/** The one toast host: top-right, closing after the spec's 3000 ms. */
export function Toaster() {
  return (
    <Sonner
      position="top-right"
      duration={timings.toastDuration}
      closeButton
      toastOptions={{ className: 'font-sans' }}
    />
  );
}
