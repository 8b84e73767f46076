'use client';

import { useEffect } from 'react';
import type { AnalyticsEvents } from '@/lib/analytics/events';
import { track } from '@/lib/analytics/track';
import { billingInputName, monthlyInputId } from './period';

type Currency = AnalyticsEvents['plan_clicked']['currency'];

const chosenPeriod = () =>
  (document.getElementById(monthlyInputId) as HTMLInputElement | null)?.checked
    ? 'monthly'
    : 'yearly';

/**
 * Reports billing switches and plan buttons for the funnel. The toggle and the cards are server
 * markup that works without JavaScript, so one listener reads the period and the currency shown
 * at the moment of the click instead of each card holding state.
 */
export function PlanTracking() {
  useEffect(() => {
    const onChange = (event: Event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.name !== billingInputName) return;
      if (input.value === 'monthly' || input.value === 'yearly') {
        track('billing_period_switched', { period: input.value });
      }
    };
    const onClick = (event: Event) => {
      const button =
        event.target instanceof Element ? event.target.closest<HTMLElement>('[data-plan]') : null;
      const plan = button?.dataset.plan;
      if (!button || !plan) return;
      const shown = button.closest('article')?.querySelector<HTMLElement>('[data-currency]');
      const currency = (shown?.dataset.currency ?? 'pending') as Currency;
      track('plan_clicked', { plan, period: chosenPeriod(), currency });
    };
    document.addEventListener('change', onChange);
    document.addEventListener('click', onClick, true);
    return () => {
      document.removeEventListener('change', onChange);
      document.removeEventListener('click', onClick, true);
    };
  }, []);
  return null;
}
