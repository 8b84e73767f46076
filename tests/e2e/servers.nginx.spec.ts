import { expect, test } from './fixtures';
import { comparedHeaders, decoded, deliveryTests, parityPaths, pick, rawGet } from './delivery';
import { ports } from './origins';

// Runs in the `nginx` project: nginx with deploy/nginx/kyrelo.conf serves out/ (see
// scripts/servers/nginx.mjs). Routing and the page CSP get a second pass there too
// (routes.spec.ts, csp.spec.ts, whose trial signup goes through the mail stand-in).

const NGINX = `http://127.0.0.1:${ports.nginx}`;
const SERVE = `http://127.0.0.1:${ports.site}`;

deliveryTests(NGINX);

test('npm start is a faithful preview: serve.mjs and nginx give the same status and headers', async () => {
  const compared = await comparedHeaders();
  const { ordinary, refused } = await parityPaths();
  const table: string[] = [];
  for (const rawPath of [...ordinary, ...refused]) {
    const [serve, nginx] = await Promise.all([rawGet(SERVE, rawPath), rawGet(NGINX, rawPath)]);
    expect(pick(nginx, compared), rawPath).toEqual(pick(serve, compared));
    expect(decoded(nginx).toString(), rawPath).not.toContain('root:x:0:0');
    table.push(`${rawPath}\t${serve.status}\t${nginx.status}\t${serve.headers['cache-control']}`);
  }
  await test.info().attach('parity.tsv', {
    body: `path\tserve.mjs\tnginx\tcache-control\n${table.join('\n')}\n`,
    contentType: 'text/tab-separated-values',
  });
});
