import { type ReactNode } from 'react';
import { booking } from '@/content/booking';
import { company } from '@/content/site';
import { buttonClasses } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { KeepTermsTogether } from '@/components/ui/keep-terms-together';

interface BookingUnavailableProps {
  /** The dialog's smaller panel, whose title is not a heading: the column's own h3 is above it. */
  compact?: boolean;
  /** Another way forward beside the email link; the dialog has its own, in its footer. */
  children?: ReactNode;
}

/** Shown instead of the calendar when no NEXT_PUBLIC_BOOKING_URL is configured. */
export function BookingUnavailable({ compact = false, children }: BookingUnavailableProps) {
  const Title = compact ? 'p' : 'h3';
  const email = (
    <a
      href={`mailto:${company.email}`}
      className={buttonClasses({ variant: compact ? 'secondary' : 'primary' })}
    >
      {booking.unavailable.emailLabel}
    </a>
  );
  return (
    <div
      className={cn(
        'flex flex-col rounded-2xl border border-dashed border-line bg-surface',
        compact
          ? 'items-start gap-3 p-4 sm:p-6'
          : 'min-h-[420px] items-center justify-center gap-4 p-8 text-center',
      )}
    >
      <Icon name="calendar" className={cn('text-brand-600', compact ? 'size-8' : 'size-10')} />
      <Title className={cn('font-semibold text-ink', !compact && 'text-xl')}>
        {booking.unavailable.title}
      </Title>
      <p className={cn('text-ink-muted', compact ? 'text-sm' : 'max-w-md')}>
        <KeepTermsTogether text={booking.unavailable.description} />
      </p>
      {compact ? (
        email
      ) : (
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          {email}
          {children}
        </div>
      )}
    </div>
  );
}
