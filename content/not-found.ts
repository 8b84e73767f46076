import * as z from '@/content/zod';
import { defineContent } from './define';
import { text } from './schema';

export const notFoundPage = defineContent(
  'content/not-found.ts',
  z.object({ code: text, title: text, description: text, action: text, suggestionsTitle: text }),
  {
    code: '404',
    title: 'Page Not Found',
    description:
      'The page you are looking for does not exist or has moved. Check the address, or head back home and pick up from there.',
    action: 'Go Home',
    suggestionsTitle: 'Popular Pages',
  },
);
