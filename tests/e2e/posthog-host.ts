import { gunzipSync } from 'node:zlib';
import { type Page, type Request } from '@playwright/test';
import { RELAY_PATH } from '@/lib/relay/routes.mjs';

/**
 * Where the configured export sends analytics: the page's own origin's /relay/
 * (`npm run build:configured` turns the relay on), which serve.mjs does not answer.
 */
export const RELAY_URLS = new RegExp(`^http://(localhost|127\\.0\\.0\\.1):\\d+${RELAY_PATH}/`);
/** PostHog's own hosts, which a page with the relay never contacts. */
export const POSTHOG_HOSTS = /^https?:\/\/([a-z0-9-]+\.)*posthog\.com\//;

export interface Captured {
  event: string;
  properties: Record<string, unknown>;
  /** How the request that carried it was made: `fetch`, `xhr`, or `ping` for a beacon. */
  via?: string;
}

/**
 * A request body as posthog-js sent it: gzip (recognised by its first bytes, or
 * `compression=gzip-js`), base64 form, or JSON.
 */
function decode(request: Request): string {
  const body = request.postDataBuffer();
  if (!body) return '';
  const gzip = body[0] === 0x1f && body[1] === 0x8b;
  if (gzip || new URL(request.url()).searchParams.get('compression') === 'gzip-js') {
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
 * Answers the relay locally, as PostHog behind it would; keeps every decoded body and URL, and
 * the events they carry with the kind of request each came in. A request to PostHog's own hosts
 * is refused and kept in `direct`: there should be none.
 */
export async function interceptPosthog(page: Page) {
  const seen = {
    configLoads: 0,
    bodies: [] as string[],
    events: [] as Captured[],
    direct: [] as string[],
  };
  await page.route(POSTHOG_HOSTS, (route) => {
    seen.direct.push(route.request().url());
    return route.abort('blockedbyclient');
  });
  await page.route(RELAY_URLS, async (route) => {
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
