import { expect, test } from './fixtures';
import { comparedHeaders, decoded, deliveryTests, parityPaths, pick, rawGet } from './delivery';
import { ports, withNginx } from './origins';

// Runs in the `pages` project: Cloudflare Pages' own runtime (`wrangler pages dev`, workerd) serves
// out/ with deploy/cloudflare/wrangler.toml (see scripts/servers/pages.mjs). Routing and the page
// CSP get a pass there too (routes.spec.ts, csp.spec.ts, whose trial signup goes through the mail
// stand-in). docs/deploying.md's parity table lists what differs from nginx, and why.

const PAGES = `http://127.0.0.1:${ports.pages}`;
// nginx where it runs (always in CI); elsewhere serve.mjs, which the nginx project holds to nginx.
const REFERENCE = `http://127.0.0.1:${withNginx ? ports.nginx : ports.site}`;

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
  const table: string[] = [];
  for (const rawPath of ordinary) {
    const [pages, reference] = await Promise.all([
      rawGet(PAGES, rawPath),
      rawGet(REFERENCE, rawPath),
    ]);
    expect(pick(pages, compared), rawPath).toEqual(pick(reference, compared));
    table.push(
      `${rawPath}\t${reference.status}\t${pages.status}\t${pages.headers['cache-control']}`,
    );
  }
  // Refused by both, each its own way: nginx answers 400 to a path that climbs above the root and
  // Pages 404; the local runtime answers `/_headers` with a 502 (it looks for
  // `_headers/index.html`) where Pages itself answers 404. Never the file's content.
  for (const rawPath of refused) {
    const res = await rawGet(PAGES, rawPath);
    expect([400, 404, 502], rawPath).toContain(res.status);
    const body = decoded(res).toString();
    expect(body, rawPath).not.toContain('root:x:0:0');
    expect(body, rawPath).not.toContain('X-Frame-Options: DENY');
    table.push(`${rawPath}\t(refused)\t${res.status}\t${res.headers['cache-control']}`);
  }
  await test.info().attach('parity.tsv', {
    body: `path\tnginx\tpages\tcache-control\n${table.join('\n')}\n`,
    contentType: 'text/tab-separated-values',
  });
});
