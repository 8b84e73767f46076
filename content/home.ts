import { z } from 'zod';
import { defineContent } from '@/lib/content';
import { text } from './schema';
import { brand, claims } from './site';

const homeSchema = z.object({
  hero: z.object({
    eyebrow: text,
    title: text,
    description: text,
    proof: z.array(text).min(2).max(4),
  }),
  productsHeading: z.object({ eyebrow: text, title: text, description: text }),
  cta: z.object({ title: text, description: text }),
});

export const home = defineContent('content/home.ts', homeSchema, {
  hero: {
    eyebrow: `Trusted by ${claims.agencies} agencies worldwide`,
    title: brand.tagline,
    description: `CRM, funnels, inbox, bookings, invoicing and AI agents in one white-label platform. Answer every new lead in ${claims.leadResponse}, launch in ${claims.setup}, and resell it under your own brand.`,
    proof: [claims.trial, claims.noCreditCard, claims.cancelAnytime],
  },
  productsHeading: {
    eyebrow: 'One platform',
    title: 'Every channel your customers use, connected',
    description: `Seven products share one contact record, one inbox and one automation engine, so nothing falls between tools.`,
  },
  cta: {
    title: 'Ready to let AI handle the follow-up?',
    description: `Start your ${claims.trial} today. Most teams are live in ${claims.setup}, with guided onboarding in ${claims.onboarding}.`,
  },
});
