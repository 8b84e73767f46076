import { booking } from '@/content/booking';
import { pricing } from '@/content/pricing';
import { pageMeta } from '@/content/seo';
import { site } from '@/content/site';
import { BookingBenefits } from '@/components/booking/booking-benefits';
import { BookingCalendar } from '@/components/booking/booking-calendar';
import { BookingTrustLines } from '@/components/booking/booking-trust-lines';
import { BookingUnavailable } from '@/components/booking/booking-unavailable';
import { TrialOffer } from '@/components/booking/trial-offer';
import { OpenModalButton } from '@/components/modals/open-modal-button';
import { PageIntro } from '@/components/ui/page-intro';
import { FirstScreenEnd } from '@/components/ui/first-screen-end';
import { Section } from '@/components/ui/section';
import { env } from '@/lib/env';
import { buildMetadata } from '@/lib/seo';

export const metadata = buildMetadata(pageMeta.freeDemo);

export default function FreeDemoPage() {
  return (
    <>
      <PageIntro
        intro={{ eyebrow: booking.eyebrow, title: booking.title, description: booking.subtitle }}
      >
        <TrialOffer
          plans={pricing.plans
            .filter((plan) => plan.monthlyPriceUSD !== null)
            .map(({ id, title }) => ({ id, title }))}
          copy={booking.trialOffer}
          startTrial={site.actions.startTrial}
        />
      </PageIntro>
      {/* The calendar comes first, on phones above everything else: booking is why people are
          here. A short gap under the intro, as on /pricing, so it starts in the first screen. */}
      <Section
        labelledBy="calendar-title"
        padded={false}
        className="pt-8 pb-16 lg:pt-10 lg:pb-24"
        containerClassName="grid gap-12 lg:grid-cols-[1.7fr_1fr]"
      >
        <div>
          <h2 id="calendar-title" className="mb-4 text-xl font-semibold text-ink">
            {booking.chooseSlot}
          </h2>
          {env.bookingUrl ? (
            <BookingCalendar src={env.bookingUrl} />
          ) : (
            <BookingUnavailable>
              <OpenModalButton modal="trial" location="free_demo_page" variant="secondary">
                {site.actions.startTrial}
              </OpenModalButton>
            </BookingUnavailable>
          )}
        </div>
        <BookingBenefits headingLevel="h2">
          <BookingTrustLines className="space-y-1" />
        </BookingBenefits>
      </Section>
      <FirstScreenEnd />
    </>
  );
}
