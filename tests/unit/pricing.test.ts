import { pricing } from '@/content/pricing';
import { discountedPrice, formatPrice, planPrice } from '@/lib/pricing';

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
