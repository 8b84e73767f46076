'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * The export is built once but served for years: the HTML carries the build year and the
 * browser corrects it to the visitor's current year.
 */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  const year = useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => buildYear,
  );
  return <>{year}</>;
}
