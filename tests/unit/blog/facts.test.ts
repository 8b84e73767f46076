import { pricing } from '@/content/pricing';
import { brand, claims } from '@/content/site';
import { factText, facts } from '@/lib/blog/facts';

const plan = (id: string) => pricing.plans.find((candidate) => candidate.id === id)!;

describe('factText', () => {
  it('reads the brand and claims from content/site.ts', () => {
    expect(factText('brand')).toBe(brand.name);
    expect(factText('trial')).toBe(claims.trial);
    expect(factText('trialDays')).toBe(String(claims.trialDays));
    expect(factText('leadResponse')).toBe(claims.leadResponse);
  });

  it('gives plan names and their US dollar prices as the pricing page writes them', () => {
    expect(factText('plan:starter')).toBe(plan('starter').title);
    expect(factText('price:starter')).toBe(`$${plan('starter').monthlyPriceUSD}`);
    expect(factText('price:partner')).toBe(`$${plan('partner').monthlyPriceUSD}`);
    expect(factText('price:ultimate')).toBe(`$${plan('ultimate').monthlyPriceUSD}`);
  });

  it('gives the reseller’s revenue shares, minimum and the largest yearly discount', () => {
    const { reseller } = pricing;
    expect(factText('revenueShare:partner')).toBe(`${reseller.revenueSharePercent.partner}%`);
    expect(factText('revenueShare:ultimate')).toBe(`${reseller.revenueSharePercent.ultimate}%`);
    expect(factText('whiteLabelMinimum')).toBe(`$${reseller.whiteLabelMonthlyMinimumUSD}`);
    const discounts = pricing.plans.map((p) => p.yearlyDiscountPercent);
    expect(factText('yearlyDiscount')).toBe(`${Math.max(...discounts)}%`);
  });

  it('has a text for every fact it lists', () => {
    for (const name of Object.keys(facts)) expect(factText(name)).toMatch(/\S/);
  });

  it('throws for an unknown fact, naming it', () => {
    expect(() => factText('price:gold')).toThrow('<Fact name="price:gold" />');
  });

  it('throws for a name every object has but that is not a fact', () => {
    expect(() => factText('toString')).toThrow('<Fact name="toString" />');
    expect(() => factText('constructor')).toThrow('<Fact name="constructor" />');
  });
});
