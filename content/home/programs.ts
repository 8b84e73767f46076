import { z } from '@/content/zod';
import { defineContent } from '../define';
import { iconSchema, sectionHeadingSchema, statSchema, text } from '../schema';

const programsSchema = z.object({
  learningHub: z.object({
    heading: sectionHeadingSchema,
    stats: z.array(statSchema).length(4),
    categories: z
      .array(
        z.object({ icon: iconSchema, title: text, count: z.number().int().positive(), kind: text }),
      )
      .length(6),
  }),
  whiteLabel: z.object({
    heading: sectionHeadingSchema,
    terms: z.array(statSchema).length(3),
    /** Under the terms: how the monthly minimum relates to the plans. */
    termsNote: text,
    points: z.array(text).min(3).max(5),
    action: text,
  }),
  saasMode: z.object({
    heading: sectionHeadingSchema,
    steps: z.array(z.object({ title: text, description: text })).length(3),
    points: z.array(text).min(3).max(5),
    action: text,
  }),
});

const data = defineContent('content/home/programs.ts', programsSchema, {
  learningHub: {
    heading: {
      eyebrow: 'Learning hub',
      title: 'Learn It Once, Sell It for Years',
      description:
        'Free training for you and your team, from first login to running a SaaS agency.',
    },
    stats: [
      { value: '50+', label: 'Videos' },
      { value: '200+', label: 'Articles' },
      { value: '100+', label: 'Templates' },
      { value: '5K+', label: 'Members' },
    ],
    categories: [
      { icon: 'rocket', title: 'Getting Started', count: 24, kind: 'lessons' },
      { icon: 'bot', title: 'AI Agents', count: 18, kind: 'guides' },
      { icon: 'funnel', title: 'Funnels and Pages', count: 32, kind: 'templates' },
      { icon: 'workflow', title: 'Automation Recipes', count: 15, kind: 'recipes' },
      { icon: 'briefcase', title: 'Agency Growth', count: 12, kind: 'playbooks' },
      { icon: 'users', title: 'Live Workshops', count: 8, kind: 'sessions a month' },
    ],
  },
  whiteLabel: {
    heading: {
      eyebrow: 'White-label program',
      title: 'Your Brand on Every Screen',
      description: 'Resell Kyrelo as your own platform: your logo, your domain, your prices.',
    },
    terms: [
      { value: '60%', label: 'Revenue share, up to' },
      { value: '$0', label: 'Setup fee' },
      { value: '$297', label: 'Monthly minimum, your plan included' },
    ],
    termsNote:
      'White-label comes with the Ultimate plan ($249 a month). The $297 minimum counts your plan and what your clients pay through us; a month that falls short is invoiced for the difference only, so one client on a $49 plan covers it.',
    points: [
      'Your logo, colors and domain on the app and emails',
      'Branded mobile app for your clients',
      'Partner success manager and sales kit',
      'Client accounts created in one click',
    ],
    action: 'Start White Label Program',
  },
  saasMode: {
    heading: {
      eyebrow: 'SaaS mode',
      title: 'Turn Your Agency Into a Software Company',
      description:
        'Package the platform as plans, set your own prices and bill clients automatically.',
    },
    steps: [
      { title: 'Design Your Plans', description: 'Choose which tools each plan includes.' },
      { title: 'Set Your Prices', description: 'Monthly or yearly, with trials and setup fees.' },
      { title: 'Clients Sign Up', description: 'Accounts are created and billed on their own.' },
    ],
    points: [
      'Rebill SMS, email and AI usage at your markup',
      'Self-serve checkout on your website',
      'Upgrades and cancellations handled for you',
    ],
    action: 'Enable SaaS Mode',
  },
});

export const { learningHub, whiteLabel, saasMode } = data;
