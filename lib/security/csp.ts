import { type Env } from '@/lib/env';
import { posthogUpstreams } from '@/lib/relay/routes.mjs';
import { TURNSTILE_ORIGIN } from '@/lib/trial/turnstile';
import { videoEmbedUrl } from '@/lib/video-embed';

/** A policy as directive name → sources, in the order they are written. */
export type CspDirectives = Record<string, string[]>;

export type CspConfig = Pick<
  Env,
  | 'trialEndpoint'
  | 'geoEndpoint'
  | 'bookingUrl'
  | 'demoVideoUrl'
  | 'posthogKey'
  | 'posthogHost'
  | 'posthogProxy'
  | 'sentryDsn'
  | 'turnstileSiteKey'
> & {
  /** Absolute addresses of the images the content loads from other hosts (the avatars). */
  remoteImages: readonly string[];
};

const SELF = "'self'";
const NONE = "'none'";

/** The origin of an absolute http(s) address; null for a relative one (same origin) or none. */
export function originOf(address: string | undefined): string | null {
  if (!address) return null;
  try {
    const url = new URL(address);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Every host posthog-js 1.449 contacts for an `api_host`. For PostHog Cloud it sends events to
 * the region's ingest host and reads its remote config from the region's assets host (its
 * RequestRouter, mapped in lib/relay/routes.mjs); any other host serves both itself.
 */
export function posthogOrigins(host: string): string[] {
  const { ingest, assets } = posthogUpstreams(host);
  return sources(originOf(host), originOf(ingest), originOf(assets));
}

/** Sentry sends events to the DSN's host (`https://<key>@<host>/<project>`), without the key. */
export const sentryIngestOrigin = (dsn: string | undefined) => originOf(dsn);

function sources(...values: Array<string | null | undefined>): string[] {
  return [...new Set(values.filter((value): value is string => Boolean(value)))];
}

/**
 * The site's Content-Security-Policy before the build: only what the configured services need.
 * `script-src` is `'self'` here; each page's inline-script hashes are added after the build
 * (scripts/build/page-csp.mjs), because Next writes those scripts. `frame-ancestors` is not here: a
 * policy in a `<meta>` cannot carry it, so the `_headers` file sends it.
 */
export function cspDirectives(config: CspConfig): CspDirectives {
  const embed = config.demoVideoUrl ? videoEmbedUrl(config.demoVideoUrl) : null;
  // A video file on another host plays natively: media, not a frame.
  const videoFile = embed ? null : originOf(config.demoVideoUrl);
  const booking = originOf(config.bookingUrl);
  // Turnstile's script and its frame, only with a site key (the form's optional spam check).
  const turnstile = config.turnstileSiteKey ? TURNSTILE_ORIGIN : null;
  const frames = sources(booking, originOf(embed ?? undefined), turnstile);
  return {
    'default-src': [SELF],
    'script-src': sources(SELF, turnstile),
    // React writes style="" attributes into the HTML and sonner adds a <style> element at run time.
    'style-src': [SELF, "'unsafe-inline'"],
    // data: for the CSS masks that draw icons and repeated marks (app/icons.css, check lists,
    // stars, the comparison table).
    'img-src': sources(SELF, 'data:', ...config.remoteImages.map(originOf)),
    'font-src': [SELF],
    'media-src': sources(SELF, videoFile),
    'connect-src': sources(
      SELF,
      originOf(config.trialEndpoint),
      originOf(config.geoEndpoint),
      // Through the relay, analytics stay on the site's origin ('self').
      ...(config.posthogKey && !config.posthogProxy ? posthogOrigins(config.posthogHost) : []),
      sentryIngestOrigin(config.sentryDsn),
      // The booking frame asks its host whether it answers before drawing it (lib/booking-probe.ts).
      booking,
    ),
    'frame-src': frames.length > 0 ? frames : [NONE],
    'object-src': [NONE],
    'base-uri': [SELF],
    'form-action': [SELF],
  };
}
