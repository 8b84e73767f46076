import { test } from './fixtures';
import { leadBrowserSuite } from './lead-contract';
import { ports } from './origins';

// The real signup in Chromium through the Cloudflare Pages Functions (functions/) in workerd,
// `wrangler pages dev` with wrangler.toml. The endpoint's contract and the country lookup there
// are tests/http/lead-endpoint.test.ts's.
test.describe('a trial signup on Cloudflare Pages', () => {
  leadBrowserSuite(`http://127.0.0.1:${ports.pages}`);
});
