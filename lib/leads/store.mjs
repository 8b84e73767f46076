// What the endpoint keeps, behind the few calls a Cloudflare KV namespace has (get, put with a
// time to live, delete, list by prefix): each client's count of the current minute
// (rate-limit.mjs) and each lead the provider did not take (kept-leads.mjs). The Pages Function
// passes its KV binding; the Node service a folder (file-store.mjs); the stand-in and the unit
// tests keep it in memory.

/**
 * @typedef {object} Store
 * @property {(key: string) => Promise<string | null>} get
 * @property {(key: string, value: string, options: { expirationTtl: number }) => Promise<void>} put
 *   `expirationTtl` in seconds; the entry is gone after it
 * @property {(key: string) => Promise<void>} delete
 * @property {(prefix: string) => Promise<string[]>} keys
 * @property {() => Promise<number>} [sweep] removes every expired entry, returns how many: the
 *   stores that do not expire entries themselves (KV does) are swept on a timer by their server
 * @property {(key: string, ttlSeconds: number) => Promise<boolean>} [claim] creates `key` only if
 *   it does not exist, atomically; true when this call created it
 */

/** KV refuses a time to live under 60 s. */
const KV_MIN_TTL = 60;

/**
 * A Cloudflare KV namespace as a Store. KV deletes expired keys itself; it has no atomic create,
 * so `claim` is the best-effort one below.
 *
 * @param {{ get(key: string): Promise<string | null>, put(key: string, value: string, options?: { expirationTtl?: number }): Promise<void>, delete(key: string): Promise<void>, list(options: { prefix: string, cursor?: string }): Promise<{ keys: { name: string }[], list_complete: boolean, cursor?: string }> }} kv
 * @returns {Store}
 */
export function kvStore(kv) {
  return {
    get: (key) => kv.get(key),
    put: (key, value, { expirationTtl }) =>
      kv.put(key, value, { expirationTtl: Math.max(KV_MIN_TTL, Math.ceil(expirationTtl)) }),
    delete: (key) => kv.delete(key),
    async keys(prefix) {
      /** @type {string[]} */
      const names = [];
      let cursor;
      do {
        const page = await kv.list({ prefix, ...(cursor ? { cursor } : {}) });
        names.push(...page.keys.map((key) => key.name));
        cursor = page.list_complete ? undefined : page.cursor;
      } while (cursor);
      return names;
    },
  };
}

/**
 * Creates `key` for `ttlSeconds` only when nobody holds it; true when this caller now holds it.
 * Atomic on a store with its own `claim` (the folder, memory); on KV, written then read back:
 * two instances at the same instant in different places can both win, which KV's consistency
 * allows, so what a claim guards must stay safe to run twice (docs/deploying.md).
 *
 * @param {Store} store
 * @param {string} key
 * @param {number} ttlSeconds
 */
export async function claim(store, key, ttlSeconds) {
  if (store.claim) return store.claim(key, ttlSeconds);
  if ((await store.get(key)) !== null) return false;
  const token = crypto.randomUUID();
  await store.put(key, token, { expirationTtl: ttlSeconds });
  return (await store.get(key)) === token;
}

/**
 * A Store in memory: for the stand-in and for tests. Expired entries are never returned and are
 * removed by `sweep`.
 *
 * @param {{ now?: () => number }} [options] the clock times to live count by (Date.now)
 * @returns {Store}
 */
export function memoryStore({ now = Date.now } = {}) {
  /** @type {Map<string, { value: string, expires: number }>} */
  const entries = new Map();
  const live = (/** @type {string} */ key) => {
    const entry = entries.get(key);
    if (entry && entry.expires <= now()) entries.delete(key);
    return entries.get(key);
  };
  return {
    get: async (key) => live(key)?.value ?? null,
    put: async (key, value, { expirationTtl }) => {
      entries.set(key, { value, expires: now() + expirationTtl * 1000 });
    },
    delete: async (key) => {
      entries.delete(key);
    },
    keys: async (prefix) =>
      [...entries.keys()].filter((key) => key.startsWith(prefix) && live(key)),
    async sweep() {
      const before = entries.size;
      for (const key of [...entries.keys()]) live(key);
      return before - entries.size;
    },
    async claim(key, ttlSeconds) {
      if (live(key)) return false;
      entries.set(key, { value: '', expires: now() + ttlSeconds * 1000 });
      return true;
    },
  };
}
