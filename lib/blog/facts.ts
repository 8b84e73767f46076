import { pricing } from '@/content/pricing';
import { brand, claims } from '@/content/site';
import { formatPrice } from '@/lib/pricing';

const plan = (id: string) => {
  const found = pricing.plans.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No plan "${id}" in content/pricing.ts`);
  return found;
};
const usd = (amount: number | null) => (amount === null ? '' : formatPrice(amount, 'USD'));
const percent = (value: number) => `${value}%`;
const { reseller } = pricing;

/**
 * The product facts a post may quote, by the name `<Fact name="…" />` gives: each read from
 * content/, so a post never restates a price, a timer or a claim by hand.
 */
export const facts = {
  brand: brand.name,
  trial: claims.trial,
  trialDays: String(claims.trialDays),
  noCreditCard: claims.noCreditCard,
  cancelAnytime: claims.cancelAnytime,
  leadResponse: claims.leadResponse,
  onboarding: claims.onboarding,
  setup: claims.setup,
  agencies: claims.agencies,
  consultationMinutes: String(claims.consultationMinutes),
  'plan:starter': plan('starter').title,
  'plan:partner': plan('partner').title,
  'plan:ultimate': plan('ultimate').title,
  'plan:enterprise': plan('enterprise').title,
  'price:starter': usd(plan('starter').monthlyPriceUSD),
  'price:partner': usd(plan('partner').monthlyPriceUSD),
  'price:ultimate': usd(plan('ultimate').monthlyPriceUSD),
  yearlyDiscount: percent(Math.max(...pricing.plans.map((p) => p.yearlyDiscountPercent))),
  whiteLabelMinimum: usd(reseller.whiteLabelMonthlyMinimumUSD),
  whiteLabelSetupFee: formatPrice(reseller.whiteLabelSetupFeeUSD, 'USD'),
  'revenueShare:partner': percent(reseller.revenueSharePercent.partner),
  'revenueShare:ultimate': percent(reseller.revenueSharePercent.ultimate),
} as const;

export type FactName = keyof typeof facts;

/** The fact's text; an unknown name fails the build with the name in the message. */
export function factText(name: string): string {
  if (!Object.hasOwn(facts, name)) {
    throw new Error(`<Fact name="${name}" />: no such fact (lib/blog/facts.ts lists them)`);
  }
  return facts[name as FactName];
}
