'use client';

import { type ReactNode, useEffect, useState } from 'react';
import { timings } from '@/content/timings';
import { bookingHostAnswers } from '@/lib/booking-probe';
import { BookingLoadingCard } from './booking-loading-card';

/**
 * - `checking`: the host is being asked (and the static HTML, before any script runs);
 * - `loading`: it answered, and the frame loads under the loading card;
 * - `slow`: still loading after the probe's time-out again: the help line joins the card;
 * - `shown`: the frame has loaded;
 * - `unreachable`: the host did not answer in time: the ways to book without it, instead.
 */
type Status = 'checking' | 'loading' | 'slow' | 'shown' | 'unreachable';

export interface BookingFrameProps {
  src: string;
  /** Text is passed in from the server so no content module (or zod) ships to the browser. */
  title: string;
  loadingLabel: string;
  /** Said by the status line when the card below replaces the calendar. */
  unreachableLabel: string;
  /** The link a browser without JavaScript shows over the loading card. */
  fallbackLabel: string;
  /** In the frame's place when the host does not answer (`BookingUnreachable`). */
  unreachable: ReactNode;
  /** The small "Calendar not showing?" line: under the loaded frame, or in the card when slow. */
  help: ReactNode;
}

/**
 * The external scheduling page in a titled frame, created only once its host has answered
 * (`bookingHostAnswers`): a frame whose host is down shows the browser's error page, which the
 * page could neither detect nor hide. Until then a loading card of the frame's size shows.
 */
export function BookingFrame({
  src,
  title,
  loadingLabel,
  unreachableLabel,
  fallbackLabel,
  unreachable,
  help,
}: BookingFrameProps) {
  const [status, setStatus] = useState<Status>('checking');

  useEffect(() => {
    const controller = new AbortController();
    void bookingHostAnswers(src, {
      timeoutMs: timings.bookingProbeTimeout,
      signal: controller.signal,
    }).then((answers) => {
      if (!controller.signal.aborted) setStatus(answers ? 'loading' : 'unreachable');
    });
    return () => controller.abort();
  }, [src]);

  // A frame that never finishes loading cannot be told from a slow one: the ways to book join
  // the loading card, and the frame still replaces it if it arrives.
  useEffect(() => {
    if (status !== 'loading') return;
    const timer = setTimeout(() => setStatus('slow'), timings.bookingProbeTimeout);
    return () => clearTimeout(timer);
  }, [status]);

  const said = status === 'unreachable' ? unreachableLabel : status === 'shown' ? '' : loadingLabel;
  return (
    <div>
      <p role="status" className="sr-only">
        {said}
      </p>
      {status === 'unreachable' ? (
        unreachable
      ) : (
        <>
          <div className="relative min-h-[640px] overflow-hidden rounded-2xl border border-line bg-white">
            {status !== 'checking' && (
              <iframe
                src={src}
                title={title}
                onLoad={() => setStatus('shown')}
                className="absolute inset-0 block size-full"
              />
            )}
            {status !== 'shown' && (
              <BookingLoadingCard label={loadingLabel}>
                {status === 'slow' && help}
              </BookingLoadingCard>
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
          {status === 'shown' && help}
        </>
      )}
    </div>
  );
}
