import { pricing, type PricingPlan } from '@/content/pricing';
import { routes } from '@/content/routes';
import { ButtonLink } from '@/components/ui/button';
import { CheckList } from '@/components/ui/check-list';
import { ctaData } from '@/lib/analytics/track';
import { cn } from '@/lib/cn';
import { priceView } from '@/lib/pricing';
import { PLAN_PARAMETER } from '@/lib/trial/chosen-plan';
import { PlanPrice } from './plan-price';
import { PriceFigure } from './price-figure';
import { KeepTermsTogether } from '@/components/ui/keep-terms-together';

interface PlanCardProps {
  plan: PricingPlan;
  geoEndpoint: string | undefined;
}

const labels = {
  perMonth: pricing.perMonth,
  billedYearly: pricing.billedYearly,
  billedMonthly: pricing.billedMonthly,
  regularPrice: pricing.regularPrice,
  save: pricing.save,
};

export function PlanCard({ plan, geoEndpoint }: PlanCardProps) {
  const usd = priceView(plan, 'USD');
  const inr = priceView(plan, 'INR');
  return (
    <article
      aria-labelledby={`plan-${plan.id}`}
      className={cn(
        'relative flex h-full flex-col rounded-card border bg-white p-5 shadow-soft sm:p-6',
        plan.isPopular ? 'border-brand-500 shadow-lift ring-1 ring-brand-500' : 'border-line',
      )}
    >
      {plan.isPopular && (
        <p className="absolute -top-3 left-6 rounded-full bg-brand-600 px-3 py-0.5 text-xs font-semibold text-white">
          {pricing.popularBadge}
        </p>
      )}
      <h2 id={`plan-${plan.id}`} className="text-xl font-semibold text-ink">
        {plan.title}
      </h2>
      {/* On a phone the price and its button come first, clear of the cookie bar; then the pitch. */}
      <p className="mt-2 text-sm text-ink-muted max-sm:order-1 max-sm:mt-4 xl:min-h-15">
        <KeepTermsTogether text={plan.description} />
      </p>
      {/* Prices keep one height (the loading message, a struck-through yearly price): side by
          side the buttons line up. A custom price alone in its row needs only its own height. */}
      <div
        data-testid="price-slot"
        className={cn('mt-4 tabular-nums sm:mt-6', usd && inr ? 'h-24 sm:h-28' : 'md:h-28')}
      >
        {usd && inr ? (
          <>
            <PlanPrice
              geoEndpoint={geoEndpoint}
              prices={{ USD: usd, INR: inr }}
              labels={{ ...labels, loading: pricing.loading }}
            />
            {/* Without JavaScript there is no lookup: dollars, for crawlers and every visitor. */}
            {geoEndpoint && (
              <noscript>
                <PriceFigure price={usd} labels={labels} />
              </noscript>
            )}
          </>
        ) : (
          <div className="flex h-full flex-col justify-end gap-1">
            <p className="text-4xl leading-10 font-bold tracking-tight text-ink">
              {pricing.customPrice}
            </p>
            <p className="text-sm text-ink-muted">{pricing.customBilling}</p>
          </div>
        )}
      </div>
      <ButtonLink
        // A priced plan names itself, so /free-demo offers its trial; "Contact Sales" lands on
        // the booking.
        href={usd ? `${routes.freeDemo}?${PLAN_PARAMETER}=${plan.id}` : routes.freeDemo}
        variant={plan.isPopular ? 'primary' : 'secondary'}
        className="mt-4 w-full sm:mt-6"
        data-plan={plan.id}
        {...ctaData(usd ? 'trial' : 'demo', 'pricing_card')}
      >
        {usd ? pricing.pricedAction : pricing.customAction}
      </ButtonLink>
      <CheckList
        items={plan.features}
        className="mt-6 border-t border-line pt-6 text-ink-muted max-sm:order-2"
      />
    </article>
  );
}
