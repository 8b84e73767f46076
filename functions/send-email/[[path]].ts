/**
 * The trial signup endpoint on Cloudflare Pages, on the site's own origin: POST /send-email, and
 * the kept leads at /send-email/pending and /send-email/retry. A thin adapter: the rules are
 * lib/leads/handler.mjs, which the Node servers run too.
 */
import { leadSettingsFromEnv } from '../../lib/leads/config.mjs';
import { handleLeadRequest } from '../../lib/leads/handler.mjs';
import { createRateLimiter, type RateLimiter } from '../../lib/leads/rate-limit.mjs';
import { kvStore, type Store } from '../../lib/leads/store.mjs';
import type { KVNamespace, PagesFunction } from '../pages';

type Env = Record<string, string | undefined> & { LEADS?: KVNamespace };

/**
 * Kept for the isolate's life: the rate limit's in-process count must outlive a request (it is
 * what holds when concurrent requests read the same KV count, or when KV's writes run out).
 */
let isolate: { kv: KVNamespace; store: Store; limiter: RateLimiter } | null = null;

export const onRequest: PagesFunction<Env> = ({ request, env, waitUntil }) => {
  const { LEADS, ...vars } = env;
  const settings = leadSettingsFromEnv(vars);
  if (LEADS && isolate?.kv !== LEADS) {
    const store = kvStore(LEADS);
    isolate = {
      kv: LEADS,
      store,
      limiter: createRateLimiter({ limit: settings.rateLimit, store }),
    };
  }
  return handleLeadRequest(request, {
    settings,
    // Set by Cloudflare's edge for every request; a client cannot choose it.
    client: request.headers.get('cf-connecting-ip') ?? 'unknown',
    ownOrigin: new URL(request.url).origin,
    // Without the binding the handler logs why and answers signups with a 503.
    store: LEADS && isolate ? isolate.store : null,
    ...(LEADS && isolate ? { limiter: isolate.limiter } : {}),
    configuredHostsOnly: true,
    waitUntil,
  });
};
