import { parseEnv } from '@/lib/env';
import {
  type CspConfig,
  cspDirectives,
  posthogOrigins,
  sentryIngestOrigin,
} from '@/lib/security/csp';

const AVATAR = 'https://randomuser.me/api/portraits/women/65.jpg';

/** The defaults of lib/env.ts (no service configured) plus any variables given. */
function config(raw: Parameters<typeof parseEnv>[0] = {}): CspConfig {
  return { ...parseEnv(raw), remoteImages: [AVATAR] };
}

describe('nothing configured', () => {
  const directives = cspDirectives(config());

  it('allows the site itself, the avatar host and the default mail endpoint, nothing else', () => {
    expect(directives).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'https://randomuser.me'],
      'font-src': ["'self'"],
      'media-src': ["'self'"],
      'connect-src': ["'self'", 'http://localhost:8000'],
      'frame-src': ["'none'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
    });
  });

  it('a PostHog host without a key allows nothing', () => {
    const withHost = cspDirectives(config({ posthogHost: 'https://eu.i.posthog.com' }));
    expect(withHost['connect-src']).toEqual(["'self'", 'http://localhost:8000']);
  });

  it('leaves frame-ancestors to the header: a <meta> policy cannot carry it', () => {
    expect(directives).not.toHaveProperty('frame-ancestors');
  });
});

describe('configured services', () => {
  it('connects to the mail, geo, analytics and error-reporting hosts only', () => {
    const directives = cspDirectives(
      config({
        trialEndpoint: 'https://mail.example.com/send-email',
        geoEndpoint: 'https://geo.example.com:8443/json?fields=country_code',
        posthogKey: 'phc_x',
        posthogHost: 'https://eu.i.posthog.com',
        sentryDsn: 'https://public@o0.ingest.sentry.io/0',
      }),
    );
    expect(directives['connect-src']).toEqual([
      "'self'",
      'https://mail.example.com',
      'https://geo.example.com:8443',
      'https://eu.i.posthog.com',
      'https://eu-assets.i.posthog.com',
      'https://o0.ingest.sentry.io',
    ]);
    expect(directives['script-src']).toEqual(["'self'"]);
  });

  it('frames the booking page and the video host', () => {
    const directives = cspDirectives(
      config({
        bookingUrl: 'https://calendly.com/kyrelo/demo',
        demoVideoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      }),
    );
    expect(directives['frame-src']).toEqual([
      'https://calendly.com',
      'https://www.youtube-nocookie.com',
    ]);
    expect(directives['media-src']).toEqual(["'self'"]);
  });

  it('connects to the booking host, for the probe before its frame, and to nothing else new', () => {
    const directives = cspDirectives(config({ bookingUrl: 'https://cal.com/kyrelo/30min' }));
    expect(directives['connect-src']).toEqual([
      "'self'",
      'http://localhost:8000',
      'https://cal.com',
    ]);
    expect(directives['frame-src']).toEqual(['https://cal.com']);
    // Unset, neither is allowed (the "nothing configured" policy above).
    expect(cspDirectives(config({ bookingUrl: '' }))['connect-src']).not.toContain(
      'https://cal.com',
    );
  });

  it.each([
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com'],
  ])('a video address %s is framed from %s', (demoVideoUrl, origin) => {
    expect(cspDirectives(config({ demoVideoUrl }))['frame-src']).toEqual([origin]);
  });

  it('a video file on another host is media, not a frame; a file of our own needs nothing', () => {
    const external = cspDirectives(config({ demoVideoUrl: 'https://cdn.example.com/demo.mp4' }));
    expect(external['media-src']).toEqual(["'self'", 'https://cdn.example.com']);
    expect(external['frame-src']).toEqual(["'none'"]);
    const own = cspDirectives(config({ demoVideoUrl: '/media/other.mp4' }));
    expect(own['media-src']).toEqual(["'self'"]);
  });

  it('never allows inline or evaluated scripts', () => {
    const directives = cspDirectives(
      config({ posthogKey: 'phc_x', sentryDsn: 'https://k@o1.ingest.us.sentry.io/2' }),
    );
    expect(directives['script-src']).toEqual(["'self'"]);
  });
});

describe('analytics through the relay', () => {
  it("connects to no PostHog host: the site's own /relay is 'self'", () => {
    const relayed = cspDirectives(
      config({
        posthogKey: 'phc_x',
        posthogHost: 'https://eu.i.posthog.com',
        posthogProxy: '1',
      }),
    );
    expect(relayed['connect-src']).toEqual(["'self'", 'http://localhost:8000']);
    expect(relayed['script-src']).toEqual(["'self'"]);
  });

  it('is on by default on Cloudflare Pages, off elsewhere, and 0 turns it off there', () => {
    const key = { posthogKey: 'phc_x', posthogHost: 'https://eu.i.posthog.com' };
    const onPages = cspDirectives(config({ ...key, deployTarget: 'cloudflare-pages' }));
    // The endpoints are the site's own functions there too: everything is 'self'.
    expect(onPages['connect-src']).toEqual(["'self'"]);
    const direct = ['https://eu.i.posthog.com', 'https://eu-assets.i.posthog.com'];
    expect(cspDirectives(config(key))['connect-src']).toEqual(expect.arrayContaining(direct));
    const off = cspDirectives(
      config({ ...key, deployTarget: 'cloudflare-pages', posthogProxy: '0' }),
    );
    expect(off['connect-src']).toEqual(["'self'", ...direct]);
  });
});

describe('service hosts', () => {
  it.each([
    ['https://us.i.posthog.com', ['https://us.i.posthog.com', 'https://us-assets.i.posthog.com']],
    ['https://eu.i.posthog.com/', ['https://eu.i.posthog.com', 'https://eu-assets.i.posthog.com']],
    [
      'https://app.posthog.com',
      ['https://app.posthog.com', 'https://us.i.posthog.com', 'https://us-assets.i.posthog.com'],
    ],
    ['https://ph.kyrelo.example/ingest', ['https://ph.kyrelo.example']],
  ])('PostHog at %s is reached at %j', (host, origins) => {
    expect(posthogOrigins(host)).toEqual(origins);
  });

  it.each([
    ['https://public@o0.ingest.sentry.io/0', 'https://o0.ingest.sentry.io'],
    ['https://abc@o12.ingest.de.sentry.io/345', 'https://o12.ingest.de.sentry.io'],
    ['http://key@localhost:9000/1', 'http://localhost:9000'],
  ])('the Sentry DSN %s reports to %s, without its key', (dsn, origin) => {
    expect(sentryIngestOrigin(dsn)).toBe(origin);
  });
});

describe('the optional Turnstile check', () => {
  it("with a site key, Cloudflare's script and frame are allowed, and nothing more", () => {
    const off = cspDirectives(config());
    const on = cspDirectives(config({ turnstileSiteKey: '1x00000000000000000000AA' }));
    expect(on['script-src']).toEqual(["'self'", 'https://challenges.cloudflare.com']);
    expect(on['frame-src']).toEqual(['https://challenges.cloudflare.com']);
    expect({ ...on, 'script-src': [], 'frame-src': [] }).toEqual({
      ...off,
      'script-src': [],
      'frame-src': [],
    });
  });
});

describe('the site on Cloudflare Pages', () => {
  it("its own endpoints need nothing beyond 'self'", () => {
    const pages = cspDirectives(config({ deployTarget: 'cloudflare-pages' }));
    expect(pages['connect-src']).toEqual(["'self'"]);
  });
});
