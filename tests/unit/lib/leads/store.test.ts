/** @jest-environment ./tests/unit/lib/leads/node-environment.ts */
import { mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import type * as FsPromises from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileStore } from '@/lib/leads/file-store.mjs';
import { type Store, claim, kvStore, memoryStore } from '@/lib/leads/store.mjs';
import { fakeKv, testClock } from './fake-kv';

/**
 * node:fs/promises as it is, but for `rm` and `link`, which a test may hold back (to force two
 * callers of fileStore to interleave the way they can in production).
 */
const fsHooks: {
  rm?: (target: string) => Promise<void>;
  link?: (from: string, to: string) => Promise<void>;
} = {};
jest.mock('node:fs/promises', () => {
  const actual = jest.requireActual<typeof FsPromises>('node:fs/promises');
  return {
    ...actual,
    rm: async (...args: Parameters<typeof actual.rm>) => {
      await fsHooks.rm?.(String(args[0]));
      return actual.rm(...args);
    },
    link: async (...args: Parameters<typeof actual.link>) => {
      await fsHooks.link?.(String(args[0]), String(args[1]));
      return actual.link(...args);
    },
  };
});

const start = Date.UTC(2026, 10, 27, 12, 0, 0);

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'leads-store-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});
afterEach(() => {
  delete fsHooks.rm;
  delete fsHooks.link;
});

let folders = 0;
const newFolder = () => path.join(dir, `store-${++folders}`);

/** A folder's store whose `lock/retry` claim has just expired. */
async function expiredClaim() {
  const folder = newFolder();
  const clock = testClock(start);
  const store = fileStore(folder, { now: clock.now });
  expect(await store.claim!('lock/retry', 60)).toBe(true);
  clock.at = start + 61_000;
  return { folder, clock, store };
}

/** Two claims of `lock/retry` at once; the held-back one is let go once the other has ended. */
async function twoClaims(store: Store, release: () => void) {
  const claims = [store.claim!('lock/retry', 60), store.claim!('lock/retry', 60)];
  await Promise.race(claims);
  release();
  return Promise.all(claims);
}

/** A promise a held-back call waits on, and the function that lets it go on. */
function gate() {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { released, release };
}

describe('kvStore: a Cloudflare KV binding as a Store', () => {
  it('get, put, delete and keys go to the binding', async () => {
    const { kv, values } = fakeKv();
    const store = kvStore(kv);
    expect(await store.get('a/1')).toBeNull();
    await store.put('a/1', 'one', { expirationTtl: 120 });
    expect(values.get('a/1')).toBe('one');
    expect(await store.get('a/1')).toBe('one');
    expect(await store.keys('a/')).toEqual(['a/1']);
    await store.delete('a/1');
    expect(values.has('a/1')).toBe(false);
    expect(await store.get('a/1')).toBeNull();
    expect(await store.keys('a/')).toEqual([]);
  });

  it.each([
    [1, 60],
    [59.5, 60],
    [60, 60],
    [60.2, 61],
    [3600, 3600],
  ])('a time to live of %p s is put as %p s (KV refuses under 60 s)', async (ttl, sent) => {
    const { kv, puts } = fakeKv();
    await kvStore(kv).put('rate/x/1', '1', { expirationTtl: ttl });
    expect(puts).toEqual([{ key: 'rate/x/1', value: '1', options: { expirationTtl: sent } }]);
  });

  it('keys follows the cursor through every page of the listing', async () => {
    const { kv, values, lists } = fakeKv({ pageSize: 2 });
    for (const name of ['lead/1', 'lead/2', 'lead/3', 'lead/4', 'lead/5', 'rate/1']) {
      values.set(name, 'x');
    }
    expect(await kvStore(kv).keys('lead/')).toEqual([
      'lead/1',
      'lead/2',
      'lead/3',
      'lead/4',
      'lead/5',
    ]);
    expect(lists).toEqual([
      { prefix: 'lead/' },
      { prefix: 'lead/', cursor: '2' },
      { prefix: 'lead/', cursor: '4' },
    ]);
  });

  it('has no claim of its own and no sweep (KV expires keys itself)', () => {
    const store = kvStore(fakeKv().kv);
    expect(store.claim).toBeUndefined();
    expect(store.sweep).toBeUndefined();
  });
});

describe('claim', () => {
  it("uses the store's own claim when it has one, and nothing else", async () => {
    const store = memoryStore();
    const own = jest.spyOn(store, 'claim');
    const get = jest.spyOn(store, 'get');
    const put = jest.spyOn(store, 'put');
    expect(await claim(store, 'lock/x', 60)).toBe(true);
    expect(await claim(store, 'lock/x', 60)).toBe(false);
    expect(own).toHaveBeenCalledWith('lock/x', 60);
    expect(get).not.toHaveBeenCalled();
    expect(put).not.toHaveBeenCalled();
  });

  describe('on KV (no claim of its own): written, then read back', () => {
    it('true for the first caller, false while it holds the key, true again once deleted', async () => {
      const { kv, puts } = fakeKv();
      const store = kvStore(kv);
      expect(await claim(store, 'lock/retry', 600)).toBe(true);
      expect(puts).toEqual([
        { key: 'lock/retry', value: expect.any(String), options: { expirationTtl: 600 } },
      ]);
      expect(await claim(store, 'lock/retry', 600)).toBe(false);
      await store.delete('lock/retry');
      expect(await claim(store, 'lock/retry', 600)).toBe(true);
    });

    it('of callers that all found the key free, only the one whose write was kept wins', async () => {
      const store = kvStore(fakeKv().kv);
      const results = await Promise.all(
        Array.from({ length: 5 }, () => claim(store, 'lock/x', 60)),
      );
      expect(results.filter(Boolean)).toHaveLength(1);
    });

    it('false when another instance wrote the key between our write and our read', async () => {
      const { kv } = fakeKv();
      const store = kvStore(kv);
      const put = store.put;
      store.put = async (key, value, options) => {
        await put(key, value, options);
        await kv.put(key, 'the other instance', options);
      };
      expect(await claim(store, 'lock/x', 60)).toBe(false);
    });
  });
});

const stores: [string, (now: () => number) => Store][] = [
  ['memoryStore', (now) => memoryStore({ now })],
  ['fileStore', (now) => fileStore(newFolder(), { now })],
];

describe.each(stores)('%s', (_, makeStore) => {
  let clock: ReturnType<typeof testClock>;
  let store: Store;
  beforeEach(() => {
    clock = testClock(start);
    store = makeStore(clock.now);
  });

  it('get, put, delete and keys by prefix', async () => {
    expect(await store.get('a/1')).toBeNull();
    expect(await store.keys('a/')).toEqual([]);
    await store.put('a/1', 'one', { expirationTtl: 60 });
    await store.put('a/2', 'two', { expirationTtl: 60 });
    await store.put('b/1', 'other', { expirationTtl: 60 });
    expect(await store.get('a/1')).toBe('one');
    expect((await store.keys('a/')).sort()).toEqual(['a/1', 'a/2']);
    await store.put('a/1', 'again', { expirationTtl: 60 });
    expect(await store.get('a/1')).toBe('again');
    await store.delete('a/1');
    expect(await store.get('a/1')).toBeNull();
    expect(await store.keys('a/')).toEqual(['a/2']);
    await store.delete('never/there');
  });

  it('an entry whose time to live is over is gone, by the clock it was given', async () => {
    await store.put('ttl/1', 'soon gone', { expirationTtl: 60 });
    clock.at = start + 59_999;
    expect(await store.get('ttl/1')).toBe('soon gone');
    expect(await store.keys('ttl/')).toEqual(['ttl/1']);
    clock.at = start + 60_000;
    expect(await store.get('ttl/1')).toBeNull();
    expect(await store.keys('ttl/')).toEqual([]);
  });

  it('sweep removes the expired entries, says how many, and keeps the others', async () => {
    await store.put('a', '1', { expirationTtl: 60 });
    await store.put('b', '2', { expirationTtl: 120 });
    await store.put('c', '3', { expirationTtl: 3600 });
    expect(await store.sweep!()).toBe(0);
    clock.at = start + 90_000;
    expect(await store.sweep!()).toBe(1);
    clock.at = start + 150_000;
    expect(await store.sweep!()).toBe(1);
    expect(await store.keys('')).toEqual(['c']);
    expect(await store.get('c')).toBe('3');
  });

  describe('claim', () => {
    it('true for the first caller, then false until it expires or is deleted', async () => {
      expect(await store.claim!('lock/retry', 60)).toBe(true);
      expect(await store.claim!('lock/retry', 60)).toBe(false);
      clock.at = start + 59_999;
      expect(await store.claim!('lock/retry', 60)).toBe(false);
      await store.delete('lock/retry');
      expect(await store.claim!('lock/retry', 60)).toBe(true);
      expect(await store.claim!('lock/other', 60)).toBe(true);
    });

    it('an expired claim (its holder died) can be taken again', async () => {
      expect(await store.claim!('lock/retry', 60)).toBe(true);
      clock.at = start + 60_000;
      expect(await store.claim!('lock/retry', 60)).toBe(true);
      expect(await store.claim!('lock/retry', 60)).toBe(false);
    });

    it('is exclusive: of 10 claims at once, exactly one is true', async () => {
      const results = await Promise.all(
        Array.from({ length: 10 }, () => store.claim!('lock/retry', 60)),
      );
      expect(results.filter(Boolean)).toHaveLength(1);
    });

    it('of 10 claims at once of an expired claim, exactly one is true (20 rounds)', async () => {
      for (let round = 0; round < 20; round++) {
        clock.at = start + round * 120_000;
        expect(await store.claim!(`lock/${round}`, 60)).toBe(true);
        clock.at += 60_000;
        const results = await Promise.all(
          Array.from({ length: 10 }, () => store.claim!(`lock/${round}`, 60)),
        );
        expect(results.filter(Boolean)).toHaveLength(1);
      }
    });
  });
});

describe('fileStore on disk', () => {
  const fileOf = (key: string) => encodeURIComponent(key);

  it('one file per key, private to the service, and no temporary file left', async () => {
    const folder = newFolder();
    const store = fileStore(folder);
    await store.put('lead/2026-11-27T12:00:00.000Z/a', 'x', { expirationTtl: 60 });
    await store.put('lead/2026-11-27T12:00:00.000Z/a', 'y', { expirationTtl: 60 });
    expect(await store.claim!('lock/retry', 60)).toBe(true);
    const files = (await readdir(folder)).sort();
    expect(files).toEqual([fileOf('lead/2026-11-27T12:00:00.000Z/a'), fileOf('lock/retry')]);
    for (const file of files) {
      expect((await stat(path.join(folder, file))).mode & 0o777).toBe(0o600);
    }
    expect((await stat(folder)).mode & 0o077).toBe(0);
    // Another instance on the same folder (a restart, a second process) sees the same entries.
    const other = fileStore(folder);
    expect(await other.get('lead/2026-11-27T12:00:00.000Z/a')).toBe('y');
    expect(await other.claim!('lock/retry', 60)).toBe(false);
  });

  it('a folder that does not exist yet is an empty store', async () => {
    const store = fileStore(path.join(newFolder(), 'missing', 'deeper'));
    expect(await store.get('x')).toBeNull();
    expect(await store.keys('')).toEqual([]);
    expect(await store.sweep!()).toBe(0);
  });

  it('after writes with a moved clock, sweep leaves no expired file on disk', async () => {
    const folder = newFolder();
    const clock = testClock(start);
    const store = fileStore(folder, { now: clock.now });
    await store.put('rate/203.0.113.7/1', '3', { expirationTtl: 60 });
    await store.put('lead/old', 'kept', { expirationTtl: 3600 });
    expect(await store.claim!('lock/retry', 600)).toBe(true);
    clock.at = start + 120_000;
    await store.put('rate/203.0.113.7/2', '1', { expirationTtl: 60 });
    await store.put('queue/has-leads', '1', { expirationTtl: 86_400 });
    clock.at = start + 700_000;
    expect(await store.sweep!()).toBe(3);
    expect((await readdir(folder)).sort()).toEqual(
      [fileOf('lead/old'), fileOf('queue/has-leads')].sort(),
    );
    clock.at = start + 3_600_000;
    expect(await store.sweep!()).toBe(1);
    expect(await readdir(folder)).toEqual([fileOf('queue/has-leads')]);
  });

  it('an expired file is never read, and reading it removes it', async () => {
    const folder = newFolder();
    const clock = testClock(start);
    const store = fileStore(folder, { now: clock.now });
    await store.put('lead/a', 'secret', { expirationTtl: 60 });
    clock.at = start + 60_000;
    expect(await store.get('lead/a')).toBeNull();
    expect(await readdir(folder)).toEqual([]);
  });

  it('a file this store did not write whole is no entry, and is removed', async () => {
    const folder = newFolder();
    const store = fileStore(folder);
    await store.put('x', 'placeholder', { expirationTtl: 60 });
    await writeFile(path.join(folder, fileOf('lead/half')), '{"value":"cut', { mode: 0o600 });
    await writeFile(path.join(folder, fileOf('lead/nothing')), '', { mode: 0o600 });
    expect(await store.keys('lead/')).toEqual([]);
    expect(await readdir(folder)).toEqual([fileOf('x')]);
  });

  it('a claim on disk is exclusive across instances on one folder: 10 at once, one true', async () => {
    const folder = newFolder();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => fileStore(folder).claim!('lock/retry', 60)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await readdir(folder)).toEqual([fileOf('lock/retry')]);
  });

  it('an expired claim can be taken again on disk, and the new one holds', async () => {
    const { folder, store } = await expiredClaim();
    expect(await store.claim!('lock/retry', 60)).toBe(true);
    const entry = JSON.parse(await readFile(path.join(folder, fileOf('lock/retry')), 'utf8'));
    expect(entry.expires).toBe(start + 121_000);
    expect(await store.claim!('lock/retry', 60)).toBe(false);
  });

  it('two claims of an expired claim: the one that saw it expired late does not remove the new holder', async () => {
    // Both callers read the expired file; one of them is held back just before it removes it.
    // The other must not win too (by removing the file itself and creating its own, which the
    // held one would then remove to create its own).
    const { folder, store } = await expiredClaim();
    const lockFile = path.join(folder, fileOf('lock/retry'));
    let held = false;
    const { released, release } = gate();
    fsHooks.rm = async (target) => {
      if (target !== lockFile || held) return;
      held = true;
      await released;
    };
    const results = await twoClaims(store, release);
    expect(held).toBe(true);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('a claim that saw the expired file long before does not remove the claim taken since', async () => {
    // One caller is held back after reading the expired file, until the other has removed it
    // and taken the key: what the late one then finds is the new claim, which it must leave.
    const { store } = await expiredClaim();
    let held = false;
    const { released, release } = gate();
    fsHooks.link = async (_, to) => {
      if (!to.endsWith('.stale') || held) return;
      held = true;
      await released;
    };
    const results = await twoClaims(store, release);
    expect(held).toBe(true);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await store.claim!('lock/retry', 60)).toBe(false);
  });

  it('a sweep that saw a claim expired does not remove the claim taken meanwhile', async () => {
    const { folder, store } = await expiredClaim();
    const lockFile = path.join(folder, fileOf('lock/retry'));
    const { released, release } = gate();
    let holding = () => {};
    const held = new Promise<void>((resolve) => {
      holding = resolve;
    });
    fsHooks.rm = async (target) => {
      if (target !== lockFile) return;
      delete fsHooks.rm;
      holding();
      await released;
    };
    // The sweep has read the expired file and is about to remove it when a claim comes.
    const sweeping = store.sweep!();
    await held;
    const claimed = await store.claim!('lock/retry', 60);
    release();
    await sweeping;
    // Whichever removed the expired file, once both are done a claim holds the key, or it is
    // free and the next claim holds it: never a claim that a sweep removed.
    if (claimed) expect(await store.claim!('lock/retry', 60)).toBe(false);
    else expect(await store.claim!('lock/retry', 60)).toBe(true);
    expect(await store.claim!('lock/retry', 60)).toBe(false);
    expect(await readdir(folder)).toEqual([fileOf('lock/retry')]);
  });
  it('what a process that died mid-write left (a temporary file, a removal marker) goes after 10 minutes', async () => {
    const { folder, store } = await expiredClaim();
    const temp = '.0b1f2c3d-dead-4bee-8f00-123456789abc.tmp';
    const marker = `.${fileOf('lock/retry')}.stale`;
    await writeFile(path.join(folder, temp), '{"value":"half', { mode: 0o600 });
    await writeFile(path.join(folder, marker), '', { mode: 0o600 });
    // The marker keeps the expired claim until it is gone: the key stays taken, never taken twice.
    expect(await store.claim!('lock/retry', 60)).toBe(false);
    await store.sweep!();
    expect((await readdir(folder)).sort()).toEqual([marker, temp, fileOf('lock/retry')].sort());
    const later = jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 10 * 60_000 + 1000);
    try {
      await store.sweep!();
    } finally {
      later.mockRestore();
    }
    expect(await readdir(folder)).toEqual([]);
    expect(await store.claim!('lock/retry', 60)).toBe(true);
  });
});
