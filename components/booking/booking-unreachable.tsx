import { booking } from '@/content/booking';
import { company } from '@/content/site';
import { ButtonLink } from '@/components/ui/button';
import { SvgIcon } from '@/components/ui/glyph';
import { Icon } from '@/components/ui/icon';
import { IconTile } from '@/components/ui/icon-tile';
import { cn } from '@/lib/cn';
import { KeepTermsTogether } from '@/components/ui/keep-terms-together';

interface BookingUnreachableProps {
  /** The booking page, opened in a new tab: a network or extension that stops it in a frame may let it through there. */
  src: string;
  /** The dialog's smaller panel, whose title is not a heading: the column's own h3 is above it. */
  compact?: boolean;
}

/**
 * In the calendar's place when its host did not answer in time (`BookingFrame`): the two ways to
 * book that do not need the frame, as buttons, sized to sit in the first screen at every width.
 */
export function BookingUnreachable({ src, compact = false }: BookingUnreachableProps) {
  const Title = compact ? 'p' : 'h3';
  return (
    <div
      className={cn(
        'flex flex-col gap-4 rounded-2xl border border-dashed border-line bg-surface',
        // In the dialog's narrower column the icon sits above, leaving the buttons a whole row.
        compact ? 'p-4 sm:p-5' : 'p-5 sm:flex-row sm:gap-5 sm:p-8',
      )}
    >
      <IconTile icon="calendar" size={compact ? 'sm' : 'md'} className="shrink-0 bg-white" />
      <div className="min-w-0">
        <Title
          className={cn('font-semibold text-ink', compact ? 'text-base' : 'text-lg sm:text-xl')}
        >
          {booking.unreachable.title}
        </Title>
        <p className={cn('mt-1.5 text-sm text-ink-muted', !compact && 'sm:text-base')}>
          <KeepTermsTogether text={booking.unreachable.description} />
        </p>
        <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <ButtonLink href={src} target="_blank" rel="noopener noreferrer">
            {booking.frameHelp.openPage}
            <span className="sr-only"> {booking.frameHelp.newTab}</span>
            <SvgIcon className="size-4">
              <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
            </SvgIcon>
          </ButtonLink>
          {/* The address alone beside the envelope: with "Email" it is too wide for a phone's dialog. */}
          <ButtonLink href={`mailto:${company.email}`} variant="secondary">
            <Icon name="mail" className="size-4" />
            <span>
              <span className="sr-only">{booking.unreachable.emailPrefix} </span>
              {company.email}
            </span>
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
