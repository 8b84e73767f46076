'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import type { AnalyticsAdapter } from '@/lib/analytics/posthog-adapter';
import { connectTracking } from '@/lib/analytics/track';
import { getEffectiveConsent, subscribeConsent } from '@/lib/consent';
import { whenIdle } from '@/lib/when-idle';

interface AnalyticsLoaderProps {
  apiKey: string;
  host: string;
  /** Send through the site's own /relay (NEXT_PUBLIC_POSTHOG_PROXY). */
  relay: boolean;
}

/**
 * Starts product analytics once the page is idle (posthog-js is never in the first-load script),
 * applies every change of cookie choice at once and captures one page view per route. Funnel
 * events raised before then wait in the tracking queue and are sent once it has started.
 */
export function AnalyticsLoader({ apiKey, host, relay }: AnalyticsLoaderProps) {
  const pathname = usePathname();
  const adapter = useRef<AnalyticsAdapter | null>(null);

  useEffect(() => {
    let cancelled = false;
    let unsubscribe = () => {};
    let disconnect = () => {};
    let stopListening = () => {};
    // The listener for marked links and accordions is its own small chunk, fetched at once (not on
    // idle) so clicks are counted from the first moments; what it sees waits in the tracking queue
    // until posthog-js has started. Unconfigured sites never download it.
    import('@/lib/analytics/track-dom')
      .then(({ listenForTrackedElements }) => {
        if (!cancelled) stopListening = listenForTrackedElements();
      })
      // A chunk that cannot be fetched leaves these events out; page views and the rest go on.
      .catch(() => {});
    const cancelIdle = whenIdle(() => {
      void import('@/lib/analytics/start').then(async ({ startAnalytics }) => {
        if (cancelled) return;
        const started = await startAnalytics({
          apiKey,
          host,
          relay,
          consent: getEffectiveConsent(),
        });
        if (cancelled) return;
        adapter.current = started;
        started.pageview(window.location.pathname);
        disconnect = connectTracking((event) => started.event(event.name, event.properties));
        unsubscribe = subscribeConsent(() => void started.applyConsent(getEffectiveConsent()));
        // A choice made while the recorder was loading applies now.
        void started.applyConsent(getEffectiveConsent());
      });
    });
    return () => {
      cancelled = true;
      cancelIdle();
      unsubscribe();
      disconnect();
      stopListening();
    };
  }, [apiKey, host, relay]);

  useEffect(() => {
    adapter.current?.pageview(pathname);
  }, [pathname]);

  return null;
}
