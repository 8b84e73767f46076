import { z } from 'zod';
import { defineContent } from '@/lib/content';
import { routes } from './routes';
import { internalPath, text } from './schema';

/** Copy of the cookie banner and the footer's "Cookie settings" control. */
export const consentCopy = defineContent(
  'content/consent.ts',
  z.object({
    title: text,
    description: text,
    learnMore: z.object({ label: text, href: internalPath }),
    accept: text,
    decline: text,
    settings: text,
  }),
  {
    title: 'We value your privacy',
    description:
      'With your permission, our analytics keeps an anonymous identifier on this device and may record your visit, with form fields masked, so we can see which pages help and where people get stuck. Decline keeps analytics in memory only. You can change your choice anytime under "Cookie settings" in the footer.',
    learnMore: { label: 'Learn more', href: routes.legal('cookies-policy') },
    accept: 'Accept',
    decline: 'Decline',
    settings: 'Cookie settings',
  },
);
