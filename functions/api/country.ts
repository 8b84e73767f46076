/**
 * The visitor's country from Cloudflare's own request data, in the shape the pricing page reads
 * (`country_code`, lib/geo.ts): no geolocation service, and no third party sees the visitor's IP.
 * Never cached: the answer is this visitor's.
 */
import type { PagesFunction } from '../pages';

type Env = { COUNTRY_TEST_HEADER?: string };

export const onRequestGet: PagesFunction<Env> = ({ request, env }) => {
  // The local runtime's `request.cf` is a fixed sample, so the tests name a header to read instead
  // (a --binding of scripts/servers/pages.mjs). A deploy leaves it unset.
  const header = env.COUNTRY_TEST_HEADER;
  const country = (header && request.headers.get(header)) || request.cf?.country || null;
  return Response.json(
    { country_code: country },
    { headers: { 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' } },
  );
};
