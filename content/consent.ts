import * as z from '@/content/zod';
import { defineContent } from './define';
import { routes } from './routes';
import { internalPath, text } from './schema';

/** Copy of the cookie banner and the footer's "Cookie settings" control. */
export const consentCopy = defineContent(
  'content/consent.ts',
  z.object({
    title: text,
    /** Short enough for a bar of three lines on a phone; `settingsHint` follows from 640 px up. */
    description: text,
    settingsHint: text,
    // `context` completes the link's name for screen readers and crawlers ("Learn more about…").
    learnMore: z.object({ label: text, context: text, href: internalPath }),
    accept: text,
    decline: text,
    settings: text,
  }),
  {
    title: 'We value your privacy',
    description:
      'Accept, and analytics keeps an anonymous ID on this device and may record your visit, form fields masked. Decline, and it keeps nothing.',
    settingsHint: 'Change your choice anytime in "Cookie settings".',
    learnMore: {
      label: 'Learn more',
      context: 'about the cookies we use',
      href: routes.legal('cookies-policy'),
    },
    accept: 'Accept',
    decline: 'Decline',
    settings: 'Cookie settings',
  },
);
