import posthog from 'posthog-js';
import { type AnalyticsOptions, createPosthogAdapter } from './posthog-adapter';

/** The only module that imports posthog-js; it is loaded with `import()` once the page is idle. */
export function startAnalytics(options: AnalyticsOptions) {
  return createPosthogAdapter(posthog, options);
}
