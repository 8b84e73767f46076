'use client';

import { useState } from 'react';
import { cn } from '@/lib/cn';
import { useHydrated } from '@/lib/hooks/use-hydrated';

/**
 * The external scheduling page in a titled frame, with a loading state until it has loaded.
 * The frame is created only after hydration so its load event can never be missed.
 */
interface BookingFrameProps {
  src: string;
  /** Text is passed in from the server so no content module (or zod) ships to the browser. */
  title: string;
  loadingLabel: string;
  fallbackLabel: string;
  className?: string;
}

export function BookingFrame({
  src,
  title,
  loadingLabel,
  fallbackLabel,
  className,
}: BookingFrameProps) {
  const hydrated = useHydrated();
  const [loaded, setLoaded] = useState(false);
  return (
    <div
      className={cn(
        'relative min-h-[640px] overflow-hidden rounded-2xl border border-line bg-white',
        className,
      )}
    >
      {!loaded && (
        <div
          role="status"
          className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-surface text-ink-muted"
        >
          <span
            aria-hidden="true"
            className="size-8 rounded-full border-2 border-brand-200 border-t-brand-600 motion-safe:animate-spin"
          />
          {loadingLabel}
        </div>
      )}
      {hydrated && (
        <iframe
          src={src}
          title={title}
          onLoad={() => setLoaded(true)}
          className="absolute inset-0 block size-full"
        />
      )}
      <noscript>
        <a
          href={src}
          className="absolute inset-0 z-10 flex items-center justify-center bg-surface font-semibold text-brand-700 underline"
        >
          {fallbackLabel}
        </a>
      </noscript>
    </div>
  );
}
