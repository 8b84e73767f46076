import { z } from '../zod';
import { defineContent } from '../define';
import { iconSchema, text } from '../schema';
import { productSlugs } from '../routes';
import { brand } from '../site';

/**
 * Each scene plays its beats in order, one every `timings.sceneBeat`, once. Six beats keep the
 * whole run under five seconds, so moving content needs no pause control (WCAG 2.2.2).
 */
export const maxSceneBeats = 6;

const amount = z.number().int().positive();

const chat = z.object({
  kind: z.literal('chat'),
  broadcast: z.object({ name: text, audience: text, stat: text }).optional(),
  messages: z
    .array(z.object({ from: z.enum(['contact', 'business']), text, tag: text.optional() }))
    .min(2),
  outcome: text,
});

const sequence = z.object({
  kind: z.literal('sequence'),
  emails: z
    .array(z.object({ when: text, subject: text, stat: text }))
    .min(2)
    .max(4),
  outcome: text,
});

const workflow = z.object({
  kind: z.literal('workflow'),
  trigger: text,
  steps: z.array(z.object({ icon: iconSchema, text })).min(2),
  outcome: text,
});

const invoice = z.object({
  kind: z.literal('invoice'),
  number: text,
  client: text,
  lines: z
    .array(z.object({ item: text, amount }))
    .min(1)
    .max(3),
  /** What happens to the invoice, in order; the last event is the payment and stamps it. */
  events: z.array(text).min(2),
  paidLabel: text,
});

const pipeline = z.object({
  kind: z.literal('pipeline'),
  /** The deal that moves one column per beat; `notes` says why it is in each column. */
  deal: z.object({ who: text, value: amount, notes: z.array(text).length(3) }),
  columns: z
    .array(
      z.object({
        name: text,
        deals: z.array(z.object({ who: text, value: amount })).max(1),
      }),
    )
    .length(3),
});

const ivr = z.object({
  kind: z.literal('ivr'),
  badge: text,
  greeting: text,
  options: z.array(z.object({ key: z.string().regex(/^[0-9*#]$/), label: text })).min(2),
});

const sceneBody = z.discriminatedUnion('kind', [chat, sequence, workflow, invoice, pipeline, ivr]);
type SceneBody = z.infer<typeof sceneBody>;

/** How many beats a scene plays: the count its renderer and its animation both follow. */
export function sceneBeats(scene: SceneBody): number {
  switch (scene.kind) {
    case 'chat':
      return (scene.broadcast ? 1 : 0) + scene.messages.length + 1;
    case 'sequence':
      return scene.emails.length + 1;
    case 'workflow':
      return scene.steps.length + 2;
    case 'invoice':
      return 1 + scene.events.length;
    case 'pipeline':
      return scene.deal.notes.length;
    case 'ivr':
      return 1 + scene.options.length;
  }
}

export const productSceneSchema = z
  .object({
    /** The window's title bar. */
    title: text,
    /** The scene in one or two sentences: its text alternative, read instead of the drawing. */
    caption: text,
  })
  .and(sceneBody)
  .refine((scene) => sceneBeats(scene) <= maxSceneBeats, {
    message: `a scene plays at most ${maxSceneBeats} beats`,
  });
export type ProductScene = z.infer<typeof productSceneSchema>;

/** One scene per product page; a record over every slug, so a new product needs its scene. */
export const productScenesSchema = z.record(z.enum(productSlugs), productSceneSchema);

export const productScenes = defineContent('content/products/scenes.ts', productScenesSchema, {
  'whatsapp-marketing': {
    title: 'WhatsApp · Broadcasts',
    caption:
      'A WhatsApp broadcast of the spring offer reaches 1,240 opted-in contacts. Priya from Bloom Studio replies asking about the annual plan, the AI agent answers with the price and a booking link, and she is added to the pipeline as a new lead.',
    kind: 'chat',
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
      { from: 'contact', text: 'Yes please, tomorrow morning works.' },
    ],
    outcome: 'Bloom Studio added to the pipeline · New lead',
  },
  'ai-chatbots': {
    title: 'Website chat · AI agent',
    caption:
      'A visitor asks the website chatbot for a Saturday teeth-whitening slot. The AI agent offers two times with the price, the visitor picks 10:30 and the appointment is booked in the calendar.',
    kind: 'chat',
    messages: [
      { from: 'contact', text: 'Any slots for teeth whitening on Saturday?' },
      {
        from: 'business',
        tag: 'AI agent',
        text: 'Yes! 10:30 or 12:00 are free. Whitening takes an hour and costs $60. Which suits you?',
      },
      { from: 'contact', text: '10:30 please' },
      {
        from: 'business',
        tag: 'AI agent',
        text: 'Booked: Saturday 10:30 with Dr Rao. A reminder follows on Friday.',
      },
    ],
    outcome: 'Replied in 8 s · Appointment booked',
  },
  'voice-solutions': {
    title: 'Voice · Call menu',
    caption: `A sketch of the coming ${brand.name} voice menu: the AI receptionist greets the caller and offers sales, booking, an invoice question or a person. Voice solutions are coming soon.`,
    kind: 'ivr',
    badge: 'Coming soon',
    greeting: `Thanks for calling Northside Gym. I am the ${brand.name} AI receptionist: how can I help?`,
    options: [
      { key: '1', label: 'Memberships and prices' },
      { key: '2', label: 'Book a class or a trial' },
      { key: '3', label: 'A question about an invoice' },
      { key: '0', label: 'Talk to the team' },
    ],
  },
  'email-automation': {
    title: 'Email sequence · New trial',
    caption:
      'A four-email sequence for new trial sign-ups: a welcome on day 0, a setup guide on day 2, a case study on day 5 and a check-in on day 9. The lead replies to the check-in and moves to Qualified.',
    kind: 'sequence',
    emails: [
      { when: 'Day 0', subject: 'Welcome to your trial', stat: '72% opened' },
      { when: 'Day 2', subject: 'Set up your pipeline in 10 minutes', stat: '54% opened' },
      { when: 'Day 5', subject: 'How Cedar Realty answers leads in 8 s', stat: '18% clicked' },
      { when: 'Day 9', subject: 'Can we help you go live?', stat: '9% replied' },
    ],
    outcome: 'Lumen Yoga replied · Moved to Qualified',
  },
  'workflows-automations': {
    title: 'Workflow · New lead follow-up',
    caption:
      'A workflow runs for a new website form: it sends a WhatsApp welcome, waits a day, emails a case study when there is no reply and assigns the lead to a sales rep. Every step completes.',
    kind: 'workflow',
    trigger: 'Trigger: website form submitted',
    steps: [
      { icon: 'message-circle', text: 'Send WhatsApp welcome' },
      { icon: 'clock', text: 'Wait 1 day' },
      { icon: 'mail', text: 'No reply: email the case study' },
      { icon: 'users', text: 'Assign to Meera (sales)' },
    ],
    outcome: 'Completed for Aarav Dental',
  },
  opportunities: {
    title: 'Opportunities · Agency clients',
    caption:
      'The opportunities pipeline: Aarav Dental, worth $1,200, moves from Qualified to Proposal when the call is booked, then to Won when the invoice is paid.',
    kind: 'pipeline',
    deal: {
      who: 'Aarav Dental',
      value: 1200,
      notes: ['AI replied in 12 s', 'Call booked · Tue 11:00', 'Invoice paid'],
    },
    columns: [
      { name: 'Qualified', deals: [{ who: 'Lumen Yoga', value: 640 }] },
      { name: 'Proposal', deals: [{ who: 'Northside Gym', value: 2400 }] },
      { name: 'Won', deals: [{ who: 'Cedar Realty', value: 4900 }] },
    ],
  },
  'smart-invoicing': {
    title: 'Invoice · INV-2041',
    caption:
      'Invoice INV-2041 to Northside Gym for $2,400 is sent by email and WhatsApp, viewed the same day and paid online by card; the deal is marked won.',
    kind: 'invoice',
    number: 'INV-2041',
    client: 'Northside Gym',
    lines: [
      { item: 'Website and funnel setup', amount: 1500 },
      { item: 'Three months of AI follow-up', amount: 900 },
    ],
    events: ['Sent by email and WhatsApp', 'Viewed · 2 min ago', 'Paid by card · Deal won'],
    paidLabel: 'Paid',
  },
});

/** Headings of the bands that show a scene: on each product page, and once on /products. */
export const sceneBands = defineContent(
  'content/products/scenes.ts#sceneBands',
  z.object({
    productPage: z.object({ title: text, description: text }),
    index: z.object({ title: text, description: text, product: z.enum(productSlugs) }),
    features: z.object({ title: text, description: text, product: z.enum(productSlugs) }),
  }),
  {
    productPage: {
      title: 'See it at work',
      description: 'A real day in the workspace, in a few seconds.',
    },
    index: {
      title: 'From first message to paid invoice',
      description:
        'The products share one record: the lead the AI agent answered is the deal that moves, and the invoice that closes it.',
      product: 'opportunities',
    },
    features: {
      title: 'The modules, working as one',
      description:
        'A form fill starts a workflow: a WhatsApp welcome goes out, an e-mail follows when nobody replies, and the lead lands with the right salesperson, with nobody copying data between tools.',
      product: 'workflows-automations',
    },
  },
);
