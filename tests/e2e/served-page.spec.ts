import { test } from './fixtures';
import { expectNoViolations, loadLazyImages, settle, watchPolicy } from './policy-watch';

// Runs on every server of the export (serve.mjs, nginx, Pages). Each sends every page byte for
// byte with public/_headers' policy (tests/http/servers.test.ts, csp.test.ts), so the policies a
// browser enforces are the same everywhere and the sweep of every route runs once (csp.spec.ts).
// What comparing bytes and headers cannot show is how the browser takes the files a server sends
// with them (a script's, stylesheet's, font's or image's type under `nosniff`): one full page on
// each server, the home page with every lazy image loaded.

test('the home page loads under the served policy: no violation, no console error', async ({
  page,
}) => {
  const watch = await watchPolicy(page);
  await page.goto('/');
  await loadLazyImages(page);
  await settle(page);
  expectNoViolations(watch);
});
