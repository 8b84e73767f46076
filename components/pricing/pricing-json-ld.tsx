import { routes } from '@/content/routes';
import { brand } from '@/content/site';
import { type PricingPlan } from '@/content/pricing';
import { JsonLd } from '@/components/seo/json-ld';
import { env } from '@/lib/env';
import { planPrice } from '@/lib/pricing';
import { absoluteUrl } from '@/lib/seo';

/**
 * The plans and their dollar prices as schema.org data, readable without running any script: the
 * application with every priced offer, and a Product per priced plan. Enterprise ("Contact Us")
 * is left out: search engines reject a Product without an offer, and it has no price to offer.
 */
export function PricingJsonLd({ plans }: { plans: readonly PricingPlan[] }) {
  const url = absoluteUrl(routes.pricing, env.siteUrl);
  const offer = (price: number, period: 'monthly' | 'yearly', name: string) => ({
    '@type': 'Offer',
    name,
    url,
    price,
    priceCurrency: 'USD',
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price,
      priceCurrency: 'USD',
      unitText: 'MONTH',
      billingDuration: period === 'monthly' ? 'P1M' : 'P1Y',
    },
  });
  const priced = plans.flatMap((plan) => {
    const monthly = planPrice(plan, 'USD', 'monthly');
    const yearly = planPrice(plan, 'USD', 'yearly');
    if (!monthly || !yearly) return [];
    const offers = [
      offer(monthly.amount, 'monthly', `${plan.title}, billed monthly`),
      offer(yearly.amount, 'yearly', `${plan.title}, billed yearly`),
    ];
    return [{ plan, offers }];
  });
  const data = {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'SoftwareApplication',
        name: brand.name,
        description: brand.description,
        applicationCategory: 'BusinessApplication',
        operatingSystem: 'Web',
        url,
        offers: priced.flatMap(({ offers }) => offers),
      },
      ...priced.map(({ plan, offers }) => ({
        '@type': 'Product',
        name: `${brand.name} ${plan.title}`,
        description: plan.description,
        brand: { '@type': 'Brand', name: brand.name },
        offers,
      })),
    ],
  };
  return <JsonLd data={data} />;
}
