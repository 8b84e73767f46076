import { pricing } from '@/content/pricing';
import { discountedPrice, formatPrice, planPrice, priceView } from '@/lib/pricing';

const plan = (id: string) => {
  const found = pricing.plans.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no plan ${id}`);
  return found;
};

describe('price maths', () => {
  it.each([
    [99, 84],
    [199, 169],
    [249, 212],
    [8000, 6800],
    [15000, 12750],
    [18000, 15300],
  ])('yearly price of %i with 15%% off is %i', (monthly, yearly) => {
    expect(discountedPrice(monthly, 15)).toBe(yearly);
  });

  it('strikes the monthly price through only on yearly billing', () => {
    expect(planPrice(plan('starter'), 'USD', 'yearly')).toEqual({ amount: 84, original: 99 });
    expect(planPrice(plan('starter'), 'USD', 'monthly')).toEqual({ amount: 99, original: null });
    expect(planPrice(plan('ultimate'), 'INR', 'yearly')).toEqual({
      amount: 15300,
      original: 18000,
    });
  });

  it('has no price for Enterprise', () => {
    expect(planPrice(plan('enterprise'), 'USD', 'yearly')).toBeNull();
    expect(planPrice(plan('enterprise'), 'INR', 'monthly')).toBeNull();
  });

  it('formats dollars and rupees with Indian digit grouping', () => {
    expect(formatPrice(84, 'USD')).toBe('$84');
    expect(formatPrice(15300, 'INR')).toBe('₹15,300');
    expect(formatPrice(1250000, 'INR')).toBe('₹12,50,000');
  });
});

describe('every plan in both currencies and both periods', () => {
  it.each([
    ['starter', 'USD', '$99', '$84', '$1,008'],
    ['partner', 'USD', '$199', '$169', '$2,028'],
    ['ultimate', 'USD', '$249', '$212', '$2,544'],
    ['starter', 'INR', '₹8,000', '₹6,800', '₹81,600'],
    ['partner', 'INR', '₹15,000', '₹12,750', '₹1,53,000'],
    ['ultimate', 'INR', '₹18,000', '₹15,300', '₹1,83,600'],
  ] as const)('%s in %s: %s monthly, %s a month yearly (%s a year)', (id, currency, m, y, t) => {
    expect(priceView(plan(id), currency)).toEqual({
      monthly: m,
      yearly: y,
      yearlyTotal: t,
      discountPercent: 15,
    });
  });

  it.each(['USD', 'INR'] as const)('Enterprise has no price in %s', (currency) => {
    expect(priceView(plan('enterprise'), currency)).toBeNull();
  });

  it('shows no discount when a plan has none', () => {
    const noDiscount = { ...plan('starter'), yearlyDiscountPercent: 0 };
    expect(planPrice(noDiscount, 'USD', 'yearly')).toEqual({ amount: 99, original: null });
    expect(priceView(noDiscount, 'USD')).toMatchObject({ yearly: '$99', discountPercent: 0 });
  });

  it('rounds to the nearest whole unit', () => {
    expect(discountedPrice(99, 10)).toBe(89);
    expect(discountedPrice(250, 15)).toBe(213);
  });
});
