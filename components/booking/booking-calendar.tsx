import { booking } from '@/content/booking';
import { BookingFrame } from './booking-frame';
import { BookingFrameHelp } from './booking-frame-help';
import { BookingUnreachable } from './booking-unreachable';

/**
 * The configured calendar, on /free-demo and in the booking modal: the frame with its copy, the
 * card that takes its place when the host does not answer, and the help line under it.
 */
export function BookingCalendar({ src, compact = false }: { src: string; compact?: boolean }) {
  return (
    <BookingFrame
      src={src}
      title={booking.frameTitle}
      loadingLabel={booking.loading}
      unreachableLabel={booking.unreachable.title}
      fallbackLabel={booking.chooseSlot}
      unreachable={<BookingUnreachable src={src} compact={compact} />}
      help={<BookingFrameHelp src={src} />}
    />
  );
}
