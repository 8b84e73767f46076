import { defineContent } from '../define';
import { productSchema } from '../schema';
import { routes } from '../routes';
import { brand, claims } from '../site';
import { leadResponseValue } from './lead-response';

export const whatsappMarketing = defineContent(
  'content/products/whatsapp-marketing.ts',
  productSchema,
  {
    id: 'whatsapp-marketing',
    name: 'WhatsApp Marketing',
    description: 'Broadcasts, drip sequences and two-way sales chat on WhatsApp',
    href: routes.product('whatsapp-marketing'),
    icon: 'message-circle',
    headline: 'Turn WhatsApp Into Your Highest-Converting Sales Channel',
    summary: `Run broadcasts, drip sequences and one-to-one sales conversations on WhatsApp from the same ${brand.name} workspace as your CRM. Every reply lands in the shared inbox with the full contact history, and AI agents answer new leads in ${claims.leadResponse}. Agencies can run it for every client account under their own brand.`,
    highlights: [
      {
        icon: 'zap',
        title: 'Broadcasts That Feel Personal',
        description:
          'Segment contacts by tag, pipeline stage or last purchase, then send approved templates with personalized fields, media and quick-reply buttons.',
      },
      {
        icon: 'bot',
        title: 'Instant AI Replies',
        description:
          'AI agents answer common questions, qualify intent and hand hot conversations to your team with a summary attached.',
      },
      {
        icon: 'inbox',
        title: 'One Shared Inbox',
        description:
          'WhatsApp threads sit alongside SMS, email and social messages, with assignments, internal notes and saved replies.',
      },
      {
        icon: 'workflow',
        title: 'Triggered Follow-Ups',
        description:
          'Start WhatsApp sequences from form fills, bookings, abandoned checkouts or pipeline changes, with no manual sends.',
      },
    ],
    useCases: [
      'Send appointment reminders with a one-tap reschedule link to cut no-shows for clinics, salons and studios.',
      'Recover abandoned carts with a timed WhatsApp nudge that includes the product image and a checkout link.',
      'Broadcast a launch offer to opted-in customer segments and track every reply as a pipeline opportunity.',
      'Give each agency client a branded WhatsApp inbox with its own numbers, templates and team members.',
    ],
    metrics: [
      { value: leadResponseValue, label: 'AI first reply to new WhatsApp leads' },
      { value: '24/7', label: 'Automated replies and follow-ups' },
      { value: '1 inbox', label: 'For WhatsApp, SMS, email and social' },
    ],
    seo: {
      title: `WhatsApp Marketing for Agencies | ${brand.name}`,
      description: `Broadcasts, drip sequences and AI replies on WhatsApp, connected to your CRM and shared inbox. Try ${brand.name} with a ${claims.trial}.`,
      keywords: [
        'WhatsApp marketing',
        'WhatsApp Business API',
        'WhatsApp broadcast',
        'WhatsApp CRM',
        'WhatsApp automation for agencies',
      ],
    },
  },
);
