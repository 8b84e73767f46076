import { booking } from '@/content/booking';
import { BookingBenefits } from '@/components/booking/booking-benefits';
import { BookingCalendarOnOpen } from '@/components/booking/booking-calendar-on-open';
import { BookingTrustLines } from '@/components/booking/booking-trust-lines';
import { BookingUnavailable } from '@/components/booking/booking-unavailable';
import { buttonClasses } from '@/components/ui/button';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { env } from '@/lib/env';
import { dialogIds } from '@/lib/modal-events';

interface BookingDialogProps {
  /** Defaults to NEXT_PUBLIC_BOOKING_URL; tests pass their own. */
  bookingUrl?: string;
}

/**
 * The consultation booking dialog, in every page's HTML (the layout renders it): what the visitor
 * gets beside the scheduling calendar. Its buttons are invoker commands, so it works before any
 * of its code has arrived; the calendar asks its host nothing until the dialog has been opened.
 * "Start Free Trial Instead" opens the trial dialog, and the runtime closes this one first (the
 * button sits in it).
 */
export function BookingDialog({ bookingUrl = env.bookingUrl }: BookingDialogProps) {
  return (
    <DialogFrame
      id={dialogIds.booking}
      title={booking.title}
      subtitle={booking.subtitle}
      titleClassName="text-2xl font-semibold sm:text-3xl"
      closeLabel={booking.closeLabel}
      className="max-w-5xl"
    >
      {/* The calendar first, as on /free-demo: on a phone it is the first thing under the title. */}
      <div className="mt-6 grid gap-8 lg:grid-cols-[1.6fr_1fr]">
        <div className="min-w-0">
          <h3 className="mb-3 text-lg font-semibold text-ink">{booking.chooseSlot}</h3>
          {bookingUrl ? <BookingCalendarOnOpen src={bookingUrl} /> : <BookingUnavailable compact />}
        </div>
        <BookingBenefits headingLevel="h3" compact />
      </div>
      <div className="mt-8 flex flex-col gap-4 border-t border-line pt-6 md:flex-row md:items-center md:justify-between">
        <BookingTrustLines />
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          {/* React knows no `commandfor` prop yet, so the attributes are spread as written. */}
          <button
            type="button"
            {...{ command: 'request-close', commandfor: dialogIds.booking }}
            className={buttonClasses({ variant: 'ghost' })}
          >
            {booking.maybeLater}
          </button>
          <button
            type="button"
            {...{ command: 'show-modal', commandfor: dialogIds.trial }}
            data-cta-location="booking_modal"
            data-trial-instead=""
            aria-haspopup="dialog"
            className={buttonClasses()}
          >
            {booking.trialInstead}
          </button>
        </div>
      </div>
    </DialogFrame>
  );
}
