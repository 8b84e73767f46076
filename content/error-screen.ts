/**
 * Copy of the recovery screen shown when a page fails to render. Plain data (no zod): the error
 * boundaries are client components and must stay small.
 */
export const errorScreen = {
  eyebrow: 'Unexpected error',
  title: 'Something Went Wrong',
  description:
    'This page ran into a problem and could not be shown. Try loading it again, or go back to the home page and carry on from there.',
  retry: 'Try again',
  home: 'Go Home',
} as const;
