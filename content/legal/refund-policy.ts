import { defineContent } from '../define';
import { legalDocumentSchema } from '../schema';
import { brand, company, claims } from '../site';

const office = company.registeredOffice.lines.join(', ');

export const refundPolicy = defineContent('content/legal/refund-policy.ts', legalDocumentSchema, {
  id: 'refund-policy',
  title: 'Refund Policy',
  ref: 'KYR-LEGAL-RP-v3.2',
  lastUpdated: '2026-11-01',
  summary: `Try ${brand.name} free for ${claims.trialDays} days with no credit card, so you only pay once you are sure. Payments are generally not refunded, but you can cancel at any time and keep access until the end of the billing cycle you have paid for.`,
  seo: {
    description: `${brand.name}'s refund policy: the free trial, when refunds are and are not given, cancellation, prorated upgrades, downgrades and how to request a refund.`,
    keywords: [
      `${brand.name} refund policy`,
      'SaaS refund policy',
      'subscription cancellation',
      'prorated upgrade',
      'CRM billing',
    ],
  },
  sections: [
    {
      id: 'overview',
      heading: '1. Overview',
      content: [
        `This Refund Policy explains how ${company.legalName} ("${brand.name}", "we", "us") handles cancellations, plan changes and refund requests for ${brand.name} subscriptions on the Starter, Partner, Ultimate and Enterprise plans, and for the White-Label Program and SaaS mode. It forms part of our Terms and Conditions.`,
        `Because every new customer can use ${brand.name} free for ${claims.trialDays} days before paying anything, we generally do not give refunds once a payment has been made. The limited exceptions are set out in section 6.`,
      ],
    },
    {
      id: 'free-trial',
      heading: '2. Free Trial',
      content: [
        `The ${claims.trial} requires no credit card and no payment of any kind, so there is nothing to refund. When the trial ends you are not charged automatically; your account is simply paused until you choose a paid plan, and if you do not subscribe within 30 days it may be deleted, as our Terms and Conditions explain.`,
        'We encourage you to use the trial to import sample contacts, build a funnel, connect your channels and test the AI agents, and to book a demo with our team if you have questions, so that you can be confident the plan you choose fits your business.',
      ],
    },
    {
      id: 'general-rule',
      heading: '3. Payments Are Generally Non-Refundable',
      content: [
        'Subscription fees are charged in advance for each monthly or annual billing cycle. Except as set out in section 6, fees are not refunded, in whole or in part, including where:',
        {
          list: [
            'you cancel part-way through a monthly or annual billing cycle;',
            'you did not use the Service, or used fewer contacts, funnels, agents, users or other features than your plan includes;',
            'you downgrade to a lower plan;',
            'your account was suspended or terminated because of a breach of our Terms and Conditions or non-payment;',
            'you bought usage-based credits, such as messaging, calling, SMS or AI credits, and did not use them all before your subscription ended; or',
            'a third-party service that you connect to the Service, such as a messaging platform, telephony carrier or payment gateway, changes its terms, pricing or availability.',
          ],
        },
        'Annual plans are offered at a discount of up to 15% compared with paying monthly, in return for a commitment to the full year. Canceling an annual plan stops it renewing but does not create a refund for the remaining months.',
      ],
    },
    {
      id: 'cancellation',
      heading: '4. Canceling Your Subscription',
      content: [
        `You can cancel at any time from your account's billing settings or by emailing ${company.email} from your account's billing or owner email address. Cancellation takes effect at the end of your current billing cycle:`,
        {
          list: [
            'you keep full access to your plan until the last day of the cycle you have paid for;',
            'no further renewal charge is made; and',
            'after the cycle ends, your account becomes read-only and you have 30 days to export your data before it is deleted as described in our Privacy Policy.',
          ],
        },
        'To avoid being charged for the next cycle, please cancel before your renewal date. The renewal date is shown in your billing settings and on your most recent invoice.',
      ],
    },
    {
      id: 'plan-changes',
      heading: '5. Upgrades and Downgrades',
      content: [
        {
          list: [
            'Upgrades take effect immediately. We charge the prorated difference between your current plan and the higher plan for the days remaining in your current billing cycle, and the full price of the higher plan from the next cycle.',
            'Downgrades take effect at the start of your next billing cycle. You keep your current plan until then, and no refund or credit is given for the remainder of the current cycle.',
            'Changes between monthly and annual billing: moving from monthly to annual billing takes effect immediately and is charged as an upgrade; moving from annual to monthly billing takes effect when your annual term ends.',
          ],
        },
      ],
    },
    {
      id: 'exceptions',
      heading: '6. When We Do Give Refunds',
      content: [
        'We will refund you in full for the affected charge if:',
        {
          list: [
            'you were charged more than once for the same subscription period;',
            'you were charged an amount or for a plan different from the one you chose, because of an error on our side;',
            'you were charged for a renewal even though you canceled before the renewal date; or',
            'we end the Service for our own convenience rather than because of your breach, in which case we refund fees prepaid for the period after the Service ends.',
          ],
        },
        'In addition, if an annual plan renews and you tell us within 7 days of the renewal date that you did not intend to renew, and the account has not been used since the renewal, we will consider a refund of that renewal charge as a one-time courtesy. Any other refund is at our sole discretion and does not create an obligation to give refunds in similar cases.',
        'Nothing in this policy limits any right to a refund that you have under applicable law and that cannot be excluded by contract. Enterprise customers should refer to their order form, which prevails over this policy if they differ.',
      ],
    },
    {
      id: 'white-label-and-saas-mode',
      heading: '7. White-Label Program and SaaS Mode',
      content: [
        {
          list: [
            'The White-Label Program has no setup fee, so there is nothing to refund on joining.',
            'The monthly minimum commitment of $297 is charged for each calendar month in which you are enrolled, and amounts invoiced to meet it are not refundable.',
            "If you resell the Service or bill clients through SaaS mode, you set your own refund terms with your clients and are responsible for any refunds you give them. Your clients' refund requests should be made to you, not to us.",
            'Where we have collected fees from your clients on your behalf and those fees are later refunded or charged back, the revenue share attributable to them is deducted from your next payout.',
          ],
        },
      ],
    },
    {
      id: 'how-to-request',
      heading: '8. How to Request a Refund',
      content: [
        `Email ${company.email} with the subject line "Refund request" within 30 days of the charge. Please include:`,
        {
          list: [
            'your company name and the email address of your account;',
            'the invoice number, date and amount of the charge; and',
            'the reason for your request, with any supporting details such as a bank statement showing a duplicate charge.',
          ],
        },
        'We will acknowledge your request within 2 business days and tell you our decision within 10 business days. Approved refunds are made to the original payment method, in the currency in which you were charged, including any GST or other tax charged on the refunded amount. Depending on your bank or card issuer, the refund usually appears within 5 to 10 business days. We are not responsible for exchange-rate differences or fees charged by your bank.',
      ],
    },
    {
      id: 'chargebacks',
      heading: '9. Chargebacks',
      content: [
        'If you believe a charge is wrong, please contact us before disputing it with your bank or card issuer; most billing issues can be resolved quickly once we are aware of them.',
        'If a chargeback is raised for a charge that is valid under our Terms and Conditions and this policy, we may suspend the account until the dispute is resolved and will provide the card issuer with evidence of the subscription and your use of the Service.',
      ],
    },
    {
      id: 'contact',
      heading: '10. Changes and Contact',
      content: [
        'We may update this policy from time to time. Changes apply to charges made after the updated version is published on this page, and we will tell existing customers about material changes by email at least 30 days in advance.',
        `Questions about billing or refunds can be sent to ${company.email} or by post to ${office}.`,
      ],
    },
  ],
});
