import { pageCases } from '../e2e/pages';
import { ports, servedExport } from '../e2e/origins';
import { labelled } from './checks';
import { pagePolicy, siteHeaders } from './policy';
import { inlineScriptHashes } from '@/lib/security/page-policy.mjs';

// The policies each server sends: the headers of public/_headers on every route and the 404, and
// each page's own policy (its `<meta http-equiv>`) allowing exactly its inline scripts. With these
// equal on every server, the browser's sweep of every route for violations runs once, on
// serve.mjs (tests/e2e/csp.spec.ts), and each other server loads one page under its policy
// (tests/e2e/served-page.spec.ts).

const NOT_FOUND = '/no-such-page';
const paths = [...pageCases.map((pageCase) => pageCase.path), NOT_FOUND];

describe.each(Object.entries(servedExport))('on %s', (_, base) => {
  test('every response carries the security headers and every page a policy for its own scripts', async () => {
    const expected = await siteHeaders();
    for (const path of paths) {
      const response = await fetch(`${base}${path}`);
      const html = await response.text();
      await labelled(path, async () => {
        expect(response.status).toBe(path === NOT_FOUND ? 404 : 200);
        for (const [name, value] of Object.entries(expected)) {
          await labelled(name, () => expect(response.headers.get(name)).toBe(value));
        }
        expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");

        const policy = pagePolicy(html);
        const [self, ...hashes] = policy['script-src'] ?? [];
        expect(self).toBe("'self'");
        expect(hashes.length).toBeGreaterThan(0);
        expect(hashes.every((source) => /^'sha256-[\w+/]+=*'$/.test(source))).toBe(true);
        expect(new Set(hashes)).toEqual(new Set(inlineScriptHashes(html)));
        // Nothing is configured in the default build: no third party but the avatars' host.
        expect(policy).toMatchObject({
          'default-src': ["'self'"],
          'img-src': ["'self'", 'data:', 'https://randomuser.me'],
          'connect-src': ["'self'", 'http://localhost:8000'],
          'frame-src': ["'none'"],
          'object-src': ["'none'"],
        });
      });
    }
  });
});

describe('out-configured/ (npm run build:configured)', () => {
  test("each page allows exactly the configured hosts; the only other script is Turnstile's", async () => {
    const response = await fetch(`http://localhost:${ports.configured}/pricing`);
    const policy = pagePolicy(await response.text());
    // Analytics go through the site's own /relay ('self'): no PostHog host.
    expect(policy['connect-src']).toEqual([
      "'self'",
      'http://localhost:8000',
      'http://localhost:4399',
      'https://o0.ingest.sentry.io',
      'https://cal.kyrelo.example',
    ]);
    // Turnstile's script and frame come with its site key (the configured export has the test key).
    expect(policy['script-src']?.filter((source) => !source.startsWith("'sha256-"))).toEqual([
      "'self'",
      'https://challenges.cloudflare.com',
    ]);
    expect(policy['frame-src']).toEqual([
      'https://cal.kyrelo.example',
      'https://challenges.cloudflare.com',
    ]);
  });
});
