// What the endpoint keeps, behind the few calls a Cloudflare KV namespace has (get, put with a
// time to live, delete, list by prefix): each client's count of the current minute (the rate
// limit, so it holds across instances) and each lead the provider did not take (retried later).
// The Pages Function passes its KV binding; the Node service a folder (file-store.mjs).
import { LEAD_TTL_DAYS } from './config.mjs';

/**
 * @typedef {object} Store
 * @property {(key: string) => Promise<string | null>} get
 * @property {(key: string, value: string, options: { expirationTtl: number }) => Promise<void>} put
 * @property {(key: string) => Promise<void>} delete
 * @property {(prefix: string) => Promise<string[]>} keys
 */

/**
 * A lead kept for a retry.
 *
 * @typedef {{ id: string, storedAt: string, expiresAt: string, attempts: number, lastError: string, mail: import('./providers.mjs').Mail }} StoredLead
 */

const RATE_WINDOW_MS = 60_000;
const LEAD_PREFIX = 'lead/';

/**
 * A Cloudflare KV namespace as a Store.
 *
 * @param {{ get(key: string): Promise<string | null>, put(key: string, value: string, options?: { expirationTtl?: number }): Promise<void>, delete(key: string): Promise<void>, list(options: { prefix: string, cursor?: string }): Promise<{ keys: { name: string }[], list_complete: boolean, cursor?: string }> }} kv
 * @returns {Store}
 */
export function kvStore(kv) {
  return {
    get: (key) => kv.get(key),
    put: (key, value, options) => kv.put(key, value, options),
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
 * A fixed window per client: at most `limit` requests in a calendar minute. Null when this one is
 * allowed, else the seconds until the next minute. KV has no atomic increment, so two requests of
 * one client at the same instant may both pass: the limit is a brake, the WAF rule the wall.
 *
 * @param {Store} store
 * @param {string} client
 * @param {number} limit
 * @param {number} [now]
 */
export async function overLimit(store, client, limit, now = Date.now()) {
  const window = Math.floor(now / RATE_WINDOW_MS);
  const key = `rate/${client}/${window}`;
  const used = Number(await store.get(key)) || 0;
  if (used >= limit) return Math.max(1, Math.ceil(((window + 1) * RATE_WINDOW_MS - now) / 1000));
  // KV's shortest time to live is 60 s; the key is dead once its minute is over anyway.
  await store.put(key, String(used + 1), { expirationTtl: 120 });
  return null;
}

/**
 * Keeps a lead for LEAD_TTL_DAYS.
 *
 * @param {Store} store
 * @param {import('./providers.mjs').Mail} mail
 * @param {string} error why delivery failed
 * @param {number} [now]
 */
export async function keepLead(store, mail, error, now = Date.now()) {
  const ttl = LEAD_TTL_DAYS * 86_400;
  /** @type {StoredLead} */
  const lead = {
    id: mail.id,
    storedAt: new Date(now).toISOString(),
    expiresAt: new Date(now + ttl * 1000).toISOString(),
    attempts: 1,
    lastError: error,
    mail,
  };
  await store.put(leadKey(lead), JSON.stringify(lead), { expirationTtl: ttl });
}

/** @param {StoredLead} lead */
const leadKey = (lead) => `${LEAD_PREFIX}${lead.storedAt}/${lead.id}`;

/**
 * Every lead kept, oldest first.
 *
 * @param {Store} store
 * @returns {Promise<StoredLead[]>}
 */
export async function keptLeads(store) {
  const keys = (await store.keys(LEAD_PREFIX)).sort();
  const values = await Promise.all(keys.map((key) => store.get(key)));
  return values.flatMap((value) => (value ? [/** @type {StoredLead} */ (JSON.parse(value))] : []));
}

/**
 * Tries to deliver up to `max` kept leads, oldest first: each one delivered is deleted, each one
 * that fails again is kept with its count of attempts and last error, until its time is up.
 *
 * @param {Store} store
 * @param {(mail: import('./providers.mjs').Mail) => Promise<void>} send
 * @param {{ max?: number, now?: number }} [options]
 */
export async function retryKept(store, send, { max = 10, now = Date.now() } = {}) {
  const leads = (await keptLeads(store)).slice(0, max);
  let delivered = 0;
  for (const lead of leads) {
    try {
      await send(lead.mail);
      await store.delete(leadKey(lead));
      delivered++;
    } catch (error) {
      const left = Math.floor((Date.parse(lead.expiresAt) - now) / 1000);
      if (left < 60) continue;
      const again = { ...lead, attempts: lead.attempts + 1, lastError: String(error) };
      await store.put(leadKey(lead), JSON.stringify(again), { expirationTtl: left });
    }
  }
  return { delivered, remaining: (await store.keys(LEAD_PREFIX)).length };
}

/** A Store in memory: for the stand-in and for tests. Times to live are kept. */
export function memoryStore() {
  /** @type {Map<string, { value: string, expires: number }>} */
  const entries = new Map();
  const live = (/** @type {string} */ key) => {
    const entry = entries.get(key);
    if (entry && entry.expires <= Date.now()) entries.delete(key);
    return entries.get(key);
  };
  /** @type {Store} */
  const store = {
    get: async (key) => live(key)?.value ?? null,
    put: async (key, value, { expirationTtl }) => {
      entries.set(key, { value, expires: Date.now() + expirationTtl * 1000 });
    },
    delete: async (key) => {
      entries.delete(key);
    },
    keys: async (prefix) =>
      [...entries.keys()].filter((key) => key.startsWith(prefix) && live(key)),
  };
  return store;
}
