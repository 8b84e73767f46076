import { z } from 'zod';
import { defineContent } from '@/lib/content';
import { pageIntroSchema, text } from './schema';
import { brand, claims } from './site';

const planSchema = z
  .object({
    id: z.enum(['starter', 'partner', 'ultimate', 'enterprise']),
    title: text,
    description: text,
    monthlyPriceUSD: z.number().int().positive().nullable(),
    monthlyPriceINR: z.number().int().positive().nullable(),
    yearlyDiscountPercent: z.number().min(0).max(15),
    features: z.array(text).min(3),
    isPopular: z.boolean(),
  })
  .refine((plan) => (plan.monthlyPriceUSD === null) === (plan.monthlyPriceINR === null), {
    message: 'a plan is either priced in both currencies or custom in both',
  });
export type PricingPlan = z.infer<typeof planSchema>;

const pricingSchema = z.object({
  intro: pageIntroSchema,
  plans: z.array(planSchema).length(4),
  popularBadge: text,
  customPrice: text,
  perMonth: text,
  billedYearly: text,
  pricedAction: text,
  customAction: text,
  note: text,
});

export const pricing = defineContent('content/pricing.ts', pricingSchema, {
  intro: {
    eyebrow: 'Pricing',
    title: 'Simple plans that grow with your agency',
    description: `Every plan starts with a ${claims.trial}. ${claims.noCreditCard}, ${claims.cancelAnytime.toLowerCase()}, and save up to 15% when you pay yearly.`,
  },
  plans: [
    {
      id: 'starter',
      title: 'Starter',
      description: 'For solo operators and small teams replacing a patchwork of tools.',
      monthlyPriceUSD: 99,
      monthlyPriceINR: 8000,
      yearlyDiscountPercent: 15,
      features: [
        '10,000 contacts',
        '5 funnels',
        '1 chatbot agent',
        'Conversations inbox and smart calendar',
        'Email and WhatsApp campaigns',
      ],
      isPopular: false,
    },
    {
      id: 'partner',
      title: 'Partner',
      description: 'For growing agencies that resell to their first client accounts.',
      monthlyPriceUSD: 199,
      monthlyPriceINR: 15000,
      yearlyDiscountPercent: 15,
      features: [
        '100,000 contacts',
        '25 funnels',
        '5 agents',
        'Revenue sharing up to 40%',
        'Client sub-accounts and snapshots',
      ],
      isPopular: false,
    },
    {
      id: 'ultimate',
      title: 'Ultimate',
      description: `For agencies running ${brand.name} under their own brand at scale.`,
      monthlyPriceUSD: 249,
      monthlyPriceINR: 18000,
      yearlyDiscountPercent: 15,
      features: [
        'Unlimited contacts, funnels and agents',
        'Revenue share up to 60%',
        'White-label branding and SaaS mode',
        'Priority support',
      ],
      isPopular: true,
    },
    {
      id: 'enterprise',
      title: 'Enterprise',
      description: 'For multi-brand groups with custom security, volume and onboarding needs.',
      monthlyPriceUSD: null,
      monthlyPriceINR: null,
      yearlyDiscountPercent: 0,
      features: [
        'Everything in Ultimate',
        'Custom contracts and invoicing',
        `Guided onboarding in ${claims.onboarding}`,
        'Dedicated success manager',
      ],
      isPopular: false,
    },
  ],
  popularBadge: 'Most Popular',
  customPrice: 'Contact Us',
  perMonth: '/month',
  billedYearly: 'per month, billed yearly',
  pricedAction: 'Start Free Trial',
  customAction: 'Contact Sales',
  note: 'Prices exclude applicable taxes. Yearly prices are shown per month.',
});
