import { gunzipSync } from 'node:zlib';
import { type Page, type Request } from '@playwright/test';

/** The configured export's PostHog host (`npm run build:configured`: eu.i.posthog.com). */
export const POSTHOG_HOSTS = /^https:\/\/[a-z-]+\.i\.posthog\.com\//;

export interface Captured {
  event: string;
  properties: Record<string, unknown>;
  /** How the request that carried it was made: `fetch`, `xhr`, or `ping` for a beacon. */
  via?: string;
}

/** A request body as posthog-js sent it: gzip (`compression=gzip-js`), base64 form, or JSON. */
function decode(request: Request): string {
  const body = request.postDataBuffer();
  if (!body) return '';
  if (new URL(request.url()).searchParams.get('compression') === 'gzip-js') {
    return gunzipSync(body).toString('utf8');
  }
  const text = body.toString('utf8');
  if (text.startsWith('data=')) {
    return Buffer.from(decodeURIComponent(text.slice(5)), 'base64').toString('utf8');
  }
  return text;
}

function eventsIn(text: string): Captured[] {
  try {
    const payload = JSON.parse(text) as unknown;
    const list = Array.isArray(payload)
      ? payload
      : ((payload as { batch?: unknown[] }).batch ?? [payload]);
    return (list as Captured[]).filter((item) => typeof item?.event === 'string');
  } catch {
    return [];
  }
}

/**
 * Answers PostHog locally, as its stand-in host; keeps every decoded body and URL, and the events
 * they carry with the kind of request each came in.
 */
export async function interceptPosthog(page: Page) {
  const seen = { configLoads: 0, bodies: [] as string[], events: [] as Captured[] };
  await page.route(POSTHOG_HOSTS, async (route) => {
    const request = route.request();
    if (/\/config(\.js)?$/.test(new URL(request.url()).pathname)) seen.configLoads += 1;
    const text = decode(request);
    seen.bodies.push(`${request.url()}\n${text}`);
    const via = request.resourceType();
    seen.events.push(...eventsIn(text).map((event) => ({ ...event, via })));
    await route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
  });
  return seen;
}

/** The properties of every captured event of that name, in the order they arrived. */
export const custom = (seen: { events: Captured[] }, name: string) =>
  seen.events.filter((event) => event.event === name).map((event) => event.properties);

/** PostHog drops events from browsers that look automated: `test.use` this with `asRegularChrome`. */
export const regularChrome = {
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
};

/** Hides the automation flags a regular desktop Chrome does not have, before any page script. */
export async function asRegularChrome(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
    Object.defineProperty(Navigator.prototype, 'userAgentData', {
      get: () => ({
        brands: [
          { brand: 'Chromium', version: '140' },
          { brand: 'Google Chrome', version: '140' },
        ],
        mobile: false,
        platform: 'Linux',
      }),
    });
  });
}
