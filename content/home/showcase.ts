import { z } from '@/content/zod';
import { defineContent } from '../define';
import {
  chatMessageSchema,
  iconSchema,
  pipelineColumnSchema,
  slug,
  text,
  uniqueDeals,
} from '../schema';

/** What each slide's product window draws, under its title bar. */
const sceneSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('pipeline'),
    title: text,
    columns: z
      .array(pipelineColumnSchema)
      .length(3)
      .refine(uniqueDeals, 'deal names must be unique'),
    alert: text,
  }),
  z.object({
    kind: z.literal('funnel'),
    title: text,
    /** The funnel's pages in order; the first is the one open in the editor. */
    pages: z.array(text).min(2).max(4),
    result: text,
  }),
  z.object({
    kind: z.literal('workflow'),
    title: text,
    steps: z
      .array(z.object({ icon: iconSchema, text }))
      .min(2)
      .max(5),
  }),
  z.object({
    kind: z.literal('chat'),
    title: text,
    messages: z.array(chatMessageSchema).min(2).max(4),
    outcome: text,
  }),
]);

const showcaseSchema = z.object({
  eyebrow: text,
  title: text,
  description: text,
  slides: z
    .array(
      z.object({
        id: slug,
        label: text,
        title: text,
        description: text,
        points: z.array(text).length(3),
        scene: sceneSchema,
      }),
    )
    .length(4),
});

export const showcase = defineContent('content/home/showcase.ts', showcaseSchema, {
  eyebrow: 'Product tour',
  title: 'See the Whole Customer Journey in One Place',
  description: 'Four of the tools agencies open every day, shown as they really work.',
  slides: [
    {
      id: 'smart-pipeline',
      label: 'Smart pipeline',
      title: 'A Pipeline That Updates Itself',
      description:
        'Deals move when customers act: a booked call, a signed proposal or a paid invoice. Your team sees what needs attention today.',
      points: [
        'Drag-and-drop stages per pipeline',
        'AI flags deals going cold',
        'Forecast by stage and owner',
      ],
      scene: {
        kind: 'pipeline',
        title: 'Pipeline · Agency clients',
        columns: [
          {
            name: 'Qualified',
            deals: [
              { who: 'Aarav Dental', value: 1200 },
              { who: 'Lumen Yoga', value: 640 },
            ],
          },
          { name: 'Proposal', deals: [{ who: 'Northside Gym', value: 2400 }] },
          {
            name: 'Won',
            deals: [
              { who: 'Cedar Realty', value: 4900 },
              { who: 'Bloom Studio', value: 850 },
            ],
          },
        ],
        alert: 'Lumen Yoga has not replied in 6 days: AI follow-up scheduled.',
      },
    },
    {
      id: 'funnel-builder',
      label: 'Funnel builder',
      title: 'Funnels Built in Minutes, Not Sprints',
      description:
        'Start from a proven template or let AI draft the page from your offer. Forms feed straight into the CRM.',
      points: [
        'Opt-in, sales and booking pages',
        'A/B test headlines and offers',
        'Custom domains with SSL',
      ],
      scene: {
        kind: 'funnel',
        title: 'Funnel · Free consultation',
        pages: ['Opt-in page', 'Booking page', 'Thank you'],
        result: '38% opt-in',
      },
    },
    {
      id: 'workflow-automation',
      label: 'Workflow automation',
      title: 'Follow-Up That Never Forgets',
      description:
        'Triggers, waits and branches across SMS, email and WhatsApp. Build once, and every lead gets the same fast, personal response.',
      points: [
        'Visual builder with 40+ triggers',
        'Branch on replies and behavior',
        'Pause when a human steps in',
      ],
      scene: {
        kind: 'workflow',
        title: 'Workflow · New lead follow-up',
        steps: [
          { icon: 'target', text: 'Trigger: form submitted' },
          { icon: 'message-circle', text: 'Send WhatsApp welcome' },
          { icon: 'clock', text: 'Wait 1 day' },
          { icon: 'mail', text: 'If no reply: email case study' },
        ],
      },
    },
    {
      id: 'ai-reply-bot',
      label: 'AI reply bot',
      title: 'Every Lead Answered in Under 30 Seconds',
      description:
        'The AI agent replies in your tone, answers questions from your knowledge base and books the call while the lead is still interested.',
      points: [
        'Trained on your services and prices',
        'Hands over to your team any time',
        'Works on SMS, chat, email and WhatsApp',
      ],
      scene: {
        kind: 'chat',
        title: 'Inbox · Website chat',
        messages: [
          { from: 'contact', text: 'Do you have any slots for teeth whitening on Saturday?' },
          {
            from: 'business',
            text: 'Yes! Saturday 10:30 or 12:00 are free. Whitening is ₹4,500 and takes an hour. Which suits you?',
          },
          { from: 'contact', text: '10:30 please' },
        ],
        outcome: 'Replied in 8 s · Booked',
      },
    },
  ],
});
