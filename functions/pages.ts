/**
 * The parts of Cloudflare Pages' Functions API the site's functions use, typed here rather than
 * pulling in @cloudflare/workers-types for four names.
 */
export interface KVNamespace {
  get(key: string): Promise<string | null>;
  put(key: string, value: string, options?: { expirationTtl?: number }): Promise<void>;
  delete(key: string): Promise<void>;
  list(options: {
    prefix: string;
    cursor?: string;
  }): Promise<{ keys: { name: string }[]; list_complete: boolean; cursor?: string }>;
}

/** What Cloudflare knows of the request; `country` is an ISO 3166 code, `T1` for Tor. */
export interface RequestCf {
  country?: string;
}

export interface PagesContext<Env> {
  request: Request & { cf?: RequestCf };
  env: Env;
  waitUntil(promise: Promise<unknown>): void;
}

export type PagesFunction<Env = Record<string, string | undefined>> = (
  context: PagesContext<Env>,
) => Promise<Response> | Response;
