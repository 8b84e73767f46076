import { booking } from '@/content/booking';
import { company, site } from '@/content/site';
import { OpenModalButton } from '@/components/modals/open-modal-button';
import { buttonClasses } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';

/** Shown instead of the calendar when no NEXT_PUBLIC_BOOKING_URL is configured. */
export function BookingUnavailable() {
  return (
    <div className="flex min-h-[420px] flex-col items-center justify-center gap-4 rounded-2xl border border-dashed border-line bg-surface p-8 text-center">
      <Icon name="calendar" className="size-10 text-brand-600" />
      <h3 className="text-xl font-semibold text-ink">{booking.unavailable.title}</h3>
      <p className="max-w-md text-ink-muted">{booking.unavailable.description}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <a href={`mailto:${company.email}`} className={buttonClasses({ variant: 'primary' })}>
          {booking.unavailable.emailLabel}
        </a>
        <OpenModalButton modal="trial" variant="secondary">
          {site.actions.startTrial}
        </OpenModalButton>
      </div>
    </div>
  );
}
