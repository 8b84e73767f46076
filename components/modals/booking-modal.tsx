'use client';

import { booking } from '@/content/booking';
import { BookingBenefits } from '@/components/booking/booking-benefits';
import { BookingCalendar } from '@/components/booking/booking-calendar';
import { BookingTrustLines } from '@/components/booking/booking-trust-lines';
import { BookingUnavailable } from '@/components/booking/booking-unavailable';
import { buttonClasses } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { env } from '@/lib/env';

interface BookingModalProps {
  open: boolean;
  /** Overrides the default "Schedule Your Free Consultation". */
  title?: string;
  onClose: () => void;
  onStartTrial: () => void;
  /** Defaults to NEXT_PUBLIC_BOOKING_URL; tests pass their own. */
  bookingUrl?: string;
}

/** The consultation booking dialog: what the visitor gets beside the scheduling calendar. */
export function BookingModal({
  open,
  title,
  onClose,
  onStartTrial,
  bookingUrl = env.bookingUrl,
}: BookingModalProps) {
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={title ?? booking.title}
      subtitle={booking.subtitle}
      titleClassName="text-2xl font-semibold sm:text-3xl"
      closeLabel={booking.closeLabel}
      className="max-w-5xl"
    >
      {/* The calendar first, as on /free-demo: on a phone it is the first thing under the title. */}
      <div className="mt-6 grid gap-8 lg:grid-cols-[1.6fr_1fr]">
        <div className="min-w-0">
          <h3 className="mb-3 text-lg font-semibold text-ink">{booking.chooseSlot}</h3>
          {bookingUrl ? (
            <BookingCalendar src={bookingUrl} compact />
          ) : (
            <BookingUnavailable compact />
          )}
        </div>
        <BookingBenefits headingLevel="h3" compact />
      </div>
      <div className="mt-8 flex flex-col gap-4 border-t border-line pt-6 md:flex-row md:items-center md:justify-between">
        <BookingTrustLines />
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          <button type="button" onClick={onClose} className={buttonClasses({ variant: 'ghost' })}>
            {booking.maybeLater}
          </button>
          <button type="button" onClick={onStartTrial} className={buttonClasses()}>
            {booking.trialInstead}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
