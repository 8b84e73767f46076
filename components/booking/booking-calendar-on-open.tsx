import { booking } from '@/content/booking';
import { bookingFrameProps } from './booking-frame-props';
import { BookingFrameOnOpen } from './booking-frame-on-open';
import { BookingLoadingCard } from './booking-loading-card';

/**
 * The configured calendar in the booking dialog, which every page's HTML carries: the loading
 * card until the dialog first opens, then the frame (`BookingFrameOnOpen`). Its own module, so a
 * page's first load holds only the small island, not the frame's code.
 */
export function BookingCalendarOnOpen({ src }: { src: string }) {
  return (
    <BookingFrameOnOpen
      {...bookingFrameProps(src, true)}
      placeholder={
        <div className="relative min-h-[640px] overflow-hidden rounded-2xl border border-line bg-white">
          <BookingLoadingCard label={booking.loading} />
        </div>
      }
    />
  );
}
