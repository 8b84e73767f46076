import { z } from '@/content/zod';
import { defineContent } from '../define';
import { text } from '../schema';

const cell = z.union([z.boolean(), z.literal('partial')]);
export type ComparisonValue = z.infer<typeof cell>;

const comparisonSchema = z
  .object({
    eyebrow: text,
    title: text,
    description: text,
    note: text,
    labels: z.object({
      yes: text,
      no: text,
      partial: text,
      feature: text,
      table: text,
      /** Above the table on a phone, where it shows two products at a time. */
      scrollHint: text,
    }),
    products: z
      .array(
        z.object({
          name: text,
          abbreviation: z.string().regex(/^[A-Z][A-Za-z]$/, 'two letters'),
          logo: z.string().regex(/^\/logos\/[a-z0-9-]+\.svg$/),
        }),
      )
      .length(5),
    groups: z
      .array(
        z.object({
          name: text,
          rows: z.array(z.object({ name: text, values: z.array(cell).length(5) })).length(5),
        }),
      )
      .length(5),
  })
  .refine(
    (c) => c.groups.map((g) => g.name).join('|') === groupNames.join('|'),
    'the five comparison groups',
  );

const groupNames = [
  'AI-Powered Features',
  'Core CRM & Sales',
  'Automation & Workflows',
  'Business Tools',
  'White Label & SaaS',
];

const P = 'partial' as const;

export const comparison = defineContent('content/home/comparison.ts', comparisonSchema, {
  eyebrow: 'Compare',
  title: 'How Kyrelo Compares',
  description:
    'What you get in one subscription, next to the CRMs agencies tell us they use today.',
  note: 'Based on each vendor’s public plan pages in 2026. “Partial” means the capability needs a higher tier, a separate product or a third-party integration.',
  labels: {
    yes: 'Included',
    no: 'Not included',
    partial: 'Partial',
    feature: 'Feature',
    table: 'Comparison table',
    scrollHint: 'Two products at a time: swipe the table sideways to compare all five.',
  },
  products: [
    { name: 'Kyrelo', abbreviation: 'Ky', logo: '/logos/kyrelo.svg' },
    { name: 'HubSpot', abbreviation: 'HS', logo: '/logos/hubspot.svg' },
    { name: 'Salesforce', abbreviation: 'SF', logo: '/logos/salesforce.svg' },
    { name: 'GoHighLevel', abbreviation: 'GH', logo: '/logos/gohighlevel.svg' },
    { name: 'Zoho CRM', abbreviation: 'ZC', logo: '/logos/zoho-crm.svg' },
  ],
  groups: [
    {
      name: groupNames[0]!,
      rows: [
        { name: 'AI reply agents on every channel', values: [true, P, P, true, P] },
        { name: 'AI lead scoring', values: [true, P, true, P, true] },
        { name: 'AI page and funnel builder', values: [true, P, false, true, false] },
        { name: 'AI appointment booking', values: [true, false, P, true, false] },
        { name: 'AI writing assistant', values: [true, true, true, true, true] },
      ],
    },
    {
      name: groupNames[1]!,
      rows: [
        { name: 'Contact and company records', values: [true, true, true, true, true] },
        { name: 'Visual deal pipelines', values: [true, true, true, true, true] },
        { name: 'Unified inbox (SMS, email, WhatsApp, social)', values: [true, P, P, true, P] },
        { name: 'Lead and opportunity tracking', values: [true, true, true, true, true] },
        { name: 'Custom reporting dashboards', values: [true, true, true, P, true] },
      ],
    },
    {
      name: groupNames[2]!,
      rows: [
        { name: 'Visual workflow builder', values: [true, true, true, true, true] },
        { name: 'SMS campaigns built in', values: [true, P, P, true, P] },
        { name: 'WhatsApp automation', values: [true, P, P, true, P] },
        { name: 'Missed-call text-back', values: [true, false, false, true, false] },
        { name: 'Multi-step nurture sequences', values: [true, true, true, true, true] },
      ],
    },
    {
      name: groupNames[3]!,
      rows: [
        { name: 'Calendar and booking pages', values: [true, true, P, true, P] },
        { name: 'Invoicing and payments', values: [true, P, P, true, P] },
        { name: 'Membership sites and courses', values: [true, false, false, true, false] },
        { name: 'Reputation and review management', values: [true, false, false, true, false] },
        { name: 'Websites and funnels', values: [true, true, P, true, P] },
      ],
    },
    {
      name: groupNames[4]!,
      rows: [
        { name: 'Full white-label branding', values: [true, false, false, true, false] },
        { name: 'Custom domain for the client app', values: [true, false, false, true, false] },
        {
          name: 'SaaS mode: resell with your own pricing',
          values: [true, false, false, true, false],
        },
        { name: 'Sub-account per client', values: [true, false, false, true, false] },
        { name: 'Partner revenue share', values: [true, P, P, true, P] },
      ],
    },
  ],
});
