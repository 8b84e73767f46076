import { z } from '@/content/zod';
import { defineContent } from '../define';
import { iconSchema, text } from '../schema';

const nodeIds = [
  'smart-crm',
  'ai-automation',
  'ai-agents',
  'smart-booking',
  'conversations',
  'smart-analytics',
] as const;

const wheelSchema = z.object({
  eyebrow: text,
  title: text,
  description: text,
  hub: text,
  nodes: z
    .array(
      z.object({
        id: z.enum(nodeIds),
        icon: iconSchema,
        title: text,
        description: text,
        color: z.enum(['brand', 'accent', 'amber', 'rose', 'sky', 'emerald']),
      }),
    )
    .length(6)
    .refine(
      (nodes) => nodes.every((node, i) => node.id === nodeIds[i]),
      'nodes in the order of nodeIds',
    ),
});

export const featureWheel = defineContent('content/home/wheel.ts', wheelSchema, {
  eyebrow: 'Connected by design',
  title: 'Six Engines, One Brain',
  description:
    'Every part of Kyrelo reads and writes the same customer record, so each one makes the others smarter.',
  hub: 'Kyrelo AI',
  nodes: [
    {
      id: 'smart-crm',
      icon: 'users',
      color: 'brand',
      title: 'Smart CRM',
      description: 'Contacts, companies and deals enriched automatically from every conversation.',
    },
    {
      id: 'ai-automation',
      icon: 'workflow',
      color: 'accent',
      title: 'AI Automation',
      description: 'Workflows that decide the next step from what the lead actually said.',
    },
    {
      id: 'ai-agents',
      icon: 'bot',
      color: 'amber',
      title: 'AI Agents',
      description: 'Reply, qualify and book around the clock, in your brand voice.',
    },
    {
      id: 'smart-booking',
      icon: 'calendar',
      color: 'rose',
      title: 'Smart Booking',
      description: 'Suggests the best times across team calendars and cuts no-shows.',
    },
    {
      id: 'conversations',
      icon: 'inbox',
      color: 'sky',
      title: 'Conversations',
      description: 'SMS, email, WhatsApp, chat and social messages in one inbox.',
    },
    {
      id: 'smart-analytics',
      icon: 'chart',
      color: 'emerald',
      title: 'Smart Analytics',
      description: 'See which channels, campaigns and agents bring revenue, not just clicks.',
    },
  ],
});
