'use client';

import { booking } from '@/content/booking';
import { company } from '@/content/site';
import { BookingFrame } from '@/components/booking/booking-frame';
import { buttonClasses } from '@/components/ui/button';
import { CheckList } from '@/components/ui/check-list';
import { Icon } from '@/components/ui/icon';
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
      labelledBy="booking-modal-title"
      describedBy="booking-modal-subtitle"
      closeLabel={booking.closeLabel}
      className="max-w-5xl"
    >
      <div className="p-6 sm:p-8">
        <div className="pr-10">
          <h2 id="booking-modal-title" className="text-2xl font-semibold text-ink sm:text-3xl">
            {title ?? booking.title}
          </h2>
          <p id="booking-modal-subtitle" className="mt-1 text-ink-muted">
            {booking.subtitle}
          </p>
        </div>
        <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_1.6fr]">
          <div className="flex flex-col gap-6">
            <h3 className="text-lg font-semibold text-ink">{booking.benefitsTitle}</h3>
            <ul className="-mt-2 space-y-4">
              {booking.benefits.map((benefit) => (
                <li key={benefit.title} className="flex gap-3">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon name={benefit.icon} className="size-5" />
                  </span>
                  <span>
                    <span className="block font-semibold text-ink">{benefit.title}</span>
                    <span className="block text-sm text-ink-muted">{benefit.description}</span>
                  </span>
                </li>
              ))}
            </ul>
            <CheckList
              items={booking.reassurances}
              className="rounded-2xl bg-accent-50 p-4 font-medium text-ink"
            />
          </div>
          <div>
            <h3 className="mb-3 text-lg font-semibold text-ink">{booking.chooseSlot}</h3>
            {bookingUrl ? (
              <BookingFrame
                src={bookingUrl}
                title={booking.frameTitle}
                loadingLabel={booking.loading}
                fallbackLabel={booking.chooseSlot}
              />
            ) : (
              <div className="flex flex-col items-start gap-3 rounded-2xl border border-dashed border-line bg-surface p-6">
                <Icon name="calendar" className="size-8 text-brand-600" />
                <p className="font-semibold text-ink">{booking.unavailable.title}</p>
                <p className="text-sm text-ink-muted">{booking.unavailable.description}</p>
                <a
                  href={`mailto:${company.email}`}
                  className={buttonClasses({ variant: 'secondary' })}
                >
                  {booking.unavailable.emailLabel}
                </a>
              </div>
            )}
          </div>
        </div>
        <div className="mt-8 flex flex-col gap-4 border-t border-line pt-6 md:flex-row md:items-center md:justify-between">
          <ul className="text-sm text-ink-muted">
            {booking.footer.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <div className="flex flex-col-reverse gap-3 sm:flex-row">
            <button type="button" onClick={onClose} className={buttonClasses({ variant: 'ghost' })}>
              {booking.maybeLater}
            </button>
            <button type="button" onClick={onStartTrial} className={buttonClasses()}>
              {booking.trialInstead}
            </button>
          </div>
        </div>
      </div>
    </ModalDialog>
  );
}
