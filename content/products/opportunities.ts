import { defineContent } from '../define';
import { productSchema } from '../schema';
import { routes } from '../routes';
import { brand } from '../site';
import { leadResponseValue } from './lead-response';

export const opportunities = defineContent('content/products/opportunities.ts', productSchema, {
  id: 'opportunities',
  name: 'Opportunities',
  description: 'Pipelines, AI lead scoring and deal tracking in one view',
  href: routes.product('opportunities'),
  icon: 'target',
  headline: 'See Every Deal, Score Every Lead, Close With Confidence',
  summary: `Track opportunities across custom pipelines with drag-and-drop stages, deal values and owners. ${brand.name} AI scores each lead on fit and engagement so your team knows who to call first, and every conversation, booking and invoice stays attached to the deal. Stage reports and forecasts show where revenue is stuck before the month ends.`,
  highlights: [
    {
      icon: 'chart',
      title: 'Visual Pipelines',
      description:
        'Kanban boards for each sales process, with stage probabilities, deal values and owners at a glance.',
    },
    {
      icon: 'star',
      title: 'AI Lead Scoring',
      description:
        'Hot, warm and cold scores update as leads open emails, reply, visit pages and book calls.',
    },
    {
      icon: 'clock',
      title: 'Stalled-Deal Alerts',
      description:
        'Get nudged when a deal sits too long in one stage or a promised follow-up is overdue.',
    },
    {
      icon: 'briefcase',
      title: 'Everything on the Deal',
      description:
        'Conversations, appointments, quotes, invoices and notes live on the opportunity instead of in separate tools.',
    },
  ],
  useCases: [
    'Run separate pipelines for new business, renewals and upsells inside one agency account.',
    'Order the morning call list by AI lead score instead of by whoever emailed last.',
    'Spot deals stuck at the proposal stage and trigger an automatic follow-up sequence.',
    'Share monthly pipeline value and win rate with each client from their own dashboard.',
  ],
  metrics: [
    { value: leadResponseValue, label: 'AI first response on new leads' },
    { value: '1 view', label: 'Deals, conversations and tasks together' },
    { value: '99.9%', label: 'Platform uptime' },
  ],
  seo: {
    title: `Sales Pipeline & Opportunity Tracking | ${brand.name}`,
    description:
      'Custom sales pipelines, AI lead scoring and stalled-deal alerts, with every conversation and invoice attached to the deal.',
    keywords: [
      'sales pipeline software',
      'opportunity tracking',
      'AI lead scoring',
      'deal management',
      'CRM for agencies',
    ],
  },
});
