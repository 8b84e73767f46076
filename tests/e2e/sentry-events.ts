import { type Page } from '@playwright/test';

/** The DSN's host in out-configured/ (scripts/build/build-configured.mjs). */
export const SENTRY_INGEST = 'https://o0.ingest.sentry.io/**';

/**
 * Answers every post to Sentry's envelope address and returns the events they carried, parsed,
 * in order (an envelope is a header line, an item header line and the event).
 */
export async function sentryEvents(page: Page) {
  const events: Array<Record<string, unknown>> = [];
  await page.route(SENTRY_INGEST, async (request) => {
    const [, , event] = (request.request().postData() ?? '').split('\n');
    if (event) events.push(JSON.parse(event));
    await request.fulfill({ status: 200, body: '{}' });
  });
  return events;
}
