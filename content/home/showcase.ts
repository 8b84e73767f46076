import { z } from '@/content/zod';
import { defineContent } from '../define';
import { slug, text } from '../schema';

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
    },
    {
      id: 'workflow-automation',
      label: 'Workflow automation',
      title: 'Follow-Up That Never Forgets',
      description:
        'Triggers, waits and branches across SMS, email and WhatsApp. Build once, and every lead gets the same fast, personal response.',
      points: [
        'Visual builder with 40+ triggers',
        'Branch on replies and behaviour',
        'Pause when a human steps in',
      ],
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
    },
  ],
});
