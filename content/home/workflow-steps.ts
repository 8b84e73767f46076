import { z } from '@/content/zod';
import { defineContent } from '../define';
import { iconItemSchema, sectionHeadingSchema } from '../schema';

export const workflowSteps = defineContent(
  'content/home/workflow-steps.ts',
  z.object({ heading: sectionHeadingSchema, steps: z.array(iconItemSchema).length(4) }),
  {
    heading: {
      eyebrow: 'How it works',
      title: 'From Sign-Up to First Booked Call in an Afternoon',
      description:
        'No consultants, no six-week rollout. Four steps and your AI agents are working.',
    },
    steps: [
      {
        icon: 'rocket',
        title: 'Create Your Workspace',
        description: 'Pick a template for your industry. Setup takes 15 minutes.',
      },
      {
        icon: 'layers',
        title: 'Import and Connect',
        description:
          'Bring contacts from a CSV or your old CRM, then connect email, SMS, WhatsApp and your calendar.',
      },
      {
        icon: 'bot',
        title: 'Train Your AI Agent',
        description:
          'Point it at your website and price list. It learns your services and your tone.',
      },
      {
        icon: 'chart',
        title: 'Watch Deals Move',
        description:
          'Leads are answered in under 30 seconds, booked and tracked through your pipeline.',
      },
    ],
  },
);
