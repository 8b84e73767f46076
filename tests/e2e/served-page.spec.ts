import { test } from './fixtures';
import { expectNoViolations, loadLazyImages, watchPolicy } from './policy-watch';
import { idleWorkDone } from './support/page-work';

// Runs on every server of the export (serve.mjs, nginx, Pages). Each sends every page byte for
// byte with public/_headers' policy (tests/http/servers.test.ts, csp.test.ts), so the policies a
// browser enforces are the same everywhere and the sweep of every route runs once (csp.spec.ts).
// What no comparison of bytes and headers shows is the browser taking what a server sends, each
// file with the type it was given under `nosniff` (the types themselves are checked in
// tests/http/delivery.ts): one full page on each server, the home page with every lazy image.

test('the home page loads under the served policy: no violation, no console error', async ({
  page,
}) => {
  const watch = await watchPolicy(page);
  await page.goto('/');
  await loadLazyImages(page);
  await idleWorkDone(page);
  expectNoViolations(watch);
});
