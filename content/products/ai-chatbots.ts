import { defineContent } from '../define';
import { productSchema } from '../schema';
import { routes } from '../routes';
import { brand, claims } from '../site';
import { leadResponseValue } from './lead-response';

export const aiChatbots = defineContent('content/products/ai-chatbots.ts', productSchema, {
  id: 'ai-chatbots',
  name: 'AI Chatbots',
  description: 'AI agents that answer, qualify and book leads around the clock',
  href: routes.product('ai-chatbots'),
  icon: 'bot',
  headline: 'AI Agents That Answer, Qualify and Book While You Sleep',
  summary: `Train ${brand.name} AI agents on your website, FAQs, price lists and past conversations, then deploy them to web chat, WhatsApp, Instagram, Facebook and SMS. They respond to new leads in ${claims.leadResponse}, ask the qualifying questions your sales team would, and book meetings straight into your calendar. When a conversation needs a person, they hand it over with a clear summary.`,
  highlights: [
    {
      icon: 'lightbulb',
      title: 'Trained on Your Business',
      description:
        'Upload documents, add page URLs or sync your help center, and the agent answers in your tone using only what you have taught it.',
    },
    {
      icon: 'target',
      title: 'Qualifies Before It Books',
      description:
        'Custom questions capture budget, timeline and fit, then update the contact record and pipeline stage automatically.',
    },
    {
      icon: 'calendar',
      title: 'Books Straight Into Calendars',
      description:
        'Agents offer live availability, confirm the slot and send reminders without any back-and-forth.',
    },
    {
      icon: 'users',
      title: 'Smooth Human Handoff',
      description:
        'Set rules for when to escalate, and your team picks up in the shared inbox with the full transcript and an AI summary.',
    },
  ],
  useCases: [
    "Answer pricing and availability questions on a dental clinic's website at 2 a.m. and book the consultation.",
    'Qualify real-estate enquiries from Instagram ads by budget and location before routing them to the right agent.',
    'Resolve repeat order-status questions for an online store while escalating refund requests to a person.',
    'Resell a pre-trained chatbot to every agency client as a branded add-on in SaaS mode.',
  ],
  metrics: [
    { value: leadResponseValue, label: 'Response to every new enquiry' },
    { value: '24/7', label: 'Coverage across web, WhatsApp and social' },
    { value: claims.setup, label: 'Average setup time' },
  ],
  seo: {
    title: `AI Chatbots for Lead Qualification | ${brand.name}`,
    description: `Deploy AI agents on web chat, WhatsApp and social that reply in ${claims.leadResponse}, qualify leads and book meetings into your calendar.`,
    keywords: [
      'AI chatbot',
      'AI lead qualification',
      'AI appointment booking',
      'website chatbot',
      'white-label chatbot for agencies',
    ],
  },
});
