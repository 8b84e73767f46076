// A Cloudflare KV namespace in memory, for the leads' unit tests: the four calls kvStore uses,
// each answering after a tick as a real binding does, and `list` in pages of `pageSize` names
// with a cursor. It does not expire keys; the tests read the TTL each put asked for instead.

export type PutCall = { key: string; value: string; options?: { expirationTtl?: number } };

export function fakeKv({ pageSize = 2 }: { pageSize?: number } = {}) {
  const values = new Map<string, string>();
  const puts: PutCall[] = [];
  const lists: { prefix: string; cursor?: string }[] = [];
  const tick = () => new Promise<void>((resolve) => setImmediate(resolve));
  const kv = {
    async get(key: string) {
      await tick();
      return values.get(key) ?? null;
    },
    async put(key: string, value: string, options?: { expirationTtl?: number }) {
      await tick();
      puts.push({ key, value, options });
      values.set(key, value);
    },
    async delete(key: string) {
      await tick();
      values.delete(key);
    },
    async list(options: { prefix: string; cursor?: string }) {
      await tick();
      lists.push(options);
      const names = [...values.keys()].filter((name) => name.startsWith(options.prefix)).sort();
      const start = options.cursor ? Number(options.cursor) : 0;
      const keys = names.slice(start, start + pageSize).map((name) => ({ name }));
      return start + pageSize >= names.length
        ? { keys, list_complete: true }
        : { keys, list_complete: false, cursor: String(start + pageSize) };
    },
  };
  return { kv, values, puts, lists };
}

/** A clock the stores and the limiter are given: `now()` is `at` until the test moves it. */
export function testClock(start: number) {
  const clock = {
    at: start,
    now: () => clock.at,
  };
  return clock;
}
