'use client';

import { type Currency, type PriceView } from '@/lib/pricing';
import { PriceFigure, type PriceLabels } from './price-figure';
import { useCurrency } from './use-currency';

interface PlanPriceProps {
  /** Unset: no lookup, dollar prices straight away (and in the static HTML). */
  geoEndpoint: string | undefined;
  prices: Record<Currency, PriceView>;
  labels: PriceLabels & { loading: string };
}

/** The one client leaf of a plan card: shows the loading message until the currency is known. */
export function PlanPrice({ geoEndpoint, prices, labels }: PlanPriceProps) {
  const currency = useCurrency(geoEndpoint);
  if (currency === 'pending') {
    // Without JavaScript no lookup runs: the card's <noscript> dollar prices replace the message.
    return (
      <p className="flex h-full items-center text-base text-ink-muted noscript:hidden">
        {labels.loading}
      </p>
    );
  }
  return (
    <div data-currency={currency} className="contents">
      <PriceFigure price={prices[currency]} labels={labels} />
    </div>
  );
}
