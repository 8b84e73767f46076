import * as z from '@/content/zod';
import { defineContent } from './define';
import { pageMetaSchema } from './schema';
import { routes } from './routes';
import { brand, claims } from './site';

const pageKeys = [
  'home',
  'features',
  'pricing',
  'about',
  'freeDemo',
  'products',
  'notFound',
] as const;
export type PageKey = (typeof pageKeys)[number];

const common = ['AI CRM', 'CRM for agencies', 'white-label CRM', brand.name];

/** Per-route metadata for the fixed routes; product and legal pages derive theirs from content. */
export const pageMeta = defineContent(
  'content/seo.ts',
  z.record(z.enum(pageKeys), pageMetaSchema),
  {
    home: {
      title: `${brand.name} | The AI-native CRM for agencies and businesses`,
      description: `${brand.name} unites CRM, funnels, inbox, booking, invoicing and AI agents that answer leads in ${claims.leadResponse}. Start a ${claims.trial}, no credit card.`,
      keywords: [...common, 'AI agents', 'sales automation', 'funnel builder', 'SaaS mode'],
      ogTitle: `${brand.name}: the AI-native CRM that grows with your business`,
      ogDescription: brand.tagline,
      ogImage: '/og/home.png',
      twitterCard: 'summary_large_image',
      canonical: routes.home,
    },
    features: {
      title: `Features: every core module in one platform | ${brand.name}`,
      description: `Explore ${brand.name}'s core modules: CRM, AI funnels, conversations inbox, AI reply agents, smart booking, reputation, invoicing, memberships and workflow automation.`,
      keywords: [
        ...common,
        'CRM features',
        'workflow automation',
        'AI reply agents',
        'smart calendar',
      ],
      ogTitle: `Every core module of ${brand.name}, in one place`,
      ogDescription: `CRM, funnels, inbox, AI agents, booking, invoicing and automation that work as one system.`,
      ogImage: '/og/features.png',
      twitterCard: 'summary_large_image',
      canonical: routes.features,
    },
    pricing: {
      title: `Pricing: plans for agencies and businesses | ${brand.name}`,
      description: `Compare ${brand.name}'s Starter, Partner, Ultimate and Enterprise plans. Save up to 15% with yearly billing. ${claims.trial}, ${claims.noCreditCard.toLowerCase()}.`,
      keywords: [...common, 'CRM pricing', 'agency CRM plans', 'white-label pricing'],
      ogTitle: `${brand.name} pricing: simple plans that scale with you`,
      ogDescription: `Starter, Partner, Ultimate and Enterprise. Save up to 15% yearly and start with a ${claims.trial}.`,
      ogImage: '/og/pricing.png',
      twitterCard: 'summary_large_image',
      canonical: routes.pricing,
    },
    about: {
      title: `About us: the team building the AI-native CRM | ${brand.name}`,
      description: `Meet the people behind ${brand.name}: our mission, the values we work by and the leaders helping ${claims.agencies} agencies grow with AI.`,
      keywords: [...common, 'about', 'leadership', 'mission'],
      ogTitle: `About ${brand.name}`,
      ogDescription: `Our mission, our values and the team behind the AI-native CRM.`,
      ogImage: '/og/about.png',
      twitterCard: 'summary_large_image',
      canonical: routes.about,
    },
    freeDemo: {
      title: `Book your free ${claims.consultationMinutes}-minute consultation | ${brand.name}`,
      description: `Pick a time that suits you for a free ${claims.consultationMinutes}-minute consultation and a personalized demo of ${brand.name}. No commitment required.`,
      keywords: [...common, 'CRM demo', 'book a demo', 'free consultation'],
      ogTitle: `Book a free consultation with ${brand.name}`,
      ogDescription: `A ${claims.consultationMinutes}-minute call: a demo tailored to your business and a plan to get started in ${claims.setup}.`,
      ogImage: '/og/free-demo.png',
      twitterCard: 'summary_large_image',
      canonical: routes.freeDemo,
    },
    products: {
      title: `Products: WhatsApp, AI chatbots, invoicing | ${brand.name}`,
      description: `Every ${brand.name} product in one place: WhatsApp marketing, AI chatbots, voice, email automation, workflows, opportunities and smart invoicing.`,
      keywords: [
        ...common,
        'WhatsApp marketing',
        'AI chatbots',
        'email automation',
        'smart invoicing',
      ],
      ogTitle: `The ${brand.name} product family`,
      ogDescription: `Seven products, one AI-native platform for agencies and growing businesses.`,
      ogImage: '/og/products.png',
      twitterCard: 'summary_large_image',
      canonical: routes.products,
    },
    notFound: {
      title: `Page Not Found | ${brand.name}`,
      description: `The page you were looking for does not exist or has moved. Head back to the ${brand.name} home page.`,
      keywords: [brand.name, '404'],
      ogTitle: `Page Not Found | ${brand.name}`,
      ogDescription: `This page does not exist. Visit the ${brand.name} home page instead.`,
      ogImage: '/og/default.png',
      twitterCard: 'summary',
      canonical: routes.notFound,
    },
  },
);
