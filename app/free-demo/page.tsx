import { booking } from '@/content/booking';
import { pageMeta } from '@/content/seo';
import { site } from '@/content/site';
import { BookingBenefits } from '@/components/booking/booking-benefits';
import { BookingFrame } from '@/components/booking/booking-frame';
import { BookingTrustLines } from '@/components/booking/booking-trust-lines';
import { BookingUnavailable } from '@/components/booking/booking-unavailable';
import { OpenModalButton } from '@/components/modals/open-modal-button';
import { PageIntro } from '@/components/ui/page-intro';
import { Section } from '@/components/ui/section';
import { env } from '@/lib/env';
import { buildMetadata } from '@/lib/seo';

export const metadata = buildMetadata(pageMeta.freeDemo);

export default function FreeDemoPage() {
  return (
    <>
      <PageIntro
        intro={{ eyebrow: booking.eyebrow, title: booking.title, description: booking.subtitle }}
      />
      <Section
        labelledBy="calendar-title"
        containerClassName="grid gap-12 lg:grid-cols-[1fr_1.7fr]"
      >
        <BookingBenefits headingLevel="h2">
          <BookingTrustLines className="space-y-1" />
        </BookingBenefits>
        <div>
          <h2 id="calendar-title" className="mb-4 text-xl font-semibold text-ink">
            {booking.chooseSlot}
          </h2>
          {env.bookingUrl ? (
            <BookingFrame
              src={env.bookingUrl}
              title={booking.frameTitle}
              loadingLabel={booking.loading}
              fallbackLabel={booking.chooseSlot}
            />
          ) : (
            <BookingUnavailable>
              <OpenModalButton modal="trial" location="free_demo_page" variant="secondary">
                {site.actions.startTrial}
              </OpenModalButton>
            </BookingUnavailable>
          )}
        </div>
      </Section>
    </>
  );
}
