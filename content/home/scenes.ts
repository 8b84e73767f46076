import { z } from '@/content/zod';
import { defineContent } from '../define';
import { text } from '../schema';
import { brand } from '../site';

/** Whole dollars; the scenes format them, and the hero board's total is their sum. */
const dealValue = z.number().int().positive();

/** Deal names are the rows' keys, so one board may not show the same client twice. */
function uniqueDeals(columns: readonly { deals: readonly { who: string }[] }[]) {
  const names = columns.flatMap((column) => column.deals.map((deal) => deal.who));
  return new Set(names).size === names.length;
}

const heroPipelineSchema = z
  .object({
    label: text,
    title: text,
    totalLabel: text,
    stages: z
      .array(
        z.object({
          name: text,
          tone: z.enum(['brand', 'accent', 'emerald']),
          deals: z
            .array(z.object({ who: text, note: text, value: dealValue }))
            .min(1)
            .max(2),
        }),
      )
      .length(3),
    reply: z.object({ title: text, message: text }),
  })
  .refine((board) => uniqueDeals(board.stages), { message: 'deal names must be unique' });

const showcasePipelineSchema = z
  .object({
    title: text,
    columns: z
      .array(
        z.object({
          name: text,
          deals: z
            .array(z.object({ who: text, value: dealValue }))
            .min(1)
            .max(2),
        }),
      )
      .length(3),
    alert: text,
  })
  .refine((board) => uniqueDeals(board.columns), { message: 'deal names must be unique' });

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
        tone: 'brand',
        deals: [
          { who: 'Aarav Dental', note: 'AI replied in 12 s', value: 1200 },
          { who: 'Bloom Studio', note: 'Form: website', value: 850 },
        ],
      },
      {
        name: 'Booked',
        tone: 'accent',
        deals: [{ who: 'Northside Gym', note: 'Call · Tue 11:00', value: 2400 }],
      },
      {
        name: 'Won',
        tone: 'emerald',
        deals: [{ who: 'Cedar Realty', note: 'Invoice paid', value: 4900 }],
      },
    ],
    reply: {
      title: 'AI agent replied to Aarav Dental',
      message: 'Happy to help. Does Tuesday at 11:00 suit you?',
    },
  },
);

export const showcasePipeline = defineContent(
  'content/home/scenes.ts#showcasePipeline',
  showcasePipelineSchema,
  {
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
);
