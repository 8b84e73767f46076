import { z } from '@/content/zod';
import { defineContent } from '../define';
import { iconItemSchema, sectionHeadingSchema } from '../schema';

export const lifecycle = defineContent(
  'content/home/lifecycle.ts',
  z.object({
    heading: sectionHeadingSchema,
    stages: z
      .array(
        iconItemSchema.extend({
          name: z.enum(['Capture', 'Nurture', 'Close', 'Deliver', 'Scale']),
        }),
      )
      .length(5),
  }),
  {
    heading: {
      eyebrow: 'Customer lifecycle',
      title: 'One Platform From First Click to Repeat Customer',
      description:
        'Each stage hands over to the next automatically, so no lead waits and no client slips.',
    },
    stages: [
      {
        name: 'Capture',
        icon: 'target',
        title: 'Capture Every Lead',
        description:
          'Funnels, forms, chat and missed-call text-back bring leads straight into the CRM.',
      },
      {
        name: 'Nurture',
        icon: 'message-circle',
        title: 'Nurture With AI',
        description: 'AI agents reply in seconds and follow up over SMS, email and WhatsApp.',
      },
      {
        name: 'Close',
        icon: 'briefcase',
        title: 'Close Faster',
        description: 'Booked calls, proposals and payment links move deals to won.',
      },
      {
        name: 'Deliver',
        icon: 'heart',
        title: 'Deliver and Delight',
        description: 'Onboarding sequences, memberships and invoices keep clients happy.',
      },
      {
        name: 'Scale',
        icon: 'rocket',
        title: 'Scale With Reviews',
        description: 'Review requests and referrals turn clients into your next leads.',
      },
    ],
  },
);
