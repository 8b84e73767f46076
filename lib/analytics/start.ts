import posthog from 'posthog-js';
import { type AnalyticsOptions, createPosthogAdapter } from './posthog-adapter';
import { recordsSessions } from './persistence';

/**
 * posthog-js's session recorder, from the site's own bundle (posthog-js may not load scripts from
 * its CDN under the site's CSP). Fetched only for a visitor who allows recording: about 70 KiB gzip.
 */
const loadRecorder = () =>
  // A chunk that fails to load leaves recording off; analytics go on without it.
  import('posthog-js/dist/lazy-recorder').catch(() => undefined);

/**
 * web-vitals (5.5 KiB gzip with the mapping) in a chunk of its own, fetched only for a visitor who accepted: its
 * observers read the buffered entries, so LCP, FCP and TTFB from before the choice still count.
 */
const observeVitals: AnalyticsOptions['observeVitals'] = (report) =>
  import('./web-vitals').then(({ observeWebVitals }) => observeWebVitals(report));

/** The only module that imports posthog-js; it is loaded with `import()` once the page is idle. */
export async function startAnalytics(
  options: Omit<AnalyticsOptions, 'loadRecorder' | 'observeVitals'>,
) {
  // With consent already given, posthog-js starts recording during init: the recorder must be there.
  if (recordsSessions(options.consent)) await loadRecorder();
  return createPosthogAdapter(posthog, { ...options, loadRecorder, observeVitals });
}
