/**
 * The billing period is plain radio buttons; CSS shows the chosen period's prices, so the
 * toggle works before hydration and without JavaScript. The plans section is the named group.
 */
export const periodGroup = 'group/pricing';
export const monthlyInputId = 'billing-monthly';
export const billingInputName = 'billing-period';
export const showWhenYearly = 'group-has-[#billing-monthly:checked]/pricing:hidden';
export const showWhenMonthly = 'hidden group-has-[#billing-monthly:checked]/pricing:flex';
