'use client';

import { startTransition, useEffect, useState } from 'react';
import { track } from '@/lib/analytics/track';
import { useLazyModule } from '@/lib/hooks/use-lazy-module';
import {
  type BookingModalDetail,
  type ModalDetail,
  clearPendingOpeners,
  modalEvents,
  requestModal,
} from '@/lib/modal-events';
import { whenIdle } from '@/lib/when-idle';
import { routes } from '@/content/routes';
import { modalLoaders, preloadModal } from './modal-loaders';

/**
 * The opener was a link to /free-demo whose navigation the host cancelled: if the modal's code
 * cannot be fetched (offline, or a new deploy removed the chunk), follow the link after all.
 */
const followOpenerLink = () => {
  clearPendingOpeners();
  window.location.assign(routes.freeDemo);
};

/** `null` until first opened; afterwards the modal stays mounted so a closed form keeps its state. */
type TrialState = { open: boolean } | null;
type BookingState = { open: boolean; title?: string } | null;

/**
 * Always mounted in the layout: answers the window events (`openTrailModal`,
 * `openBookingModal`) and calls `preventDefault()` synchronously, which tells `requestModal` the
 * event was handled, so buttons do not fall back to /free-demo.
 */
export function ModalHost() {
  const [trial, setTrial] = useState<TrialState>(null);
  const [booking, setBooking] = useState<BookingState>(null);
  const trialModule = useLazyModule(modalLoaders.trial, trial !== null, followOpenerLink);
  const bookingModule = useLazyModule(modalLoaders.booking, booking !== null, followOpenerLink);

  useEffect(() => {
    const openTrial = (event: Event) => {
      event.preventDefault();
      const detail = (event as CustomEvent<ModalDetail | null>).detail;
      track('trial_modal_opened', { location: detail?.location ?? 'other' });
      // A transition: the tap's own frame paints first (the pressed opener's ring), then the
      // modal renders in slices the browser can paint between, so no tap waits on a long task.
      startTransition(() => setTrial({ open: true }));
    };
    const openBooking = (event: Event) => {
      event.preventDefault();
      const detail = (event as CustomEvent<BookingModalDetail | null>).detail;
      track('booking_modal_opened', { location: detail?.location ?? 'other' });
      startTransition(() => setBooking({ open: true, title: detail?.title }));
      // "Start Free Trial Instead" hands over to the trial modal: have it ready.
      preloadModal('trial');
    };
    window.addEventListener(modalEvents.trial, openTrial);
    window.addEventListener(modalEvents.booking, openBooking);
    // The trial form is the conversion: once the hydrated page is idle its code is fetched, so
    // the tap finds it ready (a phone on a slow network would otherwise wait a round trip more).
    // In slices, each evaluated in an idle period of its own (./trial-prefetch.ts), so none is a
    // long task on a slow phone and a tap never waits on one: as one import it was a task of
    // 110-135 ms at 4x CPU on every page with an opener.
    const prefetch = new AbortController();
    const cancelIdle = whenIdle(() => {
      import('./trial-prefetch').then(
        ({ prefetchTrialInSlices }) => prefetchTrialInSlices(prefetch.signal),
        () => {},
      );
    });
    return () => {
      cancelIdle();
      prefetch.abort();
      window.removeEventListener(modalEvents.trial, openTrial);
      window.removeEventListener(modalEvents.booking, openBooking);
    };
  }, []);

  const closeBooking = () => setBooking((state) => state && { ...state, open: false });

  // Booking renders first: when it hands over to the trial modal it closes (returning focus to
  // the opener) before the trial modal opens and remembers that opener for its own close.
  return (
    <>
      {booking && bookingModule && (
        <bookingModule.BookingModal
          open={booking.open}
          title={booking.title}
          onClose={closeBooking}
          onStartTrial={() => {
            closeBooking();
            track('booking_trial_instead_clicked', {});
            requestModal('trial', { location: 'booking_modal' });
          }}
        />
      )}
      {trial && trialModule && (
        <trialModule.TrialModal open={trial.open} onClose={() => setTrial({ open: false })} />
      )}
    </>
  );
}
