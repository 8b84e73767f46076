import { z } from '@/content/zod';
import { defineContent } from '../define';
import { chatMessageSchema, text } from '../schema';

const agentsSchema = z.object({
  eyebrow: text,
  title: text,
  description: text,
  chat: z.object({
    title: text,
    description: text,
    contact: text,
    messages: z.array(chatMessageSchema).length(6),
  }),
  pageBuilder: z.object({
    title: text,
    description: text,
    restart: text,
    steps: z.array(z.object({ label: text, percent: z.number().int().min(1).max(100) })).length(5),
    result: z.object({ headline: text, subline: text, button: text }),
  }),
  leadScoring: z.object({
    title: text,
    description: text,
    leads: z
      .array(
        z.object({
          label: text,
          score: z.number().int().min(0).max(100),
          name: text,
          signals: z.array(text).length(3),
          action: text,
        }),
      )
      .length(3),
  }),
  booking: z.object({
    title: text,
    description: text,
    steps: z.array(z.object({ title: text, detail: text })).length(5),
  }),
});

export const agents = defineContent('content/home/agents.ts', agentsSchema, {
  eyebrow: 'AI agents',
  title: 'Meet Your AI Agents',
  description:
    'Four agents that work every lead, day and night. These demos are illustrations of the real product.',
  chat: {
    title: 'AI Reply Assistant',
    description: 'Answers questions, quotes packages and books the call, in your brand voice.',
    contact: 'Priya · Bloom Studio',
    messages: [
      { from: 'contact', text: 'Hi! Do you manage social media for small salons?' },
      {
        from: 'business',
        text: 'We do. We look after 40+ salons, from content to paid ads. Which city are you in?',
      },
      { from: 'contact', text: 'Pune. What does it cost?' },
      {
        from: 'business',
        text: 'We have three packages: Starter at ₹2K, Growth at ₹5K and Pro at ₹10K per month.',
      },
      { from: 'contact', text: 'Growth sounds right. Can we talk this week?' },
      {
        from: 'business',
        text: 'Of course. Thursday at 4:30 pm is free. Shall I book it for you?',
      },
    ],
  },
  pageBuilder: {
    title: 'AI Page Builder',
    description: 'Describe your offer; get a landing page that is ready to publish.',
    restart: 'Restart Demo',
    steps: [
      { label: 'Analyzing Business', percent: 20 },
      { label: 'Generating Copy', percent: 40 },
      { label: 'Designing Layout', percent: 60 },
      { label: 'Optimizing Conversion', percent: 80 },
      { label: 'Page Complete', percent: 100 },
    ],
    result: {
      headline: 'Glowing skin in 30 days, or your next facial is free',
      subline: 'Book a free skin consultation at Bloom Studio, Pune.',
      button: 'Book my consultation',
    },
  },
  leadScoring: {
    title: 'Lead Scoring Engine',
    description: 'Scores every lead from real signals so your team calls the right one first.',
    leads: [
      {
        label: 'Hot Lead',
        score: 95,
        name: 'Northside Gym',
        signals: [
          'Opened the proposal 4 times',
          'Visited the pricing page today',
          'Replied within 2 minutes',
        ],
        action: 'Call now: the AI has offered three times for today',
      },
      {
        label: 'Warm Lead',
        score: 78,
        name: 'Cedar Realty',
        signals: [
          'Downloaded the case study',
          'Attended last week’s webinar',
          'Asked about integrations',
        ],
        action: 'Send the integrations guide and suggest a demo',
      },
      {
        label: 'Cold Lead',
        score: 42,
        name: 'Harbor Cafe',
        signals: ['Signed up for the newsletter', 'No visit in 21 days', 'Opened 1 of 5 emails'],
        action: 'Keep in the monthly nurture sequence',
      },
    ],
  },
  booking: {
    title: 'Smart Appointment Booking',
    description: 'Turns interest into a booked call, with reminders and prep handled for you.',
    steps: [
      { title: 'Lead expresses interest', detail: '“Can we talk this week?”' },
      { title: 'Calendar availability analyzed', detail: '3 team calendars checked' },
      { title: 'Optimal times suggested', detail: 'Thu 4:30 pm · Fri 11:00 am' },
      { title: 'Booking confirmed', detail: 'Invite and reminder sent' },
      { title: 'Prep sent to your team', detail: 'Lead history and talking points' },
    ],
  },
});
