import { defineContent } from '../define';
import { productSchema } from '../schema';
import { routes } from '../routes';
import { brand, claims } from '../site';
import { leadResponseValue } from './lead-response';

export const workflowsAutomations = defineContent(
  'content/products/workflows-automations.ts',
  productSchema,
  {
    id: 'workflows-automations',
    name: 'Workflows & Automations',
    description: 'Visual workflows that connect every trigger, channel and team',
    href: routes.product('workflows-automations'),
    icon: 'workflow',
    headline: 'Automate the Busywork Between Every Lead and Every Sale',
    summary: `Build workflows on a visual canvas that react to forms, messages, bookings, payments and pipeline changes. Combine SMS, email, WhatsApp, tasks and webhooks, add AI steps that classify intent or draft replies, and branch on any contact field. Start from proven recipes or build your own, then copy them into every client account in ${brand.name}.`,
    highlights: [
      {
        icon: 'workflow',
        title: 'Visual Workflow Builder',
        description:
          'Drag triggers, conditions, waits and actions onto a canvas and see exactly where each contact is in the flow.',
      },
      {
        icon: 'sparkles',
        title: 'AI Steps',
        description:
          'Let AI classify intent, summarize conversations, score leads or draft the next message inside any workflow.',
      },
      {
        icon: 'zap',
        title: 'Triggers From Everywhere',
        description:
          'Start automations from forms, calendar bookings, payments, inbox messages, tags, pipeline stages or inbound webhooks.',
      },
      {
        icon: 'layers',
        title: 'Recipes and Snapshots',
        description:
          'Launch from ready-made recipes and copy complete automations into new client accounts in a single step.',
      },
    ],
    useCases: [
      "Text and email every new Facebook lead instantly, then create a call task if they haven't replied by the next morning.",
      'Move a deal to Won when its invoice is paid and kick off the client onboarding checklist.',
      'Request a Google review automatically two days after a completed appointment.',
      'Roll out the same lead-nurture automation to every new agency client account from one snapshot.',
    ],
    metrics: [
      { value: leadResponseValue, label: 'AI-powered first response to new leads' },
      { value: '24/7', label: 'Always-on automation' },
      { value: '1 canvas', label: 'For every channel and trigger' },
    ],
    seo: {
      title: `Workflow Automation for Agencies | ${brand.name}`,
      description: `Automate follow-ups, bookings, reviews and billing with a visual workflow builder and AI steps, connected to your CRM. Set up in ${claims.setup}.`,
      keywords: [
        'workflow automation',
        'marketing automation',
        'CRM automation',
        'AI workflows',
        'automation for agencies',
      ],
    },
  },
);
