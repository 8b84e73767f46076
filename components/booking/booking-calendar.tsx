import { booking } from '@/content/booking';
import { BookingFrame, type BookingFrameProps } from './booking-frame';
import { BookingFrameHelp } from './booking-frame-help';
import { BookingUnreachable } from './booking-unreachable';

/** What the frame is given wherever it is drawn: its copy and the pieces drawn outside it. */
export function bookingFrameProps(src: string, compact: boolean): BookingFrameProps {
  return {
    src,
    title: booking.frameTitle,
    loadingLabel: booking.loading,
    unreachableLabel: booking.unreachable.title,
    fallbackLabel: booking.chooseSlot,
    unreachable: <BookingUnreachable src={src} compact={compact} />,
    help: <BookingFrameHelp src={src} />,
  };
}

/**
 * The configured calendar on /free-demo: the frame with its copy, the card that takes its place
 * when the host does not answer, and the help line under it. The booking dialog draws the same
 * frame once it opens (`BookingCalendarOnOpen`).
 */
export function BookingCalendar({ src, compact = false }: { src: string; compact?: boolean }) {
  return <BookingFrame {...bookingFrameProps(src, compact)} />;
}
