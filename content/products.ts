import { z } from './zod';
import { defineContent } from './define';
import { productSchema, productsIndexSchema, type Product } from './schema';
import { productSlugs, routes } from './routes';
import { brand, claims } from './site';

/** "under 30 seconds" -> "Under 30 seconds", for use as a stand-alone metric value. */
const leadResponseValue =
  claims.leadResponse.charAt(0).toUpperCase() + claims.leadResponse.slice(1);

export const products = defineContent(
  'content/products.ts',
  z.array(productSchema).length(productSlugs.length),
  [
    {
      id: 'whatsapp-marketing',
      name: 'WhatsApp Marketing',
      description: 'Broadcasts, drip sequences and two-way sales chat on WhatsApp',
      href: routes.product('whatsapp-marketing'),
      icon: 'message-circle',
      headline: 'Turn WhatsApp into your highest-converting sales channel',
      summary: `Run broadcasts, drip sequences and one-to-one sales conversations on WhatsApp from the same ${brand.name} workspace as your CRM. Every reply lands in the shared inbox with the full contact history, and AI agents answer new leads in ${claims.leadResponse}. Agencies can run it for every client account under their own brand.`,
      highlights: [
        {
          icon: 'zap',
          title: 'Broadcasts that feel personal',
          description:
            'Segment contacts by tag, pipeline stage or last purchase, then send approved templates with personalised fields, media and quick-reply buttons.',
        },
        {
          icon: 'bot',
          title: `AI replies in ${claims.leadResponse}`,
          description:
            'AI agents answer common questions, qualify intent and hand hot conversations to your team with a summary attached.',
        },
        {
          icon: 'inbox',
          title: 'One shared inbox',
          description:
            'WhatsApp threads sit alongside SMS, email and social messages, with assignments, internal notes and saved replies.',
        },
        {
          icon: 'workflow',
          title: 'Triggered follow-ups',
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
    {
      id: 'ai-chatbots',
      name: 'AI Chatbots',
      description: 'AI agents that answer, qualify and book leads around the clock',
      href: routes.product('ai-chatbots'),
      icon: 'bot',
      headline: 'AI agents that answer, qualify and book while you sleep',
      summary: `Train ${brand.name} AI agents on your website, FAQs, price lists and past conversations, then deploy them to web chat, WhatsApp, Instagram, Facebook and SMS. They respond to new leads in ${claims.leadResponse}, ask the qualifying questions your sales team would, and book meetings straight into your calendar. When a conversation needs a person, they hand it over with a clear summary.`,
      highlights: [
        {
          icon: 'lightbulb',
          title: 'Trained on your business',
          description:
            'Upload documents, add page URLs or sync your help center, and the agent answers in your tone using only what you have taught it.',
        },
        {
          icon: 'target',
          title: 'Qualifies before it books',
          description:
            'Custom questions capture budget, timeline and fit, then update the contact record and pipeline stage automatically.',
        },
        {
          icon: 'calendar',
          title: 'Books straight into calendars',
          description:
            'Agents offer live availability, confirm the slot and send reminders without any back-and-forth.',
        },
        {
          icon: 'users',
          title: 'Smooth human handoff',
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
    },
    {
      id: 'voice-solutions',
      name: 'Voice Solutions',
      description: 'AI voice calling and IVR, now in private beta',
      href: routes.product('voice-solutions'),
      icon: 'phone',
      comingSoon: true,
      headline: 'AI voice calling and IVR, now in private beta',
      summary: `${brand.name} Voice brings AI call answering, smart IVR menus and click-to-call into the same workspace as your CRM and inbox. It is in private beta with a small group of agencies today, and we are opening access in waves. Start a free trial or book a demo to request a place in the beta.`,
      highlights: [
        {
          icon: 'headset',
          title: 'AI call answering',
          description:
            'A voice agent picks up, answers common questions and captures caller details when your team is busy or offline.',
        },
        {
          icon: 'layers',
          title: 'Smart IVR menus',
          description:
            'Design call menus visually and route callers by intent, language or business hours instead of rigid keypad trees.',
        },
        {
          icon: 'phone',
          title: 'Click-to-call from the CRM',
          description:
            'Call contacts from their record, with every call logged on the timeline next to their chats and emails.',
        },
        {
          icon: 'file-text',
          title: 'Transcripts and summaries',
          description:
            'Calls are transcribed and summarised so follow-ups and pipeline updates happen without note-taking. Beta participants get each capability first.',
        },
      ],
      useCases: [
        'Let an AI receptionist answer after-hours calls for a clinic and book the next available appointment.',
        "Route inbound sales calls to the right rep based on the caller's pipeline stage and preferred language.",
        'Call back missed-call leads automatically and log the outcome on the contact record.',
        'Offer agency clients a branded phone line and IVR as part of their white-label plan.',
      ],
      metrics: [
        { value: 'Private beta', label: 'Opening to new teams in waves' },
        { value: '24/7', label: 'AI call answering at launch' },
        { value: '1 timeline', label: 'Calls, chats and emails on every contact' },
      ],
      seo: {
        title: `AI Voice Calling & IVR (Private Beta) | ${brand.name}`,
        description: `${brand.name} Voice adds AI call answering, smart IVR and click-to-call to your CRM. Now in private beta: start a trial or book a demo to request access.`,
        keywords: [
          'AI voice agent',
          'AI call answering',
          'cloud IVR',
          'click-to-call CRM',
          'AI receptionist',
        ],
      },
    },
    {
      id: 'email-automation',
      name: 'Email Automation',
      description: 'Campaigns, sequences and newsletters that send themselves',
      href: routes.product('email-automation'),
      icon: 'mail',
      headline: 'Email campaigns that write, send and follow up on their own',
      summary: `Design newsletters and campaigns in a drag-and-drop builder, let AI draft subject lines and copy, and trigger sequences from any event in your CRM. ${brand.name} records opens, clicks and replies on each contact so sales knows exactly who is warming up. Built-in domain authentication and list hygiene help keep your messages in the inbox.`,
      highlights: [
        {
          icon: 'sparkles',
          title: 'AI copywriting',
          description:
            'Generate subject lines, preview text and full drafts in your brand voice, then refine them with one click.',
        },
        {
          icon: 'layers',
          title: 'Drag-and-drop templates',
          description:
            'Build responsive emails from saved blocks and reusable templates that look right on every device.',
        },
        {
          icon: 'workflow',
          title: 'Behaviour-based sequences',
          description:
            'Branch follow-ups on opens, clicks, form fills or purchases, and stop automatically when a contact replies.',
        },
        {
          icon: 'shield',
          title: 'Deliverability built in',
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
        description: `AI-written campaigns, drag-and-drop templates and behaviour-based sequences, tracked on every CRM contact. Start a ${claims.trial} of ${brand.name}.`,
        keywords: [
          'email marketing automation',
          'email sequences',
          'AI email writer',
          'newsletter builder',
          'email marketing for agencies',
        ],
      },
    },
    {
      id: 'workflows-automations',
      name: 'Workflows & Automations',
      description: 'Visual workflows that connect every trigger, channel and team',
      href: routes.product('workflows-automations'),
      icon: 'workflow',
      headline: 'Automate the busywork between every lead and every sale',
      summary: `Build workflows on a visual canvas that react to forms, messages, bookings, payments and pipeline changes. Combine SMS, email, WhatsApp, tasks and webhooks, add AI steps that classify intent or draft replies, and branch on any contact field. Start from proven recipes or build your own, then copy them into every client account in ${brand.name}.`,
      highlights: [
        {
          icon: 'workflow',
          title: 'Visual workflow builder',
          description:
            'Drag triggers, conditions, waits and actions onto a canvas and see exactly where each contact is in the flow.',
        },
        {
          icon: 'sparkles',
          title: 'AI steps',
          description:
            'Let AI classify intent, summarise conversations, score leads or draft the next message inside any workflow.',
        },
        {
          icon: 'zap',
          title: 'Triggers from everywhere',
          description:
            'Start automations from forms, calendar bookings, payments, inbox messages, tags, pipeline stages or inbound webhooks.',
        },
        {
          icon: 'layers',
          title: 'Recipes and snapshots',
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
    {
      id: 'opportunities',
      name: 'Opportunities',
      description: 'Pipelines, AI lead scoring and deal tracking in one view',
      href: routes.product('opportunities'),
      icon: 'target',
      headline: 'See every deal, score every lead, close with confidence',
      summary: `Track opportunities across custom pipelines with drag-and-drop stages, deal values and owners. ${brand.name} AI scores each lead on fit and engagement so your team knows who to call first, and every conversation, booking and invoice stays attached to the deal. Stage reports and forecasts show where revenue is stuck before the month ends.`,
      highlights: [
        {
          icon: 'chart',
          title: 'Visual pipelines',
          description:
            'Kanban boards for each sales process, with stage probabilities, deal values and owners at a glance.',
        },
        {
          icon: 'star',
          title: 'AI lead scoring',
          description:
            'Hot, warm and cold scores update as leads open emails, reply, visit pages and book calls.',
        },
        {
          icon: 'clock',
          title: 'Stalled-deal alerts',
          description:
            'Get nudged when a deal sits too long in one stage or a promised follow-up is overdue.',
        },
        {
          icon: 'briefcase',
          title: 'Everything on the deal',
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
    },
    {
      id: 'smart-invoicing',
      name: 'Smart Invoicing',
      description: 'Quotes, invoices, reminders and online payments on autopilot',
      href: routes.product('smart-invoicing'),
      icon: 'receipt',
      headline: 'Get paid faster with invoices that chase themselves',
      summary: `Create branded quotes and invoices from any deal, send them by email, SMS or WhatsApp, and collect payment online through a hosted checkout. ${brand.name} handles recurring billing, tax lines and reminders, then marks the invoice paid and updates the pipeline. Your billing stays in sync with sales without a spreadsheet in between.`,
      highlights: [
        {
          icon: 'file-text',
          title: 'Quote to invoice in one click',
          description:
            'Turn an accepted estimate into an invoice with line items, discounts and tax already filled in.',
        },
        {
          icon: 'credit-card',
          title: 'Online payments',
          description:
            'Share a secure payment link and let clients pay on a branded, hosted checkout page.',
        },
        {
          icon: 'clock',
          title: 'Automatic reminders',
          description:
            'Polite reminders go out before and after the due date by email, SMS or WhatsApp, and stop the moment payment lands.',
        },
        {
          icon: 'receipt',
          title: 'Recurring billing',
          description:
            'Schedule retainers and subscriptions in rupees or dollars, with GST-ready tax lines for Indian clients.',
        },
      ],
      useCases: [
        'Bill monthly retainers to agency clients automatically on the first of every month.',
        'Send a deposit invoice the moment a consultation is booked and hold the slot until it is paid.',
        'Chase an overdue invoice with a WhatsApp reminder that includes a one-tap payment link.',
        'Invoice Indian clients in rupees with GST lines and international clients in dollars from one account.',
      ],
      metrics: [
        { value: '24/7', label: 'Online payment collection' },
        { value: '1 click', label: 'From accepted quote to invoice' },
        { value: '99.9%', label: 'Platform uptime' },
      ],
      seo: {
        title: `Smart Invoicing & Online Payments | ${brand.name}`,
        description:
          'Branded quotes, invoices, recurring billing and automatic payment reminders by email, SMS and WhatsApp, linked to your sales pipeline.',
        keywords: [
          'invoicing software',
          'online payments',
          'recurring billing',
          'payment reminders',
          'GST invoicing',
        ],
      },
    },
  ],
);

export const productsIndex = defineContent(
  'content/products.ts#productsIndex',
  productsIndexSchema,
  {
    intro: {
      eyebrow: 'Products',
      title: 'Seven products. One AI-native platform.',
      description: `Every ${brand.name} product shares the same contacts, inbox, automations and reporting, so adding a channel never means adding another tool. Start with the one you need today and switch on the rest when you are ready.`,
    },
    cta: {
      title: `Try every product free for ${claims.trialDays} days`,
      description: `${claims.noCreditCard}. ${claims.cancelAnytime}. Setup takes about ${claims.setup}, and our team completes guided onboarding in ${claims.onboarding}.`,
    },
    comingSoonLabel: 'Coming soon',
    learnMore: 'Learn more',
    productPage: {
      metricsTitle: 'At a glance',
      highlightsTitle: 'What you get',
      useCasesTitle: 'How teams put it to work',
      moreProductsTitle: 'More from the platform',
      comingSoonNote: `This product is in private beta. Start a free trial or book a demo and we will add your workspace to the next wave.`,
    },
  },
);

export function getProduct(id: string): Product | undefined {
  return products.find((product) => product.id === id);
}
