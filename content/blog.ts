import * as z from '@/content/zod';
import { defineContent } from './define';
import { ctaSchema, pageMetaSchema, text } from './schema';
import { routes } from './routes';
import { brand, claims } from './site';

/**
 * The blog's words, its tags and its index page's metadata. The posts themselves are MDX files
 * in content/blog/, one per post; lib/blog/front-matter.ts checks their front matter against the
 * tags listed here.
 */
export const blogTagIds = [
  'agencies',
  'white-label',
  'speed-to-lead',
  'ai-agents',
  'whatsapp',
  'email',
  'automation',
  'pricing',
] as const;
export type BlogTagId = (typeof blogTagIds)[number];

const tagSchema = z.object({
  label: text,
  description: text.max(160, 'descriptions over 160 characters are cut off in search results'),
});

/** "{name}" in a label is replaced by a value, e.g. "{minutes} min read". */
const template = (...names: string[]) =>
  text.refine((value) => names.every((name) => value.includes(`{${name}}`)), {
    message: `must contain ${names.map((name) => `{${name}}`).join(' and ')}`,
  });

export const blog = defineContent(
  'content/blog.ts',
  z.object({
    meta: pageMetaSchema,
    eyebrow: text,
    title: text,
    description: text,
    postsPerPage: z.number().int().min(2),
    relatedCount: z.number().int().min(1),
    cta: ctaSchema,
    wordsPerMinute: z.number().int().positive(),
    tags: z.record(z.enum(blogTagIds), tagSchema),
    labels: z.object({
      readingTime: template('minutes'),
      by: text,
      published: text,
      updated: text,
      tags: text,
      sectionLink: template('heading'),
      previous: text,
      next: text,
      postNavigation: text,
      related: text,
      pagination: text,
      newer: text,
      older: text,
      pageOf: template('page', 'pages'),
      pageTitle: template('page'),
      allPosts: text,
      tagEyebrow: text,
      tagTitle: template('tag'),
      tagMetaTitle: template('tag'),
      feeds: text,
      rss: text,
      atom: text,
      footerLink: text,
      ctaLink: text,
    }),
  }),
  {
    meta: {
      title: `Blog: growing an agency with an AI-native CRM | ${brand.name}`,
      description: `Practical guides for agencies and growing businesses: white-labelling, speed to lead, AI agents that hand over to people, WhatsApp and email automation.`,
      keywords: ['CRM blog', 'agency growth', 'white-label CRM', 'speed to lead', brand.name],
      ogTitle: `The ${brand.name} blog`,
      ogDescription: `Practical guides to selling, answering and automating for agencies and the businesses they serve.`,
      ogImage: '/og/blog.png',
      twitterCard: 'summary_large_image',
      canonical: routes.blog,
    },
    eyebrow: 'Blog',
    title: 'Guides for agencies that sell, answer and automate',
    description:
      'What we have learned from the agencies on our platform about winning leads, reselling software under their own brand and letting AI do the first reply without losing the human touch.',
    postsPerPage: 10,
    relatedCount: 3,
    cta: {
      title: 'Put these ideas to work this week',
      description: `Try every guide on this blog in your own account: CRM, inbox, AI agents and automation, set up in ${claims.setup}.`,
    },
    wordsPerMinute: 230,
    tags: {
      agencies: {
        label: 'Agencies',
        description: `Running and growing an agency: packaging services, onboarding clients and keeping them.`,
      },
      'white-label': {
        label: 'White-label',
        description: `Selling software under your own brand: domains, branding, support and what clients see.`,
      },
      'speed-to-lead': {
        label: 'Speed to lead',
        description: `Answering new leads in minutes, measuring response times and keeping them short.`,
      },
      'ai-agents': {
        label: 'AI agents',
        description: `AI agents that reply, qualify and book, and the rules that hand a conversation to a person.`,
      },
      whatsapp: {
        label: 'WhatsApp',
        description: `WhatsApp for business: opt-in, templates, broadcasts and conversations that convert.`,
      },
      email: {
        label: 'Email',
        description: `Email sequences, deliverability and how email works beside chat channels.`,
      },
      automation: {
        label: 'Automation',
        description: `Workflows that move leads, bookings and invoices along without manual copying.`,
      },
      pricing: {
        label: 'Pricing',
        description: `Pricing software and services: margins, bundles, setup fees and retainers.`,
      },
    },
    labels: {
      readingTime: '{minutes} min read',
      by: 'By',
      published: 'Published',
      updated: 'Updated',
      tags: 'Tags',
      sectionLink: 'Link to the section “{heading}”',
      previous: 'Previous post',
      next: 'Next post',
      postNavigation: 'More posts',
      related: 'Related posts',
      pagination: 'Blog pages',
      newer: 'Newer posts',
      older: 'Older posts',
      pageOf: 'Page {page} of {pages}',
      pageTitle: 'Page {page}',
      allPosts: 'All posts',
      tagEyebrow: 'Tag',
      tagTitle: 'Posts about {tag}',
      tagMetaTitle: `{tag}: posts and guides | ${brand.name} blog`,
      feeds: 'Follow the blog',
      rss: 'RSS feed',
      atom: 'Atom feed',
      footerLink: 'Blog',
      ctaLink: 'Or read our guides for agencies on the blog',
    },
  },
);

export const blogTags = blog.tags;
