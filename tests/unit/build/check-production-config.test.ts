import { spawnSync } from 'node:child_process';
import { parseEnv } from '@/lib/env';
import {
  httpsOnlyProblems,
  isLocalUrl,
  isProductionBuild,
  productionConfigProblems,
  siteUrlProblem,
  trialEndpointProblem,
} from '../../../scripts/build/check-production-config.mjs';

const site = 'https://www.example.com';
const endpoint = 'https://mail.example.com/send-email';
const production = { NEXT_PUBLIC_SITE_URL: site, NEXT_PUBLIC_TRIAL_ENDPOINT: endpoint };

describe('what counts as local', () => {
  it.each([
    'http://localhost:3000',
    'http://127.0.0.1:8000/x',
    'http://[::1]:3000',
    'https://kyrelo.test',
    'http://shop.local',
    'http://app.localhost',
  ])('%s is local', (url) => expect(isLocalUrl(new URL(url))).toBe(true));

  it.each(['https://www.example.com', 'http://10.0.0.5', 'https://localhost.example.com'])(
    '%s is not',
    (url) => expect(isLocalUrl(new URL(url))).toBe(false),
  );

  it('an unset, empty or local site URL is a local build, and nothing is checked', () => {
    for (const env of [
      {},
      { NEXT_PUBLIC_SITE_URL: '  ' },
      { NEXT_PUBLIC_SITE_URL: 'http://kyrelo.test' },
    ]) {
      expect(isProductionBuild(env)).toBe(false);
      expect(
        productionConfigProblems({ ...env, NEXT_PUBLIC_GEO_ENDPOINT: 'http://geo.x' }),
      ).toEqual([]);
    }
  });

  it('a site URL lib/env.ts will reject is left to lib/env.ts', () => {
    expect(productionConfigProblems({ NEXT_PUBLIC_SITE_URL: 'www.example.com' })).toEqual([]);
  });
});

describe('a production build', () => {
  it('with an https site and an https trial endpoint passes', () => {
    expect(productionConfigProblems(production)).toEqual([]);
  });

  it('refuses an http site URL', () => {
    const env = { ...production, NEXT_PUBLIC_SITE_URL: 'http://www.example.com' };
    expect(siteUrlProblem(env)).toMatch(/^NEXT_PUBLIC_SITE_URL is http:\/\/www\.example\.com/);
    expect(siteUrlProblem(env)).toContain('NEXT_PUBLIC_SITE_URL=https://www.example.com');
    expect(productionConfigProblems(env)).toHaveLength(1);
  });

  it('refuses the default trial endpoint, unset or empty', () => {
    for (const value of [undefined, '']) {
      const env = { NEXT_PUBLIC_SITE_URL: site, NEXT_PUBLIC_TRIAL_ENDPOINT: value };
      const problem = trialEndpointProblem(env);
      expect(problem).toContain('NEXT_PUBLIC_TRIAL_ENDPOINT is not set');
      // The default lib/env.ts would bake in: both read it from lib/env-defaults.mjs.
      expect(problem).toContain(`${parseEnv({}).trialEndpoint} is a local address`);
      expect(problem).toContain('docs/deploying.md');
      // The fix names both ways: an https:// endpoint, or the site's own /send-email.
      expect(problem).toContain(
        "Set NEXT_PUBLIC_TRIAL_ENDPOINT to your mail endpoint's https:// URL",
      );
      expect(problem).toContain('or to /send-email when the site');
      expect(productionConfigProblems(env)).toEqual([problem]);
    }
  });

  it.each(['https://127.0.0.1/send-email', 'https://mail.local/send', 'http://[::1]:8000/x'])(
    'refuses a local trial endpoint: %s',
    (value) => {
      const env = { ...production, NEXT_PUBLIC_TRIAL_ENDPOINT: value };
      expect(trialEndpointProblem(env)).toContain(
        `NEXT_PUBLIC_TRIAL_ENDPOINT is ${value} is a local`,
      );
    },
  );

  it('refuses an http trial endpoint', () => {
    const env = { ...production, NEXT_PUBLIC_TRIAL_ENDPOINT: 'http://mail.example.com/send' };
    expect(trialEndpointProblem(env)).toContain('mixed content');
    expect(trialEndpointProblem(env)).toContain('/send-email');
  });

  it("with the site's own endpoint, /send-email, passes", () => {
    const env = { ...production, NEXT_PUBLIC_TRIAL_ENDPOINT: '/send-email' };
    expect(trialEndpointProblem(env)).toBeNull();
    expect(productionConfigProblems(env)).toEqual([]);
  });

  it.each([
    ['inside Cloudflare Pages (CF_PAGES=1)', { CF_PAGES: '1' }],
    [
      'for NEXT_PUBLIC_DEPLOY_TARGET=cloudflare-pages',
      { NEXT_PUBLIC_DEPLOY_TARGET: 'cloudflare-pages' },
    ],
  ])('%s with nothing set passes: the default is the same-origin /send-email', (_, target) => {
    const env = { NEXT_PUBLIC_SITE_URL: site, ...target };
    expect(trialEndpointProblem(env)).toBeNull();
    expect(productionConfigProblems(env)).toEqual([]);
    // Elsewhere the same configuration is refused.
    expect(productionConfigProblems({ NEXT_PUBLIC_SITE_URL: site })).toHaveLength(1);
    expect(productionConfigProblems({ NEXT_PUBLIC_SITE_URL: site, CF_PAGES: '0' })).toHaveLength(1);
  });

  it.each([
    ['http://mail.example.com/send-email', 'mixed content'],
    ['https://127.0.0.1/send-email', 'is a local address'],
    ['http://localhost:8000/send-email', 'is a local address'],
  ])('on Pages too, an explicit %s is refused', (value, why) => {
    const env = { NEXT_PUBLIC_SITE_URL: site, CF_PAGES: '1', NEXT_PUBLIC_TRIAL_ENDPOINT: value };
    const problem = trialEndpointProblem(env);
    expect(problem).toContain(`NEXT_PUBLIC_TRIAL_ENDPOINT is ${value}`);
    expect(problem).toContain(why);
    expect(productionConfigProblems(env)).toEqual([problem]);
  });

  it('a protocol-relative endpoint is no same-origin path: lib/env.ts rejects it', () => {
    const env = { ...production, NEXT_PUBLIC_TRIAL_ENDPOINT: '//evil.example/x' };
    // Not waved through as a path; unparsable as a URL, so lib/env.ts names it during next build.
    expect(trialEndpointProblem(env)).toBeNull();
    expect(() => parseEnv({ trialEndpoint: '//evil.example/x' })).toThrow(
      /NEXT_PUBLIC_TRIAL_ENDPOINT/,
    );
  });

  it.each([
    'NEXT_PUBLIC_GEO_ENDPOINT',
    'NEXT_PUBLIC_BOOKING_URL',
    'NEXT_PUBLIC_SENTRY_DSN',
    'NEXT_PUBLIC_POSTHOG_HOST',
  ])('refuses an http %s, and accepts it https or unset', (name) => {
    const http = { ...production, [name]: 'http://service.example.com/x' };
    const [problem] = httpsOnlyProblems(http);
    expect(problem).toMatch(new RegExp(`^${name} is http://service\\.example\\.com/x: `));
    expect(problem).toContain(`Set ${name} to an https:// URL`);
    expect(productionConfigProblems(http)).toEqual([problem]);
    expect(
      productionConfigProblems({ ...production, [name]: 'https://service.example.com/x' }),
    ).toEqual([]);
    expect(productionConfigProblems({ ...production, [name]: '' })).toEqual([]);
  });
});

it('`npm run build` stops before next build when the production configuration is broken', () => {
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build'], {
    encoding: 'utf8',
    env: {
      ...process.env,
      NEXT_PUBLIC_SITE_URL: site,
      NEXT_PUBLIC_TRIAL_ENDPOINT: '',
      NEXT_PUBLIC_BOOKING_URL: 'http://cal.example.com/kyrelo',
    },
  });
  expect(result.status).not.toBe(0);
  expect(result.stderr).toContain(`Refusing to build for ${site}`);
  expect(result.stderr).toContain('NEXT_PUBLIC_TRIAL_ENDPOINT is not set');
  expect(result.stderr).toContain('NEXT_PUBLIC_BOOKING_URL is http://cal.example.com/kyrelo');
  // next build never started: it prints its banner first.
  expect(result.stdout).not.toContain('Next.js');
  expect(Date.now() - started).toBeLessThan(15_000);
}, 30_000);
