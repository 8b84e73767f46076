import { BookingFrame } from './booking-frame';
import { bookingFrameProps } from './booking-frame-props';

/**
 * The configured calendar on /free-demo: the frame with its copy, the card that takes its place
 * when the host does not answer, and the help line under it. The booking dialog draws the same
 * frame once it opens (`BookingCalendarOnOpen`).
 */
export function BookingCalendar({ src, compact = false }: { src: string; compact?: boolean }) {
  return <BookingFrame {...bookingFrameProps(src, compact)} />;
}
