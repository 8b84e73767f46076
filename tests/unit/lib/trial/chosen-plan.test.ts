import { pricing } from '@/content/pricing';
import { choosePlan, chosenPlan, planFromSearch } from '@/lib/trial/chosen-plan';

const plans = pricing.plans.map(({ id, title }) => ({ id, title }));

describe('the plan a pricing link names', () => {
  it('is the named plan when the query asks for one of the plans', () => {
    expect(planFromSearch('?plan=partner', plans)).toBe('Partner');
    expect(planFromSearch('?utm_source=x&plan=starter', plans)).toBe('Starter');
  });

  it('is nothing for no query, an unknown plan or a value that is not an id', () => {
    expect(planFromSearch('', plans)).toBeNull();
    expect(planFromSearch('?plan=platinum', plans)).toBeNull();
    expect(planFromSearch('?plan=Partner', plans)).toBeNull();
    expect(planFromSearch('?plan=<script>', plans)).toBeNull();
  });

  it('is remembered for the lead once the offer has named it', () => {
    expect(chosenPlan()).toBeNull();
    choosePlan('Ultimate');
    expect(chosenPlan()).toBe('Ultimate');
  });
});
