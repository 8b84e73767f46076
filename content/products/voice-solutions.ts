import { defineContent } from '../define';
import { productSchema } from '../schema';
import { routes } from '../routes';
import { brand } from '../site';

export const voiceSolutions = defineContent('content/products/voice-solutions.ts', productSchema, {
  id: 'voice-solutions',
  name: 'Voice Solutions',
  description: 'AI voice calling and IVR, now in private beta',
  href: routes.product('voice-solutions'),
  icon: 'phone',
  comingSoon: true,
  headline: 'AI Voice Calling and IVR, Now in Private Beta',
  summary: `${brand.name} Voice brings AI call answering, smart IVR menus and click-to-call into the same workspace as your CRM and inbox. It is in private beta with a small group of agencies today, and we are opening access in waves. Start a free trial or book a demo to request a place in the beta.`,
  highlights: [
    {
      icon: 'headset',
      title: 'AI Call Answering',
      description:
        'A voice agent picks up, answers common questions and captures caller details when your team is busy or offline.',
    },
    {
      icon: 'layers',
      title: 'Smart IVR Menus',
      description:
        'Design call menus visually and route callers by intent, language or business hours instead of rigid keypad trees.',
    },
    {
      icon: 'phone',
      title: 'Click-to-Call From the CRM',
      description:
        'Call contacts from their record, with every call logged on the timeline next to their chats and emails.',
    },
    {
      icon: 'file-text',
      title: 'Transcripts and Summaries',
      description:
        'Calls are transcribed and summarized so follow-ups and pipeline updates happen without note-taking. Beta participants get each capability first.',
    },
  ],
  useCases: [
    'Let an AI receptionist answer after-hours calls for a clinic and book the next available appointment.',
    "Route inbound sales calls to the right rep based on the caller's pipeline stage and preferred language.",
    'Call back missed-call leads automatically and log the outcome on the contact record.',
    'Offer agency clients a branded phone line and IVR as part of their white-label plan.',
  ],
  metrics: [
    { value: 'Private beta', label: 'Opening to new teams in waves' },
    { value: '24/7', label: 'AI call answering at launch' },
    { value: '1 timeline', label: 'Calls, chats and emails on every contact' },
  ],
  seo: {
    title: `AI Voice Calling & IVR (Private Beta) | ${brand.name}`,
    description: `${brand.name} Voice adds AI call answering, smart IVR and click-to-call to your CRM. Now in private beta: start a trial or book a demo to request access.`,
    keywords: [
      'AI voice agent',
      'AI call answering',
      'cloud IVR',
      'click-to-call CRM',
      'AI receptionist',
    ],
  },
});
