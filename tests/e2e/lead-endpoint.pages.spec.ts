import { expect, test } from './fixtures';
import { leadBrowserSuite, leadContractSuite } from './lead-contract';
import { ports } from './origins';

// The Cloudflare Pages Functions (functions/) in workerd, through `wrangler pages dev` with
// wrangler.toml: the signup endpoint's contract, the real signup in Chromium, the country lookup.
const base = `http://127.0.0.1:${ports.pages}`;

test.describe('the signup endpoint on Cloudflare Pages', () => {
  leadContractSuite(() => ({ url: `${base}/send-email`, origin: base }));
});

test.describe('a trial signup on Cloudflare Pages', () => {
  leadBrowserSuite(base);
});

test.describe('the country lookup on Cloudflare Pages', () => {
  test("answers from Cloudflare's request data, never cached", async ({ request }) => {
    // The local runtime's request.cf is a fixed sample; the test names the country in a header.
    const india = await request.get('/api/country', { headers: { 'x-test-country': 'IN' } });
    expect(india.status()).toBe(200);
    expect(await india.json()).toEqual({ country_code: 'IN' });
    expect(india.headers()['cache-control']).toBe('private, no-store');
    const sample = await request.get('/api/country');
    expect(await sample.json()).toEqual({ country_code: expect.stringMatching(/^[A-Z]{2}$/) });
  });
});
