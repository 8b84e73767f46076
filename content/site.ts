import * as z from '@/content/zod';
import { defineContent } from './define';
import { routes } from './routes';
import { internalPath, linkSchema, text } from './schema';

const siteSchema = z.object({
  brand: z.object({
    name: text,
    tagline: text,
    description: text,
  }),
  company: z.object({
    legalName: text,
    cin: text,
    email: z.email(),
    registeredOffice: z.object({
      heading: text,
      lines: z.array(text).min(2),
      city: text,
      country: text,
    }),
  }),
  claims: z.object({
    trialDays: z.number().int().positive(),
    trial: text,
    noCreditCard: text,
    cancelAnytime: text,
    leadResponse: text,
    onboarding: text,
    setup: text,
    agencies: text,
    consultationMinutes: z.number().int().positive(),
  }),
  nav: z.object({
    home: linkSchema,
    productsLabel: text,
    viewAllProducts: linkSchema,
    moreComingSoon: text,
    soonBadge: text,
    pages: z.array(linkSchema).length(4),
    bookDemo: linkSchema,
  }),
  actions: z.object({
    scheduleCall: text,
    startTrial: text,
    scheduleDemo: text,
    watchDemo: text,
    bookDemoCall: text,
  }),
  footer: z.object({
    columns: z
      .array(
        z.object({
          title: text,
          links: z.array(z.object({ label: text, href: internalPath.optional() })).min(1),
        }),
      )
      .length(4),
    quickLinksTitle: text,
    rightsReserved: text,
  }),
});

export const site = defineContent('content/site.ts', siteSchema, {
  brand: {
    name: 'Kyrelo',
    tagline: 'The AI-native CRM that thinks, learns, and grows with your business.',
    description:
      'Kyrelo brings your CRM, funnels, inbox, bookings, invoicing and AI agents into one white-label platform for agencies, resellers and growing businesses.',
  },
  company: {
    legalName: 'Kyrelo Technologies Private Limited',
    cin: 'U62099KA2023PTC178214',
    email: 'hello@kyrelo.example',
    registeredOffice: {
      heading: 'Registered Office',
      lines: [
        'Kyrelo Technologies Private Limited',
        '3rd Floor, Indigo Arcade, 14 Residency Road',
        'Ashok Nagar, Bengaluru, Karnataka 560025',
        'India',
      ],
      city: 'Bengaluru',
      country: 'India',
    },
  },
  claims: {
    trialDays: 14,
    trial: '14-day free trial',
    noCreditCard: 'No credit card required',
    cancelAnytime: 'Cancel anytime',
    leadResponse: 'under 30 seconds',
    onboarding: '24-48 hours',
    setup: '15 minutes',
    agencies: '5,000+',
    consultationMinutes: 30,
  },
  nav: {
    home: { label: 'Home', href: routes.home },
    productsLabel: 'Products',
    viewAllProducts: { label: 'View All Products', href: routes.products },
    moreComingSoon: 'More coming soon',
    soonBadge: 'Soon',
    pages: [
      { label: 'Home', href: routes.home },
      { label: 'Features', href: routes.features },
      { label: 'Pricing', href: routes.pricing },
      { label: 'About', href: routes.about },
    ],
    bookDemo: { label: 'Book a Demo', href: routes.freeDemo },
  },
  actions: {
    scheduleCall: 'Schedule Call',
    startTrial: 'Start Free Trial',
    scheduleDemo: 'Schedule Demo',
    watchDemo: 'Watch Demo',
    bookDemoCall: 'Book Demo Call',
  },
  footer: {
    columns: [
      {
        title: 'Product',
        links: [
          { label: 'Features', href: routes.features },
          { label: 'Pricing', href: routes.pricing },
        ],
      },
      {
        title: 'Company',
        links: [
          { label: 'About Us', href: routes.about },
          { label: 'Book a Demo', href: routes.freeDemo },
        ],
      },
      {
        title: 'Legal',
        links: [
          { label: 'Terms & Conditions', href: routes.legal('terms-and-conditions') },
          { label: 'Privacy Policy', href: routes.legal('privacy-policy') },
          { label: 'Refund Policy', href: routes.legal('refund-policy') },
          { label: 'Cookies Policy', href: routes.legal('cookies-policy') },
        ],
      },
      {
        title: 'Support',
        links: [
          { label: 'Help Center' },
          { label: 'Documentation' },
          { label: 'Community' },
          { label: 'Status' },
        ],
      },
    ],
    quickLinksTitle: 'Quick Links',
    rightsReserved: 'All rights reserved.',
  },
});

export const { brand, company, claims } = site;
