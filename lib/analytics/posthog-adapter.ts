import type { PostHog } from 'posthog-js';
import type { ConsentState } from '@/lib/consent';
import { clearAnalyticsStorage } from './clear-storage';
import { toCapture } from './events';
import { persistenceFor, posthogConfig, recordsSessions, sendsWebVitals } from './persistence';
import type { VitalReport } from './web-vitals';

/** The part of the posthog-js client the site uses (a fake in unit tests). */
export type PosthogClient = Pick<
  PostHog,
  'init' | 'set_config' | 'capture' | 'startSessionRecording' | 'stopSessionRecording'
>;

export interface AnalyticsAdapter {
  /**
   * Applies a new choice at once: persistence and stored keys at once, session recording once
   * the recorder has loaded (the promise settles then).
   */
  applyConsent(consent: ConsentState): Promise<void>;
  /** Captures a page view for `path`, once: repeated calls for the same path are ignored. */
  pageview(path: string): void;
  /** Sends a catalogue event, reduced to the catalogue's properties; unknown names are dropped. */
  event(name: string, properties: Record<string, unknown>): void;
}

export interface AnalyticsOptions {
  apiKey: string;
  host: string;
  /** Through the site's own /relay (see posthogConfig). */
  relay?: boolean;
  consent: ConsentState;
  /**
   * Makes posthog-js's session recorder available before a recording starts. posthog-js may not
   * fetch it from PostHog's CDN (see posthogConfig), so it comes from the site's own bundle.
   */
  loadRecorder?: () => Promise<unknown>;
  /**
   * Loads web-vitals and starts its observers (./web-vitals.ts), which hand every metric to the
   * callback. Called once, when consent first allows vitals.
   */
  observeVitals?: (report: (vital: VitalReport) => void) => Promise<unknown>;
}

export function createPosthogAdapter(
  client: PosthogClient,
  {
    apiKey,
    host,
    relay = false,
    consent,
    loadRecorder = () => Promise.resolve(),
    observeVitals = () => Promise.resolve(),
  }: AnalyticsOptions,
): AnalyticsAdapter {
  let current = consent;
  let lastPath: string | null = null;
  let observingVitals = false;
  client.init(apiKey, posthogConfig(host, consent, relay));
  // A decline made in an earlier visit (or GPC) leaves nothing behind from before it.
  if (persistenceFor(consent) === 'memory') clearAnalyticsStorage();

  /** Each vital, checked against the catalogue, while consent (checked now, not then) allows. */
  const sendVital = ({ properties, pageHidden }: VitalReport) => {
    const checked = toCapture('web_vital', { ...properties });
    if (!checked || !sendsWebVitals(current)) return;
    // posthog-js batches events and drains the batch by beacon on `pagehide` only; a vital
    // reported on `visibilitychange` (a tab switched away, then closed or discarded) must leave
    // now. Passing a transport sends the event at once, outside the batch.
    if (pageHidden) client.capture(checked.name, checked.properties, { transport: 'sendBeacon' });
    else client.capture(checked.name, checked.properties);
  };
  const startVitals = () => {
    if (observingVitals || !sendsWebVitals(current)) return;
    observingVitals = true;
    // A chunk that fails to load leaves the vitals out; analytics go on without them.
    observeVitals(sendVital).catch(() => {});
  };
  startVitals();

  return {
    async applyConsent(next) {
      const previous = current;
      current = next;
      if (persistenceFor(next) !== persistenceFor(previous)) {
        client.set_config({ persistence: persistenceFor(next) });
      }
      if (!recordsSessions(next) && recordsSessions(previous)) client.stopSessionRecording();
      if (persistenceFor(next) === 'memory') clearAnalyticsStorage();
      startVitals();
      if (recordsSessions(next) && !recordsSessions(previous)) {
        await loadRecorder();
        // The visitor may have withdrawn while the recorder was loading.
        if (recordsSessions(current)) client.startSessionRecording();
      }
    },
    pageview(path) {
      if (path === lastPath) return;
      lastPath = path;
      client.capture('$pageview');
    },
    event(name, properties) {
      // Vitals come only from the observers above, under their own consent rule.
      if (name === 'web_vital') return;
      const checked = toCapture(name, properties);
      if (checked) client.capture(checked.name, checked.properties);
    },
  };
}
