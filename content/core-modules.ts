import { defineContent } from './define';
import { coreModulesPageSchema } from './schema';
import { brand, claims } from './site';

export const coreModulesPage = defineContent('content/core-modules.ts', coreModulesPageSchema, {
  intro: {
    eyebrow: 'Core modules',
    title: 'Everything Your Business Runs on, in One AI-Native Platform',
    description: `Twelve modules on one contact record, one inbox and one automation engine: replace a stack of tools with ${brand.name}.`,
  },
  modulesHeading: {
    title: 'Twelve Modules, One Connected System',
    description:
      'Each module works on its own and gets better with the others: a booking updates the pipeline, a payment tags the contact, a review request follows the job.',
  },
  modules: [
    {
      icon: 'users',
      title: 'Smart CRM & Contacts',
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
      description:
        'Rebrand the whole platform as your own, resell it to clients and build recurring revenue with SaaS mode.',
      features: [
        'Your domain, logo and colours',
        'Client sub-accounts with rebilling',
        'Revenue share of up to 60%',
        '$0 setup fee for partners',
      ],
    },
  ],
  cta: {
    title: 'See Every Module Working Together',
    description: `Book a ${claims.consultationMinutes}-minute walkthrough with our team or start your ${claims.trial}. ${claims.noCreditCard}.`,
  },
});
