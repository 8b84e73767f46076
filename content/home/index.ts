import { z } from '@/content/zod';
import { defineContent } from '../define';
import { ctaSchema, text } from '../schema';
import { brand, claims } from '../site';

export { showcase } from './showcase';
export { agents } from './agents';
export { workflowSteps } from './workflow-steps';
export { featureCards } from './feature-cards';
export { lifecycle } from './lifecycle';
export { benefits } from './benefits';
export { testimonials, successStories } from './stories';
export { learningHub, whiteLabel, saasMode } from './programs';
export { homeFaq } from './faq';
export { comparison } from './comparison';
export { featureWheel } from './wheel';

const homeSchema = z.object({
  hero: z.object({
    eyebrow: text,
    title: text,
    /** The lead's first sentence, shown at every width; `detail` follows it from 640 px up. */
    description: text,
    detail: text,
    proof: z.array(text).min(2).max(4),
  }),
  video: z.object({
    title: text,
    description: text,
    scheduleLiveDemo: text,
    closeLabel: text,
    /** Shown in the picture's place when the player has not appeared `videoPlayerFallback` after opening. */
    playerLate: text,
    /** The link under `playerLate`: the video's own address, in a new tab. */
    openVideo: text,
    /**
     * The bundled demo video, used when NEXT_PUBLIC_DEMO_VIDEO_URL is not set: `src` 16:9 from
     * 640 px up, `portrait` 3:5 below it, one set of captions for both
     * (scripts/tools/demo-video.mjs records all of them).
     */
    bundled: z.object({
      src: text,
      poster: text,
      portrait: z.object({ src: text, poster: text }),
      captions: text,
    }),
  }),
  cta: ctaSchema,
});

export const home = defineContent('content/home/index.ts', homeSchema, {
  hero: {
    eyebrow: `Trusted by ${claims.agencies} agencies worldwide`,
    title: brand.tagline,
    description: `CRM, funnels, inbox, bookings, invoicing and AI agents in one white-label platform.`,
    detail: `Answer every new lead in ${claims.leadResponse}, launch in ${claims.setup}, and resell it under your own brand.`,
    proof: [claims.trial, claims.noCreditCard, claims.cancelAnytime],
  },
  video: {
    title: `See ${brand.name} in Action`,
    description: `A 38-second tour: a lead arrives, the AI agent replies and books a call, the deal moves through the pipeline and the invoice is paid.`,
    scheduleLiveDemo: 'Schedule Live Demo',
    closeLabel: 'Close demo video',
    playerLate: 'The player is taking longer than it should to load.',
    openVideo: 'Open the video in a new tab',
    bundled: {
      src: '/media/kyrelo-demo.mp4',
      poster: '/media/kyrelo-demo-poster.webp',
      portrait: {
        src: '/media/kyrelo-demo-portrait.mp4',
        poster: '/media/kyrelo-demo-portrait-poster.webp',
      },
      captions: '/media/kyrelo-demo.en.vtt',
    },
  },
  cta: {
    title: 'Ready to Let AI Handle the Follow-Up?',
    description: `Start your ${claims.trial} today. Most teams are live in ${claims.setup}, with guided onboarding in ${claims.onboarding}.`,
  },
});
