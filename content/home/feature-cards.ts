import { z } from '@/content/zod';
import { defineContent } from '../define';
import { iconSchema, text } from '../schema';

const heading = z.object({ eyebrow: text, title: text, description: text });
const iconItem = z.object({ icon: iconSchema, title: text, description: text });

const featureCardsSchema = z.object({
  workflowSteps: z.object({ heading, steps: z.array(iconItem).length(4) }),
  featureCards: z.object({
    heading,
    cards: z.array(iconItem.extend({ demo: text, features: z.array(text).min(1) })).length(12),
  }),
  lifecycle: z.object({
    heading,
    stages: z
      .array(iconItem.extend({ name: z.enum(['Capture', 'Nurture', 'Close', 'Deliver', 'Scale']) }))
      .length(5),
  }),
  benefits: z.object({ heading, items: z.array(iconItem.extend({ stat: text })).length(4) }),
});

const data = defineContent('content/home/feature-cards.ts', featureCardsSchema, {
  workflowSteps: {
    heading: {
      eyebrow: 'How it works',
      title: 'From Sign-Up to First Booked Call in an Afternoon',
      description:
        'No consultants, no six-week rollout. Four steps and your AI agents are working.',
    },
    steps: [
      {
        icon: 'rocket',
        title: 'Create Your Workspace',
        description: 'Pick a template for your industry. Setup takes 15 minutes.',
      },
      {
        icon: 'layers',
        title: 'Import and Connect',
        description:
          'Bring contacts from a CSV or your old CRM, then connect email, SMS, WhatsApp and your calendar.',
      },
      {
        icon: 'bot',
        title: 'Train Your AI Agent',
        description:
          'Point it at your website and price list. It learns your services and your tone.',
      },
      {
        icon: 'chart',
        title: 'Watch Deals Move',
        description:
          'Leads are answered in under 30 seconds, booked and tracked through your pipeline.',
      },
    ],
  },
  featureCards: {
    heading: {
      eyebrow: 'Everything included',
      title: 'Twelve Tools, One Login, One Contact Record',
      description: 'Replace the stack of subscriptions your agency juggles today.',
    },
    // The twelve core modules of /features, under the same names and in the same order (a unit
    // test holds them together); each card keeps its own short copy.
    cards: [
      {
        icon: 'users',
        title: 'Smart CRM & Contacts',
        description: 'Every contact, conversation and deal in one timeline.',
        demo: '360° contact view',
        features: [
          'Custom fields and tags',
          'Smart lists and segments',
          'Company and contact records',
          'Activity timeline',
          'Duplicate merging',
        ],
      },
      {
        icon: 'funnel',
        title: 'AI Funnels & Page Builder',
        description: 'Landing pages and funnels drafted by AI, edited by you.',
        demo: 'Page ready in 60 s',
        features: ['Drag-and-drop editor', 'AI copy and layout', 'A/B testing', 'Custom domains'],
      },
      {
        icon: 'inbox',
        title: 'Conversations Inbox',
        description: 'SMS, email, WhatsApp, chat and social DMs in one inbox.',
        demo: '5 channels, 1 inbox',
        features: [
          'Shared team inbox',
          'Assign and mention',
          'Saved replies',
          'Full contact context',
        ],
      },
      {
        icon: 'bot',
        title: 'AI Reply Agents',
        description: 'Answer, qualify and book leads around the clock.',
        demo: 'Replies in under 30 s',
        features: [
          'Trained on your content',
          'Human handover',
          'Works on every channel',
          'Books appointments',
        ],
      },
      {
        icon: 'calendar',
        title: 'Smart Calendar & Booking',
        description: 'Booking pages that fill the right calendar.',
        demo: '−40% no-shows',
        features: [
          'Round-robin teams',
          'Buffers and limits',
          'SMS and email reminders',
          'Google and Outlook sync',
        ],
      },
      {
        icon: 'star',
        title: 'Reputation Management',
        description: 'Ask for reviews at the right moment and reply fast.',
        demo: '3× more reviews',
        features: [
          'Automatic review requests',
          'AI review replies',
          'Google review widget',
          'Alerts on low ratings',
        ],
      },
      {
        icon: 'credit-card',
        title: 'Invoicing & Payments',
        description: 'Quotes, invoices and payment links that chase for you.',
        demo: 'Paid 9 days sooner',
        features: [
          'Branded invoices',
          'Cards, UPI and payment links',
          'Recurring billing',
          'Automatic reminders',
        ],
      },
      {
        icon: 'graduation-cap',
        title: 'Membership Sites & Courses',
        description: 'Host courses and communities behind a login.',
        demo: 'Courses in a day',
        features: ['Course builder', 'Drip content', 'Member community', 'Certificates'],
      },
      {
        icon: 'store',
        title: 'Marketplace',
        description: 'Install snapshots, templates and integrations.',
        demo: '100+ templates',
        features: [
          'Industry snapshots',
          'One-click installs',
          'Sell your own templates',
          'Vetted integrations',
        ],
      },
      {
        icon: 'workflow',
        title: 'Workflow Automation',
        description: 'Triggers, waits and branches across every channel.',
        demo: '40+ triggers',
        features: ['Visual builder', 'If/else branches', 'Goal-based exits', 'Webhooks'],
      },
      {
        icon: 'target',
        title: 'Lead & Opportunity Tracking',
        description: 'Pipelines and AI lead scoring that show which deal to work next.',
        demo: 'Hot, warm or cold',
        features: [
          'Custom pipelines',
          'AI lead scoring',
          'Stalled-deal alerts',
          'Win-rate reports',
        ],
      },
      {
        icon: 'globe',
        title: 'White Label & SaaS Mode',
        description: 'Resell the platform under your brand, at your own prices.',
        demo: 'Up to 60% revenue share',
        features: [
          'Your domain and logo',
          'Client sub-accounts',
          'Rebilling at your markup',
          '$0 setup fee',
        ],
      },
    ],
  },
  lifecycle: {
    heading: {
      eyebrow: 'Customer lifecycle',
      title: 'One Platform From First Click to Repeat Customer',
      description:
        'Each stage hands over to the next automatically, so no lead waits and no client slips.',
    },
    stages: [
      {
        name: 'Capture',
        icon: 'target',
        title: 'Capture Every Lead',
        description:
          'Funnels, forms, chat and missed-call text-back bring leads straight into the CRM.',
      },
      {
        name: 'Nurture',
        icon: 'message-circle',
        title: 'Nurture With AI',
        description: 'AI agents reply in seconds and follow up over SMS, email and WhatsApp.',
      },
      {
        name: 'Close',
        icon: 'briefcase',
        title: 'Close Faster',
        description: 'Booked calls, proposals and payment links move deals to won.',
      },
      {
        name: 'Deliver',
        icon: 'heart',
        title: 'Deliver and Delight',
        description: 'Onboarding sequences, memberships and invoices keep clients happy.',
      },
      {
        name: 'Scale',
        icon: 'rocket',
        title: 'Scale With Reviews',
        description: 'Review requests and referrals turn clients into your next leads.',
      },
    ],
  },
  benefits: {
    heading: {
      eyebrow: 'Why AI-native',
      title: 'Built Around AI, Not Bolted On',
      description: 'The agents share the same data as your team, so every answer has context.',
    },
    items: [
      {
        icon: 'zap',
        title: 'Instant Response',
        stat: '< 30 s',
        description: 'Leads are answered while they are still on your website, day or night.',
      },
      {
        icon: 'lightbulb',
        title: 'It Learns Your Business',
        stat: '24/7',
        description:
          'Agents learn from your pages, prices and past conversations, and get sharper every week.',
      },
      {
        icon: 'layers',
        title: 'One System, One Source',
        stat: '12 tools',
        description:
          'No sync errors between apps: the inbox, pipeline and invoices share one record.',
      },
      {
        icon: 'shield',
        title: 'Safe by Design',
        stat: '99.9%',
        description:
          'Encrypted data, role-based access and an uptime you can promise your clients.',
      },
    ],
  },
});

export const { workflowSteps, featureCards, lifecycle, benefits } = data;
