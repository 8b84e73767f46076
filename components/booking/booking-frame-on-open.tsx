'use client';

import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLazyModule } from '@/lib/hooks/use-lazy-module';
import { DIALOG_OPENED_EVENT } from '@/lib/modal-events';
import type { BookingFrameProps } from './booking-frame';

// The frame's code (the probe, the states) is fetched when its dialog first opens.
const loadFrame = () => import('./booking-frame');

/**
 * The booking frame inside the booking dialog, which every page's HTML carries: until the dialog
 * has been opened it is `placeholder` (the loading card `BookingFrame` itself starts with, drawn
 * by the server), and neither the frame's code nor any request to the booking host is made. Once it opens (before this code arrived, too),
 * `BookingFrame` takes over and asks the host.
 */
export function BookingFrameOnOpen({
  placeholder,
  ...props
}: BookingFrameProps & { placeholder: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    const dialog = root.current?.closest('dialog');
    if (!dialog || dialog.open) {
      setOpened(true);
      return;
    }
    const open = () => setOpened(true);
    dialog.addEventListener(DIALOG_OPENED_EVENT, open, { once: true });
    return () => dialog.removeEventListener(DIALOG_OPENED_EVENT, open);
  }, []);
  const frame = useLazyModule(loadFrame, opened);
  if (frame) return <frame.BookingFrame {...props} />;
  return (
    <div ref={root}>
      <p role="status" className="sr-only">
        {props.loadingLabel}
      </p>
      {placeholder}
    </div>
  );
}
