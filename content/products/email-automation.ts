import { defineContent } from '../define';
import { productSchema } from '../schema';
import { routes } from '../routes';
import { brand, claims } from '../site';

export const emailAutomation = defineContent(
  'content/products/email-automation.ts',
  productSchema,
  {
    id: 'email-automation',
    name: 'Email Automation',
    description: 'Campaigns, sequences and newsletters that send themselves',
    href: routes.product('email-automation'),
    icon: 'mail',
    headline: 'Email Campaigns That Write, Send and Follow Up on Their Own',
    summary: `Design newsletters and campaigns in a drag-and-drop builder, let AI draft subject lines and copy, and trigger sequences from any event in your CRM. ${brand.name} records opens, clicks and replies on each contact so sales knows exactly who is warming up. Built-in domain authentication and list hygiene help keep your messages in the inbox.`,
    highlights: [
      {
        icon: 'sparkles',
        title: 'AI Copywriting',
        description:
          'Generate subject lines, preview text and full drafts in your brand voice, then refine them with one click.',
      },
      {
        icon: 'layers',
        title: 'Drag-and-Drop Templates',
        description:
          'Build responsive emails from saved blocks and reusable templates that look right on every device.',
      },
      {
        icon: 'workflow',
        title: 'Behavior-Based Sequences',
        description:
          'Branch follow-ups on opens, clicks, form fills or purchases, and stop automatically when a contact replies.',
      },
      {
        icon: 'shield',
        title: 'Deliverability Built In',
        description:
          'Guided SPF, DKIM and DMARC setup, bounce handling and unsubscribe management protect your sender reputation.',
      },
    ],
    useCases: [
      'Run a five-email onboarding sequence for new clients that pauses the moment they book a kickoff call.',
      "Send a monthly newsletter to each agency client's list from their own domain and branding.",
      'Re-engage contacts who have not opened in 90 days with a win-back series and suppress the rest.',
      'Send a payment reminder sequence that stops as soon as the invoice is paid.',
    ],
    metrics: [
      { value: claims.setup, label: 'Average setup time' },
      { value: '24/7', label: 'Sequences running in the background' },
      { value: '1 timeline', label: 'Opens, clicks and replies on each contact' },
    ],
    seo: {
      title: `Email Marketing Automation for Agencies | ${brand.name}`,
      description: `AI-written campaigns, drag-and-drop templates and behavior-based sequences, tracked on every CRM contact. Start a ${claims.trial} of ${brand.name}.`,
      keywords: [
        'email marketing automation',
        'email sequences',
        'AI email writer',
        'newsletter builder',
        'email marketing for agencies',
      ],
    },
  },
);
