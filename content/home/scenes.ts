import { z } from '@/content/zod';
import { defineContent } from '../define';
import { dealSchema, pipelineColumnSchema, text, uniqueDeals } from '../schema';
import { brand } from '../site';

const heroPipelineSchema = z
  .object({
    label: text,
    title: text,
    totalLabel: text,
    /** The board's three stages, every deal with its note; the week's total is their sum. */
    stages: z
      .array(
        pipelineColumnSchema.extend({
          deals: z
            .array(dealSchema.extend({ note: text }))
            .min(1)
            .max(2),
        }),
      )
      .length(3),
    reply: z.object({ title: text, message: text }),
  })
  .refine((board) => uniqueDeals(board.stages), { message: 'deal names must be unique' });

export const heroPipeline = defineContent(
  'content/home/scenes.ts#heroPipeline',
  heroPipelineSchema,
  {
    label: `A ${brand.name} pipeline board: new leads answered by AI, booked calls and won deals`,
    title: 'Sales pipeline',
    totalLabel: 'This week',
    stages: [
      {
        name: 'New lead',
        deals: [
          { who: 'Aarav Dental', note: 'AI replied in 12 s', value: 1200 },
          { who: 'Bloom Studio', note: 'Form: website', value: 850 },
        ],
      },
      {
        name: 'Booked',
        deals: [
          { who: 'Northside Gym', note: 'Call · Tue 11:00', value: 2400 },
          { who: 'Lumen Spa', note: 'Demo · Thu 15:30', value: 1600 },
        ],
      },
      {
        name: 'Won',
        deals: [
          { who: 'Cedar Realty', note: 'Invoice paid', value: 4900 },
          { who: 'Harbor Legal', note: 'Paid by card', value: 3200 },
        ],
      },
    ],
    reply: {
      title: 'AI agent replied to Aarav Dental',
      message: 'Happy to help. Does Tuesday at 11:00 suit you?',
    },
  },
);
