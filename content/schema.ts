import { legalIds, productSlugs, routes } from './routes';
import * as z from '@/content/zod';

/** Names of the inline SVG icons in components/ui/icon.tsx; content may only use these. */
export const iconNames = [
  'award',
  'bot',
  'briefcase',
  'calendar',
  'chart',
  'check',
  'clock',
  'credit-card',
  'file-text',
  'funnel',
  'globe',
  'graduation-cap',
  'headset',
  'heart',
  'inbox',
  'layers',
  'lightbulb',
  'mail',
  'message-circle',
  'phone',
  'receipt',
  'rocket',
  'shield',
  'sparkles',
  'star',
  'store',
  'target',
  'users',
  'workflow',
  'zap',
] as const;

export const iconSchema = z.enum(iconNames);
export type IconName = z.infer<typeof iconSchema>;

export const text = z.string().trim().min(1, 'must not be empty');
export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lower-case slug');
export const internalPath = z
  .string()
  .regex(/^\/(?!\/)[^\s#?]*(?:#[a-z0-9-]+)?$/, 'must be a site path starting with "/"');

export const linkSchema = z.object({ label: text, href: internalPath });
export type Link = z.infer<typeof linkSchema>;

export const ctaSchema = z.object({ title: text, description: text });

/** A section's eyebrow, title and description; a page's intro has the same three. */
export const sectionHeadingSchema = z.object({ eyebrow: text, title: text, description: text });

/** A message in a drawn conversation: the contact's on the left, the business's on the right. */
export const chatMessageSchema = z.object({
  from: z.enum(['contact', 'business']),
  text,
  /** A small label over the text, such as "AI agent". */
  tag: text.optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A deal on a drawn pipeline board: whole dollars, and a note that says why it is there. */
export const dealSchema = z.object({
  who: text,
  value: z.number().int().positive(),
  note: text.optional(),
});

/** A stage of a drawn pipeline board and its deals. */
export const pipelineColumnSchema = z.object({ name: text, deals: z.array(dealSchema).max(3) });
export type PipelineColumn = z.infer<typeof pipelineColumnSchema>;

/** Deal names are a board's keys, so one board may not show the same client twice. */
export function uniqueDeals(columns: readonly PipelineColumn[]) {
  const names = columns.flatMap((column) => column.deals.map((deal) => deal.who));
  return new Set(names).size === names.length;
}

/** A card or step: an icon, a title and a line of description. */
export const iconItemSchema = z.object({ icon: iconSchema, title: text, description: text });

export const pageMetaSchema = z.object({
  title: text.max(60, 'titles over 60 characters are cut off in search results'),
  description: text.max(160, 'descriptions over 160 characters are cut off in search results'),
  keywords: z.array(text).min(1),
  ogTitle: text,
  ogDescription: text.max(160, 'share cards cut descriptions over 160 characters'),
  ogImage: z.string().regex(/^\/og\/[a-z0-9-]+\.png$/, 'must be a generated image under /og/'),
  twitterCard: z.enum(['summary_large_image', 'summary']),
  canonical: internalPath,
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

export const productSchema = z
  .object({
    id: z.enum(productSlugs),
    name: text,
    description: text.max(80, 'menu descriptions must fit on two lines'),
    href: internalPath,
    icon: iconSchema,
    comingSoon: z.boolean().optional(),
    headline: text,
    summary: text,
    highlights: z.array(iconItemSchema).min(3).max(6),
    useCases: z.array(text).min(3).max(6),
    metrics: z
      .array(z.object({ value: text, label: text }))
      .min(2)
      .max(4),
    seo: z.object({
      title: text.max(60),
      description: text.max(160),
      keywords: z.array(text).min(1),
    }),
  })
  .refine((p) => p.href === routes.product(p.id), {
    message: "href must be the route table's path for the product id",
    path: ['href'],
  });
export type Product = z.infer<typeof productSchema>;

export const statSchema = z.object({ value: text, label: text });
export type Stat = z.infer<typeof statSchema>;

export const leaderSchema = z.object({
  name: text,
  role: text,
  image: z.url(),
  bio: text,
  expertise: z.array(text).min(2).max(4),
  quote: text,
});
export type Leader = z.infer<typeof leaderSchema>;

const legalBlockSchema = z.union([text, z.object({ list: z.array(text).min(1) })]);
export type LegalBlock = z.infer<typeof legalBlockSchema>;

export const legalDocumentSchema = z
  .object({
    id: z.enum(legalIds),
    title: text,
    ref: text,
    lastUpdated: z.iso.date(),
    summary: text,
    seo: z.object({ description: text.max(160), keywords: z.array(text).min(1) }),
    sections: z
      .array(z.object({ id: slug, heading: text, content: z.array(legalBlockSchema).min(1) }))
      .min(3),
  })
  .refine((doc) => new Set(doc.sections.map((s) => s.id)).size === doc.sections.length, {
    message: 'section ids must be unique within a document',
    path: ['sections'],
  });
export type LegalDocument = z.infer<typeof legalDocumentSchema>;

export const pageIntroSchema = sectionHeadingSchema;
export type PageIntro = z.infer<typeof pageIntroSchema>;

export const coreModulesPageSchema = z.object({
  intro: pageIntroSchema,
  modulesHeading: z.object({ title: text, description: text }),
  cta: ctaSchema,
});

export const aboutPageSchema = z.object({
  intro: pageIntroSchema,
  statsHeading: text,
  stats: z.array(statSchema).min(4).max(6),
  mission: z.object({ eyebrow: text, title: text, paragraphs: z.array(text).min(1).max(4) }),
  valuesHeading: z.object({ title: text, description: text }),
  values: z
    .array(z.object({ icon: iconSchema, title: text, description: text }))
    .min(3)
    .max(6),
  leadersHeading: z.object({ title: text, description: text }),
  leaders: z.array(leaderSchema).min(3).max(6),
  cta: ctaSchema,
});

export const productsIndexSchema = z.object({
  intro: pageIntroSchema,
  cta: ctaSchema,
  comingSoonLabel: text,
  learnMore: text,
  productPage: z.object({
    metricsTitle: text,
    highlightsTitle: text,
    useCasesTitle: text,
    moreProductsTitle: text,
    comingSoonNote: text,
  }),
});

/** A question and answer; the home FAQ and the pricing FAQ share this shape and the Accordion. */
export const faqItemSchema = z.object({
  id: slug,
  question: text,
  answer: text,
  category: slug,
});
export type FaqItem = z.infer<typeof faqItemSchema>;

export const faqSchema = z
  .object({ title: text, description: text, items: z.array(faqItemSchema).min(3) })
  .refine((faq) => new Set(faq.items.map((item) => item.id)).size === faq.items.length, {
    message: 'FAQ ids must be unique',
  });
