import { useSyncExternalStore } from 'react';
import { lookupCurrency } from '@/lib/geo';
import { type Currency } from '@/lib/pricing';

export type CurrencyState = Currency | 'pending';

/**
 * One lookup per page load, shared by every price on the page. The static HTML is rendered in
 * the state the page starts in: "pending" when a geo endpoint is configured, dollars otherwise.
 */
let state: CurrencyState | null = null;
let started = false;
const listeners = new Set<() => void>();

function start(endpoint: string | undefined) {
  if (started) return;
  started = true;
  state = endpoint ? 'pending' : 'USD';
  void lookupCurrency(endpoint).then((currency) => {
    state = currency;
    listeners.forEach((listener) => listener());
  });
}

export function useCurrency(endpoint: string | undefined): CurrencyState {
  const initial: CurrencyState = endpoint ? 'pending' : 'USD';
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      start(endpoint);
      return () => listeners.delete(listener);
    },
    () => state ?? initial,
    () => initial,
  );
}

/** Tests only: forget the lookup so the next render starts a fresh one. */
export function resetCurrencyLookup() {
  state = null;
  started = false;
  listeners.clear();
}
