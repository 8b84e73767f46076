import type { PostHog } from 'posthog-js';
import type { ConsentState } from '@/lib/consent';
import { clearAnalyticsStorage } from './clear-storage';
import { persistenceFor, posthogConfig, recordsSessions } from './persistence';

/** The part of the posthog-js client the site uses (a fake in unit tests). */
export type PosthogClient = Pick<
  PostHog,
  'init' | 'set_config' | 'capture' | 'startSessionRecording' | 'stopSessionRecording'
>;

export interface AnalyticsAdapter {
  /** Applies a new choice at once: persistence, session recording, stored keys. */
  applyConsent(consent: ConsentState): void;
  /** Captures a page view for `path`, once: repeated calls for the same path are ignored. */
  pageview(path: string): void;
}

export interface AnalyticsOptions {
  apiKey: string;
  host: string;
  consent: ConsentState;
}

export function createPosthogAdapter(
  client: PosthogClient,
  { apiKey, host, consent }: AnalyticsOptions,
): AnalyticsAdapter {
  let current = consent;
  let lastPath: string | null = null;
  client.init(apiKey, posthogConfig(host, consent));
  // A decline made in an earlier visit (or GPC) leaves nothing behind from before it.
  if (persistenceFor(consent) === 'memory') clearAnalyticsStorage();

  return {
    applyConsent(next) {
      const previous = current;
      current = next;
      if (persistenceFor(next) !== persistenceFor(previous)) {
        client.set_config({ persistence: persistenceFor(next) });
      }
      if (recordsSessions(next) && !recordsSessions(previous)) client.startSessionRecording();
      if (!recordsSessions(next) && recordsSessions(previous)) client.stopSessionRecording();
      if (persistenceFor(next) === 'memory') clearAnalyticsStorage();
    },
    pageview(path) {
      if (path === lastPath) return;
      lastPath = path;
      client.capture('$pageview');
    },
  };
}
