import { z } from '@/content/zod';
import { defineContent } from '../define';
import { iconItemSchema, sectionHeadingSchema, text } from '../schema';

export const benefits = defineContent(
  'content/home/benefits.ts',
  z.object({
    heading: sectionHeadingSchema,
    items: z.array(iconItemSchema.extend({ stat: text })).length(4),
  }),
  {
    heading: {
      eyebrow: 'Why AI-native',
      title: 'Built Around AI, Not Bolted On',
      description: 'The agents share the same data as your team, so every answer has context.',
    },
    items: [
      {
        icon: 'zap',
        title: 'Instant Response',
        stat: '< 30 s',
        description: 'Leads are answered while they are still on your website, day or night.',
      },
      {
        icon: 'lightbulb',
        title: 'It Learns Your Business',
        stat: '24/7',
        description:
          'Agents learn from your pages, prices and past conversations, and get sharper every week.',
      },
      {
        icon: 'layers',
        title: 'One System, One Source',
        stat: '12 tools',
        description:
          'No sync errors between apps: the inbox, pipeline and invoices share one record.',
      },
      {
        icon: 'shield',
        title: 'Safe by Design',
        stat: '99.9%',
        description:
          'Encrypted data, role-based access and an uptime you can promise your clients.',
      },
    ],
  },
);
