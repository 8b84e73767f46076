/** @jest-environment ./tests/unit/lib/leads/node-environment.ts */
import { clientKey, createRateLimiter } from '@/lib/leads/rate-limit.mjs';
import { type Store, memoryStore } from '@/lib/leads/store.mjs';

/** A minute boundary; the limiter counts calendar minutes. */
const minute = Date.UTC(2026, 10, 27, 12, 0, 0);
const window = minute / 60_000;

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A store that answers every call a tick late, as KV or a disk does. */
function slowStore(inner: Store = memoryStore({ now: () => minute })): Store {
  return {
    get: async (key) => {
      await tick();
      return inner.get(key);
    },
    put: async (key, value, options) => {
      await tick();
      return inner.put(key, value, options);
    },
    delete: async (key) => inner.delete(key),
    keys: async (prefix) => inner.keys(prefix),
  };
}

/** A store whose every call fails, as KV does once its daily writes are spent. */
function brokenStore(): Store {
  const fail = async (): Promise<never> => {
    await tick();
    throw new Error('KV put() limit exceeded for the day.');
  };
  return { get: fail, put: fail, delete: fail, keys: fail };
}

const allowedOf = (results: (number | null)[]) => results.filter((r) => r === null).length;

describe('clientKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7 ', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:DB8:0001:0002:0000::1', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['::', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['2001:db8:1:2:3:4:198.51.100.9', '2001:db8:1:2::/64'],
    ['64:ff9b::198.51.100.9', '64:ff9b:0:0::/64'],
  ])('%p is counted as %p', (address, key) => {
    expect(clientKey(address)).toBe(key);
  });

  it.each(['::ffff:203.0.113.7', '::FFFF:203.0.113.7'])(
    'an IPv4-mapped IPv6 address (%p) is its IPv4 address',
    (address) => {
      expect(clientKey(address)).toBe('203.0.113.7');
    },
  );

  it.each([
    'unknown',
    '',
    '1::2::3',
    '1:2:3:4:5:6:7:8:9',
    '1:2:3:4:5:6:7:8::',
    '1:2:3',
    'g::1',
    '12345::1',
    '2001:db8:1:2::/64',
  ])('what is not an address (%p) is counted as it is', (text) => {
    expect(clientKey(text)).toBe(text);
  });
});

describe('createRateLimiter', () => {
  it('lets `limit` requests through, then answers the seconds to the next minute', async () => {
    const limiter = createRateLimiter({ limit: 3, store: memoryStore({ now: () => minute }) });
    for (let i = 0; i < 3; i++) {
      expect(await limiter.check('203.0.113.7', minute + 10_000 + i)).toBeNull();
    }
    expect(await limiter.check('203.0.113.7', minute + 15_000)).toBe(45);
    expect(await limiter.check('203.0.113.7', minute + 59_500)).toBe(1);
    // Another client has its own count.
    expect(await limiter.check('198.51.100.1', minute + 15_000)).toBeNull();
  });

  it('rounds the wait up, and never answers 0 seconds', async () => {
    const limiter = createRateLimiter({ limit: 1, store: null });
    expect(await limiter.check('c', minute)).toBeNull();
    expect(await limiter.check('c', minute)).toBe(60);
    expect(await limiter.check('c', minute + 100)).toBe(60);
    expect(await limiter.check('c', minute + 30_001)).toBe(30);
    expect(await limiter.check('c', minute + 59_999)).toBe(1);
  });

  it('a limit of 0 refuses everything', async () => {
    const limiter = createRateLimiter({ limit: 0, store: memoryStore() });
    expect(await limiter.check('c', minute)).toBe(60);
  });

  it('a new minute starts from zero, in this process and in the store', async () => {
    const store = memoryStore({ now: () => minute });
    const limiter = createRateLimiter({ limit: 2, store });
    expect(await limiter.check('c', minute)).toBeNull();
    expect(await limiter.check('c', minute + 1)).toBeNull();
    expect(await limiter.check('c', minute + 2)).toBe(60);
    expect(await limiter.check('c', minute + 60_000)).toBeNull();
    expect(await limiter.check('c', minute + 60_001)).toBeNull();
    expect(await limiter.check('c', minute + 60_002)).toBe(60);
    expect(await store.get(`rate/c/${window}`)).toBe('2');
    expect(await store.get(`rate/c/${window + 1}`)).toBe('2');
  });

  it('the store count, kept until its minute ends, holds across instances sharing the store', async () => {
    const store = memoryStore({ now: () => minute });
    const put = jest.spyOn(store, 'put');
    const first = createRateLimiter({ limit: 3, store });
    const second = createRateLimiter({ limit: 3, store });
    expect(await first.check('203.0.113.7', minute + 20_000)).toBeNull();
    expect(await first.check('203.0.113.7', minute + 20_000)).toBeNull();
    expect(await second.check('203.0.113.7', minute + 20_000)).toBeNull();
    // The second instance has counted one request itself, but the store has three.
    expect(await second.check('203.0.113.7', minute + 20_000)).toBe(40);
    expect(put).toHaveBeenLastCalledWith(`rate/203.0.113.7/${window}`, '3', {
      expirationTtl: 40,
    });
  });

  it('a refused request does not add to the store count', async () => {
    const store = memoryStore({ now: () => minute });
    const limiter = createRateLimiter({ limit: 1, store });
    expect(await limiter.check('c', minute)).toBeNull();
    expect(await limiter.check('c', minute + 1)).toBe(60);
    expect(await store.keys('rate/')).toEqual([`rate/c/${window}`]);
    expect(await store.get(`rate/c/${window}`)).toBe('1');
  });

  it('20 concurrent checks of one client at limit 3 with a slow store: exactly 3 let through', async () => {
    const limiter = createRateLimiter({ limit: 3, store: slowStore() });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => limiter.check('203.0.113.7', minute + i)),
    );
    expect(allowedOf(results)).toBe(3);
    expect(results.filter((r) => r === 60)).toHaveLength(17);
  });

  it('20 concurrent checks with a store that throws: exactly 3 let through, and the failure is logged', async () => {
    const log = { error: jest.fn() };
    const limiter = createRateLimiter({ limit: 3, store: brokenStore(), log });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => limiter.check('203.0.113.7', minute + 1000)),
    );
    expect(allowedOf(results)).toBe(3);
    expect(log.error).toHaveBeenCalledWith(
      expect.stringMatching(/rate limit counted in this process only.*limit exceeded/),
    );
    // Still closed afterwards, and a new minute opens it again.
    expect(await limiter.check('203.0.113.7', minute + 2000)).toBe(58);
    expect(await limiter.check('203.0.113.7', minute + 60_000)).toBeNull();
  });

  it('a store whose put alone throws: the count in this process still holds', async () => {
    const store = memoryStore({ now: () => minute });
    store.put = async () => {
      throw new Error('ENOSPC: no space left on device');
    };
    const log = { error: jest.fn() };
    const limiter = createRateLimiter({ limit: 2, store, log });
    const results = await Promise.all(Array.from({ length: 10 }, () => limiter.check('c', minute)));
    expect(allowedOf(results)).toBe(2);
    expect(log.error).toHaveBeenCalledTimes(2);
  });

  it('without a store, the count in this process is the limit', async () => {
    const limiter = createRateLimiter({ limit: 3, store: null });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => limiter.check('203.0.113.7', minute)),
    );
    expect(allowedOf(results)).toBe(3);
  });

  it('a new minute resets the concurrent count too', async () => {
    const limiter = createRateLimiter({ limit: 3, store: slowStore() });
    const checks = (at: number) =>
      Promise.all(Array.from({ length: 10 }, () => limiter.check('203.0.113.7', at)));
    expect(allowedOf(await checks(minute + 59_000))).toBe(3);
    expect(allowedOf(await checks(minute + 60_000))).toBe(3);
    expect(allowedOf(await checks(minute + 119_999))).toBe(0);
  });

  it('IPv6 addresses in one /64 share a count; another /64 has its own', async () => {
    const store = memoryStore({ now: () => minute });
    const limiter = createRateLimiter({ limit: 3, store });
    expect(await limiter.check('2001:db8:1:2::1', minute)).toBeNull();
    expect(await limiter.check('2001:db8:1:2:aaaa:bbbb:cccc:dddd', minute)).toBeNull();
    expect(await limiter.check('2001:0DB8:0001:0002:0:0:0:ffff', minute)).toBeNull();
    expect(await limiter.check('2001:db8:1:2::9', minute)).toBe(60);
    expect(await limiter.check('2001:db8:1:3::1', minute)).toBeNull();
    expect((await store.keys('rate/')).sort()).toEqual([
      `rate/2001:db8:1:2::/64/${window}`,
      `rate/2001:db8:1:3::/64/${window}`,
    ]);
  });

  it('an IPv4-mapped address shares the count of its IPv4 address', async () => {
    const limiter = createRateLimiter({ limit: 1, store: null });
    expect(await limiter.check('203.0.113.7', minute)).toBeNull();
    expect(await limiter.check('::ffff:203.0.113.7', minute)).toBe(60);
  });
});
