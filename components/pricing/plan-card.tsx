import { pricing, type PricingPlan } from '@/content/pricing';
import { routes } from '@/content/site';
import { ButtonLink } from '@/components/ui/button';
import { CheckList } from '@/components/ui/check-list';
import { cn } from '@/lib/cn';
import { formatPrice, planPrice, type BillingPeriod, type Currency } from '@/lib/pricing';

interface PlanCardProps {
  plan: PricingPlan;
  currency: Currency;
  period: BillingPeriod;
}

export function PlanCard({ plan, currency, period }: PlanCardProps) {
  const price = planPrice(plan, currency, period);
  return (
    <article
      aria-labelledby={`plan-${plan.id}`}
      className={cn(
        'relative flex h-full flex-col rounded-[var(--radius-card)] border bg-white p-6 shadow-soft',
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
      <p className="mt-2 min-h-12 text-sm text-ink-muted">{plan.description}</p>
      <div className="mt-6 min-h-20 tabular-nums">
        {price ? (
          <>
            <p className="flex items-baseline gap-2">
              <span className="text-4xl font-bold text-ink">
                {formatPrice(price.amount, currency)}
              </span>
              {price.original !== null && (
                <s className="text-lg text-ink-subtle">{formatPrice(price.original, currency)}</s>
              )}
              <span className="text-sm text-ink-muted">{pricing.perMonth}</span>
            </p>
            {period === 'yearly' && (
              <p className="mt-1 text-sm text-ink-muted">{pricing.billedYearly}</p>
            )}
          </>
        ) : (
          <p className="text-4xl font-bold text-ink">{pricing.customPrice}</p>
        )}
      </div>
      <ButtonLink
        href={routes.freeDemo}
        variant={plan.isPopular ? 'primary' : 'secondary'}
        className="mt-6 w-full"
      >
        {price ? pricing.pricedAction : pricing.customAction}
      </ButtonLink>
      <CheckList items={plan.features} className="mt-6 border-t border-line pt-6 text-ink-muted" />
    </article>
  );
}
