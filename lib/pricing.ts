import type { PricingPlan } from '@/content/pricing';

export type Currency = 'USD' | 'INR';
export type BillingPeriod = 'monthly' | 'yearly';

/** The monthly price in a currency, or null for a custom (Enterprise) plan. */
export function monthlyPrice(plan: PricingPlan, currency: Currency): number | null {
  return currency === 'INR' ? plan.monthlyPriceINR : plan.monthlyPriceUSD;
}

/** Yearly billing: the monthly price reduced by the plan's discount, rounded. */
export function discountedPrice(monthly: number, discountPercent: number): number {
  return Math.round(monthly * (1 - discountPercent / 100));
}

export function planPrice(
  plan: PricingPlan,
  currency: Currency,
  period: BillingPeriod,
): { amount: number; original: number | null } | null {
  const monthly = monthlyPrice(plan, currency);
  if (monthly === null) return null;
  if (period === 'monthly' || plan.yearlyDiscountPercent === 0) {
    return { amount: monthly, original: null };
  }
  return { amount: discountedPrice(monthly, plan.yearlyDiscountPercent), original: monthly };
}

const formatters: Record<Currency, Intl.NumberFormat> = {
  USD: new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }),
  INR: new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
  }),
};

/** "$84" or "₹6,800" (Indian digit grouping for rupees). */
export function formatPrice(amount: number, currency: Currency): string {
  return formatters[currency].format(amount);
}

/** What a price slot shows, formatted on the server so the browser only picks a currency. */
export interface PriceView {
  monthly: string;
  /** Per month on yearly billing (the discounted price). */
  yearly: string;
  /** What a year on yearly billing costs in total. */
  yearlyTotal: string;
  discountPercent: number;
}

export function priceView(plan: PricingPlan, currency: Currency): PriceView | null {
  const monthly = monthlyPrice(plan, currency);
  const yearly = planPrice(plan, currency, 'yearly');
  if (monthly === null || yearly === null) return null;
  return {
    monthly: formatPrice(monthly, currency),
    yearly: formatPrice(yearly.amount, currency),
    yearlyTotal: formatPrice(yearly.amount * 12, currency),
    discountPercent: yearly.original === null ? 0 : plan.yearlyDiscountPercent,
  };
}
