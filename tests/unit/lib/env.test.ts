import { parseEnv } from '@/lib/env';
import { leadSettingsFromEnv } from '@/lib/leads/config.mjs';
import { mailOptionsFromEnv } from '../../../scripts/servers/mail-server.mjs';

describe('parseEnv', () => {
  it('gives safe defaults when nothing is configured', () => {
    const env = parseEnv({});
    expect(env.siteUrl).toBe('http://localhost:3000');
    expect(env.trialEndpoint).toBe('http://localhost:8000/send-email');
    expect(env.trialEmailFrom).toMatch(/@/);
    expect(env.trialEmailTo).toMatch(/@/);
    expect(env.posthogHost).toBe('https://us.i.posthog.com');
    // Services nobody configured stay off: no key, no DSN, no lookup, no calendar.
    expect(env.posthogKey).toBeUndefined();
    expect(env.sentryDsn).toBeUndefined();
    expect(env.geoEndpoint).toBeUndefined();
    expect(env.bookingUrl).toBeUndefined();
    expect(env.demoVideoUrl).toBeUndefined();
  });

  it('treats empty and blank values as unset', () => {
    const env = parseEnv({ siteUrl: '', posthogKey: '   ', bookingUrl: '' });
    expect(env.siteUrl).toBe('http://localhost:3000');
    expect(env.posthogKey).toBeUndefined();
    expect(env.bookingUrl).toBeUndefined();
  });

  it('keeps configured values and strips a trailing slash from the site URL', () => {
    const env = parseEnv({
      siteUrl: 'https://www.kyrelo.example/',
      bookingUrl: 'https://cal.example/kyrelo/30min',
      posthogKey: 'phc_123',
    });
    expect(env.siteUrl).toBe('https://www.kyrelo.example');
    expect(env.bookingUrl).toBe('https://cal.example/kyrelo/30min');
    expect(env.posthogKey).toBe('phc_123');
  });

  it('a Cloudflare Pages build defaults to its own functions, on the site origin', () => {
    const env = parseEnv({ deployTarget: 'cloudflare-pages' });
    expect(env.trialEndpoint).toBe('/send-email');
    expect(env.geoEndpoint).toBe('/api/country');
    // Other targets, or none, keep the local defaults and no currency lookup.
    for (const deployTarget of [undefined, '', '  ', 'static', 'nginx']) {
      expect(parseEnv({ deployTarget })).toMatchObject({
        trialEndpoint: 'http://localhost:8000/send-email',
        geoEndpoint: undefined,
      });
    }
  });

  it('an explicit endpoint wins over the Pages default', () => {
    const env = parseEnv({
      deployTarget: 'cloudflare-pages',
      trialEndpoint: 'https://mail.example.com/send-email',
      geoEndpoint: 'https://geo.example.com/country',
    });
    expect(env.trialEndpoint).toBe('https://mail.example.com/send-email');
    expect(env.geoEndpoint).toBe('https://geo.example.com/country');
    // A blank value is unset: the default applies.
    expect(parseEnv({ deployTarget: 'cloudflare-pages', trialEndpoint: ' ' }).trialEndpoint).toBe(
      '/send-email',
    );
  });

  it('analytics go through the relay by default on Cloudflare Pages only; 1 or 0 decides', () => {
    expect(parseEnv({}).posthogProxy).toBe(false);
    expect(parseEnv({ deployTarget: 'cloudflare-pages' }).posthogProxy).toBe(true);
    expect(parseEnv({ posthogProxy: '1' }).posthogProxy).toBe(true);
    expect(parseEnv({ deployTarget: 'cloudflare-pages', posthogProxy: '0' }).posthogProxy).toBe(
      false,
    );
    expect(parseEnv({ deployTarget: 'cloudflare-pages', posthogProxy: ' ' }).posthogProxy).toBe(
      true,
    );
    expect(() => parseEnv({ posthogProxy: 'yes' })).toThrow(
      /NEXT_PUBLIC_POSTHOG_PROXY must be 1 \(analytics through \/relay\) or 0/,
    );
  });

  it('a path on the site origin is a valid endpoint on any target', () => {
    const env = parseEnv({ trialEndpoint: '/send-email', geoEndpoint: '/api/country' });
    expect(env.trialEndpoint).toBe('/send-email');
    expect(env.geoEndpoint).toBe('/api/country');
  });

  it.each(['//evil.example/x', 'send-email', '/\\evil.example/x'])(
    'an endpoint that is neither an absolute URL nor a same-origin path is refused: %s',
    (value) => {
      expect(() => parseEnv({ trialEndpoint: value })).toThrow(
        /NEXT_PUBLIC_TRIAL_ENDPOINT must be an absolute URL or a path on the site such as \/send-email/,
      );
      expect(() => parseEnv({ deployTarget: 'cloudflare-pages', geoEndpoint: value })).toThrow(
        /NEXT_PUBLIC_GEO_ENDPOINT must be an absolute URL or a path on the site such as \/api\/country/,
      );
    },
  );

  it('fails with a readable message naming the bad variable', () => {
    expect(() => parseEnv({ siteUrl: 'not a url' })).toThrow(
      /NEXT_PUBLIC_SITE_URL must be an absolute URL/,
    );
    expect(() => parseEnv({ trialEmailTo: 'sales' })).toThrow(/NEXT_PUBLIC_TRIAL_EMAIL_TO/);
  });
});

it("the signup endpoint accepts lib/env.ts's default recipient when none is configured", () => {
  // lib/leads/config.mjs keeps its own copy of the default (the Pages Function reads no
  // NEXT_PUBLIC_* defaults module); the stand-in's options come from it.
  expect(leadSettingsFromEnv({}).allowedTo).toEqual([parseEnv({}).trialEmailTo]);
  expect(mailOptionsFromEnv({}).allowedTo).toEqual([parseEnv({}).trialEmailTo]);
  // The site's configured recipient is the endpoint's default too.
  expect(mailOptionsFromEnv({ NEXT_PUBLIC_TRIAL_EMAIL_TO: 'team@x.example' }).allowedTo).toEqual([
    'team@x.example',
  ]);
});
