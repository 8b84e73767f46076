import * as z from '@/content/zod';
import { defineContent } from './define';
import { faqSchema, pageIntroSchema, text } from './schema';
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
  billedMonthly: text,
  regularPrice: text,
  save: text,
  pricedAction: text,
  customAction: text,
  customBilling: text,
  loading: text,
  period: z.object({ legend: text, monthly: text, yearly: text, yearlySaving: text }),
  note: text,
  faq: faqSchema,
  reseller: z.object({
    revenueSharePercent: z.object({
      partner: z.number().int().min(1).max(100),
      ultimate: z.number().int().min(1).max(100),
    }),
    whiteLabelSetupFeeUSD: z.number().int().min(0),
    whiteLabelMonthlyMinimumUSD: z.number().int().positive(),
  }),
});

/** What a reseller earns and pays: the FAQ below and the blog's posts quote these. */
const reseller = {
  revenueSharePercent: { partner: 40, ultimate: 60 },
  whiteLabelSetupFeeUSD: 0,
  whiteLabelMonthlyMinimumUSD: 297,
};

export const pricing = defineContent('content/pricing.ts', pricingSchema, {
  intro: {
    eyebrow: 'Pricing',
    title: 'Simple Plans That Grow With Your Agency',
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
  // "{total}" is replaced by the year's total, e.g. "$1,008 billed yearly".
  billedYearly: '{total} billed yearly',
  billedMonthly: 'Billed monthly, cancel anytime',
  regularPrice: 'Regular price',
  save: 'Save {percent}%',
  pricedAction: 'Start Free Trial',
  customAction: 'Contact Sales',
  customBilling: 'Volume pricing, billed to your terms',
  loading: 'Loading prices...',
  period: {
    legend: 'Billing period',
    monthly: 'Monthly',
    yearly: 'Yearly',
    yearlySaving: 'Save up to 15%',
  },
  note: 'Prices exclude applicable taxes. Yearly prices are shown per month. Visitors in India see prices in rupees.',
  faq: {
    title: 'Pricing Questions, Answered',
    description: `Still deciding? Here is how billing, trials and plan changes work at ${brand.name}.`,
    items: [
      {
        id: 'trial-billing',
        question: 'Do I need a credit card to start the free trial?',
        answer: `No. The ${claims.trial} needs no card on file. Before it ends you choose a plan and a billing period; if you do not, the trial account is paused and nothing is charged. A trial account that is not converted within 30 days after the trial ends is deleted.`,
        category: 'billing',
      },
      {
        id: 'yearly-discount',
        question: 'How much do I save with yearly billing?',
        answer:
          'Yearly billing takes 15% off the monthly price of Starter, Partner and Ultimate. The price per month is shown on each card, and you pay for the whole year up front. Enterprise pricing is agreed with our sales team.',
        category: 'billing',
      },
      {
        id: 'change-plans',
        question: 'Can I upgrade or downgrade later?',
        answer:
          'Yes, from your account settings at any time. Upgrades take effect immediately and you pay a prorated amount for the rest of the billing cycle. Downgrades take effect at the start of your next billing cycle.',
        category: 'plans',
      },
      {
        id: 'cancellation',
        question: 'What happens if I cancel?',
        answer:
          'Cancellation takes effect at the end of your current billing cycle: you keep access until then and are not charged again. Fees already paid are generally not refunded; the Refund Policy lists the exceptions. You have 30 days after the subscription ends to export your data.',
        category: 'plans',
      },
      {
        id: 'currency',
        question: 'Why do I see prices in rupees (or dollars)?',
        answer:
          'The page checks which country you are browsing from and shows prices in Indian rupees in India and in US dollars everywhere else. Rupee prices are set for the Indian market rather than converted daily. If the check fails, you see dollar prices.',
        category: 'billing',
      },
      {
        id: 'revenue-share',
        question: 'How does revenue sharing work for resellers?',
        answer: `When you resell under your own brand and we collect from your clients, you earn a share of what they pay: up to ${reseller.revenueSharePercent.partner}% on Partner and up to ${reseller.revenueSharePercent.ultimate}% on Ultimate. White-label comes with Ultimate and has a $${reseller.whiteLabelSetupFeeUSD} setup fee and a $${reseller.whiteLabelMonthlyMinimumUSD} monthly minimum, which your own plan and your clients' payments count toward.`,
        category: 'partners',
      },
    ],
  },
  reseller,
});
