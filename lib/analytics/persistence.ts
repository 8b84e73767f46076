import type { PostHogConfig } from 'posthog-js';
import type { ConsentState } from '@/lib/consent';
import { RELAY_PATH, posthogUiHost } from '@/lib/relay/routes.mjs';

export type AnalyticsPersistence = 'localStorage+cookie' | 'memory';

/** The consent rule: only `yes` keeps anything on the device; every other state is memory only. */
export function persistenceFor(consent: ConsentState): AnalyticsPersistence {
  return consent === 'yes' ? 'localStorage+cookie' : 'memory';
}

/** Session recording is the most intrusive capture, so it waits for an explicit `yes`. */
export function recordsSessions(consent: ConsentState): boolean {
  return consent === 'yes';
}

/**
 * Web Vitals describe how this visitor's own visit went, so they follow the recording rule: sent
 * only with `yes`, never before a choice, after a decline or under Global Privacy Control.
 */
export function sendsWebVitals(consent: ConsentState): boolean {
  return recordsSessions(consent);
}

/**
 * @param relay send through the site's own /relay (NEXT_PUBLIC_POSTHOG_PROXY), which forwards to
 *   `host`: blockers that drop requests by PostHog's host name leave the site's origin alone.
 */
export function posthogConfig(
  host: string,
  consent: ConsentState,
  relay = false,
): Partial<PostHogConfig> {
  return {
    api_host: relay ? RELAY_PATH : host,
    // The toolbar and links to recordings open in PostHog's app, never on the relay.
    ui_host: posthogUiHost(host),
    persistence: persistenceFor(consent),
    disable_session_recording: !recordsSessions(consent),
    // Page views are captured by the adapter, once per client-side route change.
    capture_pageview: false,
    capture_pageleave: false,
    // No scripts from PostHog's CDN: the site's CSP allows only its own scripts. The remote config
    // then arrives as JSON (connect-src), and the session recorder is bundled (start.ts).
    disable_external_dependency_loading: true,
    // A marketing site has no use for these, and each would add requests.
    disable_surveys: true,
    disable_product_tours: true,
    disable_conversations: true,
    advanced_disable_feature_flags: true,
    // Clicks are reported by the event catalogue (events.ts) alone: automatic capture would send
    // every clicked element's text and attributes, outside the catalogue's review of what leaves.
    autocapture: false,
    rageclick: false,
    capture_dead_clicks: false,
    capture_heatmaps: false,
    // Sentry reports errors; a second reporter would send the same messages again.
    capture_exceptions: false,
    // Ad click ids (gclid, fbclid, ...) identify a person's click: PostHog's own URL properties
    // carry them as <MASKED>. The trial e-mail records only whether one was present.
    mask_personal_data_properties: true,
    mask_all_text: true,
    mask_all_element_attributes: true,
    // Recordings never show what a visitor types into the trial form.
    session_recording: { maskAllInputs: true },
  };
}
