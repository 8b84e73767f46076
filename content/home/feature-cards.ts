import { z } from '@/content/zod';
import { defineContent } from '../define';
import { sectionHeadingSchema } from '../schema';

/** The section's heading; its twelve cards are the core modules of content/modules.ts. */
export const featureCards = defineContent(
  'content/home/feature-cards.ts',
  z.object({ heading: sectionHeadingSchema }),
  {
    heading: {
      eyebrow: 'Everything included',
      title: 'Twelve Tools, One Login, One Contact Record',
      description: 'Replace the stack of subscriptions your agency juggles today.',
    },
  },
);
