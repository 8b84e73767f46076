/**
 * The trial signup endpoint on Cloudflare Pages, on the site's own origin: POST /send-email, and
 * the kept leads at /send-email/pending and /send-email/retry. A thin adapter: the rules are
 * lib/leads/handler.mjs, which the Node servers run too.
 */
import { leadSettingsFromEnv } from '../../lib/leads/config.mjs';
import { handleLeadRequest } from '../../lib/leads/handler.mjs';
import { kvStore } from '../../lib/leads/store.mjs';
import type { KVNamespace, PagesFunction } from '../pages';

type Env = Record<string, string | undefined> & { LEADS?: KVNamespace };

export const onRequest: PagesFunction<Env> = ({ request, env, waitUntil }) => {
  const { LEADS, ...vars } = env;
  if (!LEADS) {
    // Without the store there is no rate limit and nowhere to keep a lead the provider refuses.
    console.error('[leads] the LEADS KV binding is missing (wrangler.toml, docs/deploying.md)');
  }
  return handleLeadRequest(request, {
    settings: leadSettingsFromEnv(vars),
    // Set by Cloudflare's edge for every request; a client cannot choose it.
    client: request.headers.get('cf-connecting-ip') ?? 'unknown',
    ownOrigin: new URL(request.url).origin,
    store: LEADS ? kvStore(LEADS) : null,
    waitUntil,
  });
};
