// The signup rate limit: at most `limit` signups per client and calendar minute. Two layers:
// a count in this process (or isolate), checked and raised in one synchronous step, so
// concurrent requests cannot all read the same count and all pass; and a count in the store,
// shared by every process or instance, which is read then written (KV has no atomic increment)
// and so holds across instances only as a brake. A store that fails (KV's daily writes spent, a
// full disk) leaves the first layer standing: the limit never fails open.

const WINDOW_MS = 60_000;

/**
 * The key a client is counted under: an IPv4 address as it is, an IPv6 address by its /64 (one
 * subscriber's network: a host picks any address in it), an IPv4-mapped IPv6 address as IPv4.
 *
 * @param {string} address
 */
export function clientKey(address) {
  const text = address.trim().toLowerCase().split('%')[0] ?? '';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (mapped) return /** @type {string} */ (mapped[1]);
  if (!text.includes(':')) return text;
  const halves = text.split('::');
  if (halves.length > 2) return text;
  const groups = (/** @type {string | undefined} */ part) => {
    if (!part) return [];
    return part.split(':').flatMap((group) => {
      // An IPv4 tail (::ffff:… aside, e.g. 64:ff9b::1.2.3.4) is two groups.
      const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(group);
      if (!v4) return [group];
      const [a, b, c, d] = v4.slice(1).map(Number);
      return [((a ?? 0) * 256 + (b ?? 0)).toString(16), ((c ?? 0) * 256 + (d ?? 0)).toString(16)];
    });
  };
  const head = groups(halves[0]);
  const tail = groups(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return text;
  const all = [...head, ...Array(missing).fill('0'), ...tail];
  if (!all.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return text;
  return `${all
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * @typedef {object} RateLimiter
 * @property {(client: string, now: number) => Promise<number | null>} check counts this request;
 *   null when it is allowed, else the seconds until the client's next minute
 */

/**
 * @param {{ limit: number, store: import('./store.mjs').Store | null, log?: Pick<Console, 'error'> }} options
 * @returns {RateLimiter}
 */
export function createRateLimiter({ limit, store, log = console }) {
  /** Counts of the current minute only: a new minute starts a new map. */
  let minute = -1;
  /** @type {Map<string, number>} */
  let local = new Map();
  return {
    async check(client, now) {
      const window = Math.floor(now / WINDOW_MS);
      const retryAfter = Math.max(1, Math.ceil(((window + 1) * WINDOW_MS - now) / 1000));
      if (window !== minute) {
        minute = window;
        local = new Map();
      }
      const key = clientKey(client);
      // Checked and raised before the first await: no other request of this process runs between.
      const here = (local.get(key) ?? 0) + 1;
      local.set(key, here);
      if (here > limit) return retryAfter;
      if (!store) return null;
      const storeKey = `rate/${key}/${window}`;
      try {
        const used = Number(await store.get(storeKey)) || 0;
        if (used >= limit) return retryAfter;
        // Gone when its minute is over (KV keeps a key at least 60 s; the folder is swept).
        await store.put(storeKey, String(used + 1), { expirationTtl: retryAfter });
      } catch (error) {
        log.error(`[leads] rate limit counted in this process only (store failed): ${error}`);
      }
      return null;
    },
  };
}
