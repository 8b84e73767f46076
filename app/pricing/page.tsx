import { pricing } from '@/content/pricing';
import { pageMeta } from '@/content/seo';
import { BillingToggle } from '@/components/pricing/billing-toggle';
import { periodGroup } from '@/components/pricing/period';
import { PlanCard } from '@/components/pricing/plan-card';
import { PricingFaq } from '@/components/pricing/pricing-faq';
import { PricingJsonLd } from '@/components/pricing/pricing-json-ld';
import { PageIntro } from '@/components/ui/page-intro';
import { Section } from '@/components/ui/section';
import { BelowFirstScreen } from '@/components/ui/below-first-screen';
import { env } from '@/lib/env';
import { buildMetadata } from '@/lib/seo';
import { KeepTermsTogether } from '@/components/ui/keep-terms-together';

export const metadata = buildMetadata(pageMeta.pricing);

export default function PricingPage() {
  return (
    <>
      <PageIntro intro={pricing.intro} />
      {/* A short top: the plans and their prices are what the visitor came for. */}
      <Section
        label="Plans"
        padded={false}
        className={`${periodGroup} pt-5 pb-16 sm:pt-8 lg:pb-24`}
      >
        <BillingToggle labels={pricing.period} />
        <ul className="mt-5 grid gap-6 sm:mt-8 md:grid-cols-2 xl:grid-cols-4">
          {pricing.plans.map((plan) => (
            <li key={plan.id}>
              <PlanCard plan={plan} geoEndpoint={env.geoEndpoint} />
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center text-sm text-ink-muted">
          <KeepTermsTogether text={pricing.note} />
        </p>
      </Section>
      <BelowFirstScreen>
        <PricingFaq />
      </BelowFirstScreen>
      <PricingJsonLd plans={pricing.plans} />
    </>
  );
}
