'use client';

import { useEffect, useState } from 'react';
import { useLazyModule } from '@/lib/use-lazy-module';
import { type BookingModalDetail, modalEvents, requestModal } from '@/lib/events';
import { whenIdle } from '@/lib/when-idle';

// The modals (react-hook-form, zod, the booking frame) are separate chunks: fetched when the
// browser is idle or on first open, never part of a page's first-load JavaScript.
const loadTrialModal = () => import('./trial-modal');
const loadBookingModal = () => import('./booking-modal');

/** `null` until first opened; afterwards the modal stays mounted so a closed form keeps its state. */
type TrialState = { open: boolean } | null;
type BookingState = { open: boolean; title?: string } | null;

/**
 * Always mounted in the layout: answers the spec's window events (`openTrailModal`,
 * `openBookingModal`) and calls `preventDefault()` synchronously, which tells `requestModal` the
 * event was handled, so buttons do not fall back to /free-demo.
 */
export function ModalHost() {
  const [trial, setTrial] = useState<TrialState>(null);
  const [booking, setBooking] = useState<BookingState>(null);
  const trialModule = useLazyModule(loadTrialModal, trial !== null);
  const bookingModule = useLazyModule(loadBookingModal, booking !== null);

  useEffect(() => {
    const openTrial = (event: Event) => {
      event.preventDefault();
      setTrial({ open: true });
    };
    const openBooking = (event: Event) => {
      event.preventDefault();
      const detail = (event as CustomEvent<BookingModalDetail | null>).detail;
      setBooking({ open: true, title: detail?.title });
    };
    window.addEventListener(modalEvents.trial, openTrial);
    window.addEventListener(modalEvents.booking, openBooking);
    const cancelPreload = whenIdle(() => {
      void loadTrialModal();
      void loadBookingModal();
    }, 5000);
    return () => {
      window.removeEventListener(modalEvents.trial, openTrial);
      window.removeEventListener(modalEvents.booking, openBooking);
      cancelPreload();
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
            requestModal('trial');
          }}
        />
      )}
      {trial && trialModule && (
        <trialModule.TrialModal open={trial.open} onClose={() => setTrial({ open: false })} />
      )}
    </>
  );
}
