import { booking } from '@/content/booking';
import type { BookingFrameProps } from './booking-frame';
import { BookingFrameHelp } from './booking-frame-help';
import { BookingUnreachable } from './booking-unreachable';

/**
 * What the frame is given wherever it is drawn: its copy and the pieces drawn outside it. Apart
 * from the frame itself: a server module that imports a client component puts that component in
 * the page's first load, even where only these props are used (the booking dialog).
 */
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
