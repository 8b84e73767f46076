import { z } from '@/content/zod';
import { defineContent } from './define';
import { iconSchema, text } from './schema';
import { brand, claims } from './site';

const moduleSchema = z.object({
  icon: iconSchema,
  title: text,
  /** One line for the home page's card; `description` is the /features card's. */
  summary: text,
  /** The card's badge on the home page: the module's result in a few words. */
  demo: text,
  description: text,
  features: z.array(text).min(3).max(6),
});
export type CoreModule = z.infer<typeof moduleSchema>;

const modulesSchema = z
  .array(moduleSchema)
  .length(12)
  .refine((list) => new Set(list.map((m) => m.title)).size === list.length, {
    message: 'module titles must be unique',
  });

/** The twelve core modules, in order: the feature cards on / and the module grid on /features. */
export const coreModules = defineContent('content/modules.ts', modulesSchema, [
  {
    icon: 'users',
    title: 'Smart CRM & Contacts',
    summary: 'Every contact, conversation and deal in one timeline.',
    demo: '360° contact view',
    description:
      'One record for every lead and customer, enriched with each call, message, booking and payment as it happens.',
    features: [
      'Custom fields, tags and smart lists',
      'Full activity timeline per contact',
      'Bulk import with duplicate detection',
      'Company and team-level views',
    ],
  },
  {
    icon: 'funnel',
    title: 'AI Funnels & Page Builder',
    summary: 'Landing pages and funnels drafted by AI, edited by you.',
    demo: 'Page ready in 60 s',
    description:
      'Describe your offer and AI drafts a complete funnel with copy, layout and forms, ready to fine-tune in a drag-and-drop editor.',
    features: [
      'AI-generated pages from a single prompt',
      'Drag-and-drop editor with reusable sections',
      'Forms, surveys and order bumps',
      'Custom domains and A/B testing',
    ],
  },
  {
    icon: 'inbox',
    title: 'Conversations Inbox',
    summary: 'SMS, email, WhatsApp, chat and social DMs in one inbox.',
    demo: '5 channels, 1 inbox',
    description:
      'WhatsApp, SMS, email, web chat, Instagram and Facebook messages in one shared, searchable inbox.',
    features: [
      'Team assignment and internal notes',
      'Saved replies and snippets',
      'AI conversation summaries',
      'Full contact context beside every thread',
    ],
  },
  {
    icon: 'bot',
    title: 'AI Reply Agents',
    summary: 'Answer, qualify and book leads around the clock.',
    demo: 'Replies in under 30 s',
    description: `Agents trained on your business reply to every new lead in ${claims.leadResponse}, qualify them and book the next step.`,
    features: [
      'Trained on your website, documents and FAQs',
      'Lead qualification and scoring',
      'Appointment booking inside the chat',
      'Human handoff with full context',
    ],
  },
  {
    icon: 'calendar',
    title: 'Smart Calendar & Booking',
    summary: 'Booking pages that fill the right calendar.',
    demo: '−40% no-shows',
    description:
      'Booking pages, team calendars and automated reminders that keep your schedule full and no-shows rare.',
    features: [
      'Personal, team and round-robin calendars',
      'Two-way sync with external calendars',
      'Email, SMS and WhatsApp reminders',
      'Paid bookings and deposits',
    ],
  },
  {
    icon: 'star',
    title: 'Reputation Management',
    summary: 'Ask for reviews at the right moment and reply fast.',
    demo: '3× more reviews',
    description:
      'Ask for reviews at the right moment, reply with AI and put your best feedback where new customers will see it.',
    features: [
      'Automated review requests after each job',
      'AI-drafted review replies',
      'All reviews monitored in one dashboard',
      'Embeddable review widgets',
    ],
  },
  {
    icon: 'credit-card',
    title: 'Invoicing & Payments',
    summary: 'Quotes, invoices and payment links that chase for you.',
    demo: 'Paid 9 days sooner',
    description:
      'Quotes, invoices, subscriptions and payment links that connect straight to your pipeline.',
    features: [
      'Branded quotes and invoices',
      'Payment links and hosted checkout',
      'Recurring billing for retainers',
      'Automatic payment reminders',
    ],
  },
  {
    icon: 'graduation-cap',
    title: 'Membership Sites & Courses',
    summary: 'Host courses and communities behind a login.',
    demo: 'Courses in a day',
    description:
      'Host courses, communities and gated content with drip schedules and built-in payments.',
    features: [
      'Course builder with video lessons',
      'Drip content and progress tracking',
      'Community groups and discussions',
      'One-time and subscription access',
    ],
  },
  {
    icon: 'store',
    title: 'Marketplace',
    summary: 'Install snapshots, templates and integrations.',
    demo: '100+ templates',
    description: `Extend ${brand.name} with integrations, templates and industry snapshots, and share your own best builds with other agencies.`,
    features: [
      'One-click app integrations',
      'Ready-made funnel and workflow templates',
      'Industry snapshots for fast client setup',
      'Publish and sell your own templates',
    ],
  },
  {
    icon: 'workflow',
    title: 'Workflow Automation',
    summary: 'Triggers, waits and branches across every channel.',
    demo: '40+ triggers',
    description:
      'A visual builder that connects triggers and actions across every module, with AI steps wherever you need judgement.',
    features: [
      'Drag-and-drop workflow canvas',
      'Triggers from forms, bookings and payments',
      'AI steps to classify, score and draft',
      'Webhooks and custom actions',
    ],
  },
  {
    icon: 'target',
    title: 'Lead & Opportunity Tracking',
    summary: 'Pipelines and AI lead scoring that show which deal to work next.',
    demo: 'Hot, warm or cold',
    description:
      'Custom pipelines and AI lead scoring show which deals to work next and where revenue is stuck.',
    features: [
      'Multiple custom pipelines',
      'AI lead scoring: hot, warm and cold',
      'Stalled-deal alerts and follow-up tasks',
      'Forecasts and win-rate reports',
    ],
  },
  {
    icon: 'globe',
    title: 'White Label & SaaS Mode',
    summary: 'Resell the platform under your brand, at your own prices.',
    demo: 'Up to 60% revenue share',
    description:
      'Rebrand the whole platform as your own, resell it to clients and build recurring revenue with SaaS mode.',
    features: [
      'Your domain, logo and colors',
      'Client sub-accounts with rebilling',
      'Revenue share of up to 60%',
      '$0 setup fee for partners',
    ],
  },
]);
