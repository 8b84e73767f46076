import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from '@/lib/env';
import { cspDirectives } from '@/lib/security/csp';
import { videoFrameAllow } from '@/lib/video-embed';
import { parseHeadersFile } from '../../../../scripts/servers/serve.mjs';
import { topLevelBlocks } from '../../../../scripts/servers/nginx.mjs';

const read = (file: string) => readFileSync(path.join(process.cwd(), file), 'utf8');

const rules = parseHeadersFile(read('public/_headers'));
const headersFor = (pattern: string) =>
  Object.fromEntries(rules.find((rule) => rule.pattern === pattern)?.headers ?? []);
const siteHeaders = headersFor('/*');

/**
 * deploy/nginx/kyrelo.conf: the `add_header Name "value" always;` lines of the site server itself
 * (not of its locations), the locations that have add_header lines of their own, and the file.
 */
const nginx = (() => {
  const block = read('deploy/nginx/kyrelo.conf');
  const site = topLevelBlocks(block).find((statement) => /^\s*root\s/m.test(statement)) ?? '';
  const statements = topLevelBlocks(site.slice(site.indexOf('{') + 1, site.lastIndexOf('}')));
  const serverLevel = statements.filter((statement) => statement.startsWith('add_header '));
  const headers = Object.fromEntries(
    serverLevel.flatMap((line) => {
      const [, name, value] = /^add_header ([\w-]+) "([^"]*)" always;$/.exec(line) ?? [];
      return name ? [[name, value]] : [];
    }),
  );
  const ownHeaders = statements
    .filter((statement) => /^location\b/.test(statement) && /^\s*add_header /m.test(statement))
    .map((statement) => statement.slice(0, statement.indexOf('{')).trim());
  return { block, headers, serverLevel, ownHeaders };
})();

const directivesOf = (policy: string) =>
  Object.fromEntries(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );

it('deploy/nginx/kyrelo.conf sends exactly the headers of public/_headers', () => {
  expect(Object.keys(siteHeaders).length).toBeGreaterThanOrEqual(7);
  expect(nginx.headers).toEqual(siteHeaders);
  expect(nginx.block).toContain('add_header Cache-Control $kyrelo_cache_control always;');
  expect(nginx.serverLevel).toHaveLength(Object.keys(siteHeaders).length + 1);
  // An add_header inside a location drops all of these there: only nginx's own JSON 429 and 413
  // for /send-email (not pages) have their own.
  expect(nginx.ownHeaders).toEqual([
    'location @kyrelo_signup_limited',
    'location @kyrelo_signup_too_large',
  ]);
  expect(nginx.block).toMatch(
    new RegExp(`/_next/static/"\\s+"${headersFor('/_next/static/*')['Cache-Control']}";`),
  );
});

it('the header policy forbids framing and agrees with the page policy it adds to', () => {
  const header = directivesOf(siteHeaders['Content-Security-Policy'] ?? '');
  expect(header['frame-ancestors']).toEqual(["'none'"]);
  expect(siteHeaders['X-Frame-Options']).toBe('DENY');
  // Both policies are enforced; a directive in both must say the same.
  const page = cspDirectives({ ...parseEnv({}), remoteImages: [] });
  for (const [name, values] of Object.entries(header)) {
    if (name !== 'frame-ancestors') expect([name, page[name]]).toEqual([name, values]);
  }
  // A default-src or script-src here would block the inline scripts the page policy allows.
  expect(header).not.toHaveProperty('default-src');
  expect(header).not.toHaveProperty('script-src');
});

it('the Permissions-Policy denies nothing the video frame is allowed to use', () => {
  const denied = (siteHeaders['Permissions-Policy'] ?? '')
    .split(',')
    .map((entry) => entry.trim().split('=')[0]);
  expect(denied).toEqual(
    expect.arrayContaining(['camera', 'microphone', 'geolocation', 'payment']),
  );
  for (const feature of videoFrameAllow.split(';').map((part) => part.trim())) {
    expect(denied).not.toContain(feature);
  }
});

it('HSTS for two years on every subdomain, MIME sniffing off, origin-only referrers', () => {
  expect(siteHeaders).toMatchObject({
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  });
});
