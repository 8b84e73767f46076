/**
 * The analytics relay on Cloudflare Pages, on the site's own origin: /relay/… to PostHog. A thin
 * adapter: the rules are lib/relay/handler.mjs (nginx applies the same ones in its own terms).
 */
import { envDefaults } from '../../lib/env-defaults.mjs';
import { createRelay } from '../../lib/relay/handler.mjs';
import type { PagesFunction } from '../pages';

/** The build's NEXT_PUBLIC_POSTHOG_HOST, given to the function too (wrangler.toml's [vars]). */
type Env = { NEXT_PUBLIC_POSTHOG_HOST?: string };

/**
 * Kept for the isolate's life: the rate bound's count must outlive a request. Per isolate and in
 * memory only (the relay stores nothing); the zone's WAF rule bounds all isolates together.
 */
let isolate: { host: string; relay: ReturnType<typeof createRelay> } | null = null;

export const onRequest: PagesFunction<Env> = ({ request, env }) => {
  const host = env.NEXT_PUBLIC_POSTHOG_HOST?.trim() || envDefaults.NEXT_PUBLIC_POSTHOG_HOST;
  if (isolate?.host !== host) isolate = { host, relay: createRelay({ host }) };
  // Set by Cloudflare's edge for every request; a client cannot choose it.
  return isolate.relay.handle(request, request.headers.get('cf-connecting-ip') ?? '');
};
