import { z } from '@/content/zod';
import { defineContent } from '../define';
import { text } from '../schema';
import { productSlugs } from '../routes';
import { brand, claims } from '../site';
import {
  appChromeSchema,
  productLeadsSchema,
  productSceneSchema,
  productScenesSchema,
} from './scene-schema';

export {
  appModuleIds,
  maxSceneBeats,
  productSceneSchema,
  productScenesSchema,
  sceneBeats,
  type ProductScene,
} from './scene-schema';

/** What each product page says beside its scene, before the rest of its story further down. */
export const productLeads = defineContent(
  'content/products/scenes.ts#productLeads',
  productLeadsSchema,
  {
    'whatsapp-marketing':
      'Broadcast offers, run drip sequences and close sales in WhatsApp chats, with AI agents answering every reply.',
    'ai-chatbots': `AI agents trained on your business answer every chat in ${claims.leadResponse}, qualify the lead and book the meeting.`,
    'voice-solutions':
      'AI call answering and smart call menus, in the same workspace as your CRM and inbox.',
    'email-automation':
      'Campaigns and sequences that AI helps you write, sent on the right trigger and tracked on every contact.',
    'workflows-automations':
      'Visual workflows that react to forms, messages, bookings and payments, and do the follow-up for you.',
    opportunities:
      'Pipelines where AI scores every lead, so your team knows who to call first and where revenue is stuck.',
    'smart-invoicing':
      'Quotes and invoices that get paid online, chase themselves and mark the deal won when the money lands.',
  },
);

/** The app around every scene: its navigation and the status words its views share. */
export const appChrome = defineContent('content/products/scenes.ts#appChrome', appChromeSchema, {
  nav: {
    dashboard: { label: 'Dashboard', icon: 'chart' },
    inbox: { label: 'Inbox', icon: 'inbox' },
    contacts: { label: 'Contacts', icon: 'users' },
    pipeline: { label: 'Pipeline', icon: 'target' },
    automations: { label: 'Automations', icon: 'workflow' },
    email: { label: 'Email', icon: 'mail' },
    calls: { label: 'Calls', icon: 'phone' },
    invoices: { label: 'Invoices', icon: 'receipt' },
  },
  status: {
    done: 'Done',
    running: 'Running',
    waiting: 'Waiting',
    sent: 'Sent',
    scheduled: 'Scheduled',
    composer: 'Reply, or let the AI agent answer',
    total: 'Total',
  },
});

export const productScenes = defineContent('content/products/scenes.ts', productScenesSchema, {
  'whatsapp-marketing': {
    title: 'WhatsApp · Broadcasts',
    caption:
      'Your offer reaches every opted-in contact, and the replies become booked calls and new leads while you work.',
    description:
      'A WhatsApp broadcast of the spring offer reaches 1,240 opted-in contacts. Priya from Bloom Studio asks whether the discount covers the studio plan; the AI agent answers with the price and offers a call, she asks for tomorrow morning, a call is booked for 10:00 and Bloom Studio is added to the pipeline as a new lead.',
    view: {
      module: 'inbox',
      heading: 'WhatsApp',
      meta: 'Spring offer broadcast',
      action: 'New broadcast',
    },
    stats: [
      { label: 'Sent', value: '1,240' },
      { label: 'Read', value: '68%' },
      { label: 'Replies', value: '214' },
    ],
    kind: 'chat',
    threads: [
      { name: 'Priya · Bloom Studio', preview: 'Does the 20% also apply…', time: 'now' },
      { name: 'Rohan Gupta', preview: 'Can I pay by UPI?', time: '4 m' },
      { name: 'Lumen Yoga', preview: 'Booked, thank you!', time: '12 m' },
      { name: 'Cedar Realty', preview: 'Send the brochure please', time: '1 h' },
      { name: 'Aarav Dental', preview: 'Tuesday 11:00 is perfect', time: '2 h' },
    ],
    broadcast: {
      name: 'Spring offer: 20% off annual plans',
      audience: '1,240 contacts',
      stat: '68% read',
    },
    messages: [
      { from: 'contact', text: 'Hi! Does the 20% also apply to the studio plan?' },
      {
        from: 'business',
        tag: 'AI agent',
        text: 'It does, Priya: the studio plan is $38 a month, billed yearly. Want a quick call to set it up?',
      },
    ],
    replies: [{ from: 'contact', text: 'Yes please, tomorrow morning works.' }],
    outcome: 'Call booked for 10:00 · Bloom Studio added as a lead',
  },
  'ai-chatbots': {
    title: 'Website chat · AI agent',
    caption:
      'A visitor asks late at night; your AI agent answers in seconds, offers two slots and books the appointment.',
    description:
      'A visitor asks the website chatbot for a Saturday teeth-whitening slot. The AI agent offers two times with the price, the visitor picks 10:30 and the appointment is booked in the calendar, with a reminder to follow.',
    view: {
      module: 'inbox',
      heading: 'Website chat',
      meta: 'AI agent on · 3 open chats',
      action: 'Take over',
    },
    stats: [
      { label: 'Open chats', value: '3' },
      { label: 'First reply', value: '8 s' },
      { label: 'Booked today', value: '9' },
    ],
    kind: 'chat',
    threads: [
      { name: 'Visitor from Pune', preview: 'Any slots on Saturday?', time: 'now' },
      { name: 'Sam Carter', preview: 'Do you offer Invisalign?', time: '3 m' },
      { name: 'Neha Shah', preview: 'Thanks, see you then', time: '20 m' },
      { name: 'Arjun Mehta', preview: 'Is parking available?', time: '1 h' },
      { name: 'Lena Fischer', preview: 'Booked for Monday, thanks', time: '3 h' },
    ],
    messages: [
      { from: 'contact', text: 'Any slots for teeth whitening on Saturday?' },
      {
        from: 'business',
        tag: 'AI agent',
        text: 'Yes! 10:30 or 12:00 are free. Whitening takes an hour and costs $60. Which suits you?',
      },
      { from: 'contact', text: '10:30 please' },
    ],
    replies: [
      {
        from: 'business',
        tag: 'AI agent',
        text: 'Booked: Saturday 10:30 with Dr Rao. See you then!',
      },
    ],
    outcome: 'Replied in 8\u00a0s · Appointment booked',
  },
  'voice-solutions': {
    title: 'Voice · Call menu',
    caption:
      'A preview of what is coming: an AI receptionist answers every call and sends the caller where they need to go.',
    description: `A sketch of the coming ${brand.name} voice menu: the AI receptionist answers a call to Northside Gym and offers memberships, class booking, an invoice question or a person. The caller presses 2 and a trial class is booked. Voice solutions are coming soon.`,
    view: {
      module: 'calls',
      heading: 'Call menu',
      meta: 'Main line · Northside Gym',
      action: 'Edit menu',
    },
    stats: [
      { label: 'Calls today', value: '36' },
      { label: 'Answered', value: '31' },
      { label: 'Avg wait', value: '0 s' },
    ],
    kind: 'ivr',
    badge: 'Coming soon',
    call: 'Incoming call · 0:12',
    greeting: `Thanks for calling Northside Gym. I am the ${brand.name} AI receptionist: how can I help?`,
    options: [
      { key: '1', label: 'Memberships and prices', route: 'Sales' },
      { key: '2', label: 'Book a class or a trial', route: 'Calendar' },
      { key: '3', label: 'A question about an invoice', route: 'Billing' },
      { key: '0', label: 'Talk to the team', route: 'Front desk' },
    ],
    pick: '2',
    outcome: 'Trial class booked · Thu 7:00 · Confirmed by SMS',
  },
  'email-automation': {
    title: 'Email · New trial sequence',
    caption:
      'Every new trial gets the right email on the right day, and the moment someone replies, sales knows who is warming up.',
    description:
      'A four-email sequence for new trial sign-ups: a welcome on day 0 and a setup guide on day 2 have gone out; the case study sends on day 5 and the check-in on day 9. Lumen Yoga replies to the check-in and moves to Qualified.',
    view: {
      module: 'email',
      heading: 'New trial sequence',
      meta: 'Starts when a trial begins',
      action: 'Edit sequence',
    },
    stats: [
      { label: 'Enrolled', value: '318' },
      { label: 'Opened', value: '61%' },
      { label: 'Replied', value: '29' },
    ],
    kind: 'sequence',
    emails: [
      { when: 'Day 0', subject: 'Welcome to your trial', stat: '72% opened' },
      { when: 'Day 2', subject: 'Set up your pipeline in 10 minutes', stat: '54% opened' },
      { when: 'Day 5', subject: 'How Cedar Realty answers leads in 8\u00a0s', stat: '18% clicked' },
      { when: 'Day 9', subject: 'Can we help you go live?', stat: '9% replied' },
    ],
    sent: 2,
    outcome: 'Lumen Yoga replied · Moved to Qualified',
  },
  'workflows-automations': {
    title: 'Workflow · New lead follow-up',
    caption:
      'A new form fill starts the follow-up by itself: a WhatsApp welcome, a case study a day later, and a rep assigned.',
    description:
      'A workflow runs for a new website form from Aarav Dental: it sends a WhatsApp welcome, waits a day, emails a case study when there is no reply and assigns the lead to Meera in sales. Every step completes.',
    view: {
      module: 'automations',
      heading: 'New lead follow-up',
      meta: 'Active · runs on every website form',
      action: 'Edit',
    },
    stats: [
      { label: 'Enrolled', value: '48' },
      { label: 'Completed', value: '41' },
      { label: 'Replies', value: '17' },
    ],
    kind: 'workflow',
    trigger: 'Website form submitted · Aarav Dental',
    steps: [
      { icon: 'message-circle', text: 'Send WhatsApp welcome' },
      { icon: 'clock', text: 'Wait 1 day' },
      { icon: 'mail', text: 'No reply: email the case study' },
      { icon: 'users', text: 'Assign to Meera (sales)' },
    ],
    done: 1,
    outcome: 'Completed for Aarav Dental',
  },
  opportunities: {
    title: 'Opportunities · Agency clients',
    caption:
      'Deals move on by themselves: an AI reply qualifies the lead, a booked call makes it a proposal, a payment wins it.',
    description:
      'The opportunities pipeline: Aarav Dental, worth $1,200, moves from Qualified to Proposal when the call is booked, then to Won when the invoice is paid. Each column shows its deals and their total.',
    view: {
      module: 'pipeline',
      heading: 'Agency clients',
      meta: 'This quarter',
      action: 'New deal',
    },
    kind: 'pipeline',
    deal: {
      who: 'Aarav Dental',
      value: 1200,
      notes: ['AI replied in 12\u00a0s', 'Call booked · Tue 11:00', 'Invoice paid'],
    },
    columns: [
      {
        name: 'Qualified',
        deals: [
          { who: 'Lumen Yoga', value: 640, note: 'Form · website' },
          { who: 'Bright Smiles', value: 980, note: 'AI chat · 2 days' },
          { who: 'Kiran Bakery', value: 520, note: 'Referral' },
        ],
      },
      {
        name: 'Proposal',
        deals: [
          { who: 'Northside Gym', value: 2400, note: 'Proposal sent' },
          { who: 'Urban Nest', value: 1750, note: 'Demo · Thu' },
          { who: 'Pixel Forge', value: 3200, note: 'Contract out' },
        ],
      },
      {
        name: 'Won',
        deals: [
          { who: 'Cedar Realty', value: 4900, note: 'Renewed · 12 months' },
          { who: 'Bloom Studio', value: 456, note: 'Annual plan' },
          { who: 'Maple Clinic', value: 780, note: 'Signed · 2 Mar' },
        ],
      },
    ],
  },
  'smart-invoicing': {
    title: 'Invoices · INV-2041',
    caption:
      'Your invoice goes out by email and WhatsApp, gets opened and paid by card, and the deal closes without a reminder.',
    description:
      'Invoice INV-2041 to Northside Gym for $2,400 has been created from the deal and sent by email and WhatsApp. It is viewed, then paid online by card, and the deal is marked won.',
    view: {
      module: 'invoices',
      heading: 'Invoices',
      meta: 'March · 4 awaiting payment',
      action: 'New invoice',
    },
    stats: [
      { label: 'Outstanding', value: '$8,300' },
      { label: 'Paid in March', value: '$24,900' },
      { label: 'Days to pay', value: '3.2' },
    ],
    kind: 'invoice',
    number: 'INV-2041',
    client: 'Northside Gym',
    due: 'Due 15 Mar',
    lines: [
      { item: 'Website and funnel setup', amount: 1500 },
      { item: 'Three months of AI follow-up', amount: 900 },
    ],
    events: [
      { label: 'Created', detail: 'From the won proposal' },
      { label: 'Sent', detail: 'Email and WhatsApp' },
      { label: 'Viewed', detail: '2 min after sending' },
      { label: 'Paid', detail: 'Card · deal marked won' },
    ],
    done: 2,
    payment: { note: 'Card, UPI or bank transfer', button: 'Pay now' },
    paidLabel: 'Paid',
  },
});

/** /features: one contact travelling through the modules, on the workspace's dashboard. */
export const featuresScene = defineContent(
  'content/products/scenes.ts#featuresScene',
  productSceneSchema,
  {
    title: 'Workspace · Today',
    caption:
      'One contact moves through every module on its own: the form, the AI reply, the booked call, the deal and the payment.',
    description:
      'The workspace dashboard follows Aarav Dental from a website form: the AI agent replies on WhatsApp in 8 seconds, a call is booked for Tuesday, the deal moves to Proposal and the invoice is paid by card, with nobody copying data between tools.',
    view: {
      module: 'dashboard',
      heading: 'Today',
      meta: 'Every module, one contact record',
      action: 'Share',
    },
    stats: [
      { label: 'New leads', value: '48' },
      { label: 'First reply', value: '8 s' },
      { label: 'Paid today', value: '$3,600' },
    ],
    kind: 'workflow',
    trigger: 'Form filled · Free consultation · Aarav Dental',
    steps: [
      { icon: 'bot', text: 'AI agent replied on WhatsApp in 8\u00a0s' },
      { icon: 'calendar', text: 'Call booked · Tue 11:00' },
      { icon: 'target', text: 'Deal moved to Proposal · $1,200' },
      { icon: 'receipt', text: 'INV-2043 paid by card' },
    ],
    done: 1,
    outcome: 'Lead to paid in 3 days, nothing copied by hand',
  },
);

/** The band on /products that shows one product's scene beside its heading. */
export const sceneBands = defineContent(
  'content/products/scenes.ts#sceneBands',
  z.object({
    index: z.object({ title: text, description: text, product: z.enum(productSlugs) }),
  }),
  {
    index: {
      title: 'From first message to paid invoice',
      description:
        'The products share one record: the lead the AI agent answered is the deal that moves, and the invoice that closes it.',
      product: 'opportunities',
    },
  },
);
