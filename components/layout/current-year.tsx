'use client';

import { useHydrated } from '@/lib/hooks/use-hydrated';

/**
 * The export is built once but served for years: the HTML carries the build year and the
 * browser corrects it to the visitor's current year.
 */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  return <>{useHydrated() ? new Date().getFullYear() : buildYear}</>;
}
