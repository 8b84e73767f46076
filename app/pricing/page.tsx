import { pricing } from '@/content/pricing';
import { pageMeta } from '@/content/seo';
import { PlanCard } from '@/components/pricing/plan-card';
import { PageIntro } from '@/components/ui/page-intro';
import { buildMetadata } from '@/lib/seo';

export const metadata = buildMetadata(pageMeta.pricing);

export default function PricingPage() {
  return (
    <>
      <PageIntro intro={pricing.intro} />
      <section aria-label="Plans" className="section-y">
        <div className="container-page">
          <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
            {pricing.plans.map((plan) => (
              <li key={plan.id}>
                <PlanCard plan={plan} currency="USD" period="yearly" />
              </li>
            ))}
          </ul>
          <p className="mt-8 text-center text-sm text-ink-muted">{pricing.note}</p>
        </div>
      </section>
    </>
  );
}
