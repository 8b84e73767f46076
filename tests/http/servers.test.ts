import { ports, withNginx } from '../e2e/origins';
import { labelled } from './checks';
import { comparedHeaders, decoded, deliveryTests, parityPaths, pick, rawGet } from './delivery';

// The export (out/) on each server it is served by: serve.mjs (`npm start`, and the chromium
// Playwright project), nginx with deploy/nginx/kyrelo.conf (scripts/servers/nginx.mjs) and
// Cloudflare Pages' own runtime with wrangler.toml (scripts/servers/pages.mjs). The delivery
// checks on each, then the parity between them: docs/deploying.md's parity table lists what
// differs, and why.

const SERVE = `http://127.0.0.1:${ports.site}`;
const NGINX = `http://127.0.0.1:${ports.nginx}`;
const PAGES = `http://127.0.0.1:${ports.pages}`;

describe('serve.mjs', () => {
  deliveryTests(SERVE);
});

if (withNginx) {
  describe('nginx', () => {
    deliveryTests(NGINX);

    test('npm start is a faithful preview: serve.mjs and nginx give the same status and headers', async () => {
      const compared = await comparedHeaders();
      const { ordinary, refused } = await parityPaths();
      for (const rawPath of [...ordinary, ...refused]) {
        const [serve, nginx] = await Promise.all([rawGet(SERVE, rawPath), rawGet(NGINX, rawPath)]);
        await labelled(rawPath, () => {
          expect(pick(nginx, compared)).toEqual(pick(serve, compared));
          expect(decoded(nginx).toString()).not.toContain('root:x:0:0');
        });
      }
    });
  });
}

describe('Cloudflare Pages', () => {
  // nginx where it runs (always in CI); elsewhere serve.mjs, which the nginx tests hold to nginx.
  const REFERENCE = withNginx ? NGINX : SERVE;

  // The local runtime sends no `Vary`; in production Cloudflare's edge does the compressing.
  deliveryTests(PAGES, { vary: false });

  test('what Pages adds: a validator on every file and CORS for anyone, no credentials', async () => {
    const page = await rawGet(PAGES, '/pricing');
    expect(page.headers.etag).toMatch(/^"[0-9a-f]+"$/);
    const again = await rawGet(PAGES, '/pricing', { 'if-none-match': String(page.headers.etag) });
    expect(again.status).toBe(304);
    // Kept (docs/deploying.md): every file is public, and `*` never exposes a response to a
    // request sent with cookies.
    expect(page.headers['access-control-allow-origin']).toBe('*');
    expect(page.headers['access-control-allow-credentials']).toBeUndefined();
  });

  test('Pages and nginx give the same status and headers; the differences are the documented ones', async () => {
    const compared = await comparedHeaders();
    const { ordinary, refused } = await parityPaths();
    for (const rawPath of ordinary) {
      const [pages, reference] = await Promise.all([
        rawGet(PAGES, rawPath),
        rawGet(REFERENCE, rawPath),
      ]);
      await labelled(rawPath, () =>
        expect(pick(pages, compared)).toEqual(pick(reference, compared)),
      );
    }
    // Refused by both, each its own way: nginx answers 400 to a path that climbs above the root
    // and Pages 404; the local runtime answers `/_headers` with a 502 (it looks for
    // `_headers/index.html`) where Pages itself answers 404. Never the file's content.
    for (const rawPath of refused) {
      const res = await rawGet(PAGES, rawPath);
      const body = decoded(res).toString();
      await labelled(rawPath, () => {
        expect([400, 404, 502]).toContain(res.status);
        expect(body).not.toContain('root:x:0:0');
        expect(body).not.toContain('X-Frame-Options: DENY');
      });
    }
  });
});
