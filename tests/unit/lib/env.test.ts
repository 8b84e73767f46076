import { parseEnv } from '@/lib/env';
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

  it('fails with a readable message naming the bad variable', () => {
    expect(() => parseEnv({ siteUrl: 'not a url' })).toThrow(
      /NEXT_PUBLIC_SITE_URL must be an absolute URL/,
    );
    expect(() => parseEnv({ trialEmailTo: 'sales' })).toThrow(/NEXT_PUBLIC_TRIAL_EMAIL_TO/);
  });
});

it("the mail stand-in accepts lib/env.ts's default recipient when none is configured", () => {
  // It keeps its own copy of the default (see the comment in mail-server.mjs).
  expect(mailOptionsFromEnv({}).allowedTo).toEqual([parseEnv({}).trialEmailTo]);
});
