'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import type { AnalyticsAdapter } from '@/lib/analytics/posthog-adapter';
import { getEffectiveConsent, subscribeConsent } from '@/lib/consent';
import { whenIdle } from '@/lib/when-idle';

interface AnalyticsLoaderProps {
  apiKey: string;
  host: string;
}

/**
 * Starts product analytics once the page is idle (posthog-js is never in the first-load script),
 * applies every change of cookie choice at once and captures one page view per route.
 */
export function AnalyticsLoader({ apiKey, host }: AnalyticsLoaderProps) {
  const pathname = usePathname();
  const adapter = useRef<AnalyticsAdapter | null>(null);

  useEffect(() => {
    let cancelled = false;
    let unsubscribe = () => {};
    const cancelIdle = whenIdle(() => {
      void import('@/lib/analytics/start').then(async ({ startAnalytics }) => {
        if (cancelled) return;
        const started = await startAnalytics({ apiKey, host, consent: getEffectiveConsent() });
        if (cancelled) return;
        adapter.current = started;
        started.pageview(window.location.pathname);
        unsubscribe = subscribeConsent(() => void started.applyConsent(getEffectiveConsent()));
        // A choice made while the recorder was loading applies now.
        void started.applyConsent(getEffectiveConsent());
      });
    });
    return () => {
      cancelled = true;
      cancelIdle();
      unsubscribe();
    };
  }, [apiKey, host]);

  useEffect(() => {
    adapter.current?.pageview(pathname);
  }, [pathname]);

  return null;
}
