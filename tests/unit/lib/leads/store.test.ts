/** @jest-environment ./tests/unit/lib/leads/node-environment.ts */
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LEAD_TTL_DAYS } from '@/lib/leads/config.mjs';
import { fileStore } from '@/lib/leads/file-store.mjs';
import type { Mail } from '@/lib/leads/providers.mjs';
import {
  type Store,
  keepLead,
  keptLeads,
  memoryStore,
  overLimit,
  retryKept,
} from '@/lib/leads/store.mjs';

const mailOf = (id: string): Mail => ({
  id,
  from: 'Kyrelo signups <no-reply@kyrelo.example>',
  to: 'sales@kyrelo.example',
  replyTo: `${id}@visitor.example`,
  subject: 'New Trial Signup',
  html: `<h2>${id}</h2>`,
  text: id,
});

/** A minute boundary, and moments inside that minute. */
const minute = Date.UTC(2026, 10, 27, 12, 0, 0);
const DAY = 86_400_000;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'leads-store-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

let count = 0;
const stores: [string, () => Store][] = [
  ['memoryStore', () => memoryStore()],
  ['fileStore', () => fileStore(path.join(dir, `store-${++count}`))],
];

describe.each(stores)('%s', (_, makeStore) => {
  let store: Store;
  beforeEach(() => {
    store = makeStore();
  });

  describe('the store calls', () => {
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

    it('an entry whose time to live is over is gone', async () => {
      const now = Date.now();
      const clock = jest.spyOn(Date, 'now').mockReturnValue(now);
      try {
        await store.put('ttl/1', 'soon gone', { expirationTtl: 60 });
        clock.mockReturnValue(now + 59_000);
        expect(await store.get('ttl/1')).toBe('soon gone');
        clock.mockReturnValue(now + 60_001);
        expect(await store.get('ttl/1')).toBeNull();
        expect(await store.keys('ttl/')).toEqual([]);
      } finally {
        clock.mockRestore();
      }
    });
  });

  describe('overLimit: a fixed window per client and calendar minute', () => {
    it('lets `limit` requests through, then answers the seconds to the next minute', async () => {
      for (let i = 0; i < 3; i++) {
        expect(await overLimit(store, '203.0.113.7', 3, minute + 10_000 + i)).toBeNull();
      }
      expect(await overLimit(store, '203.0.113.7', 3, minute + 15_000)).toBe(45);
      expect(await overLimit(store, '203.0.113.7', 3, minute + 59_500)).toBe(1);
      // Another client has its own count.
      expect(await overLimit(store, '198.51.100.1', 3, minute + 15_000)).toBeNull();
      // The next minute starts from zero.
      expect(await overLimit(store, '203.0.113.7', 3, minute + 60_000)).toBeNull();
    });

    it('rounds the wait up, and never answers 0 seconds', async () => {
      expect(await overLimit(store, 'c', 1, minute + 100)).toBeNull();
      expect(await overLimit(store, 'c', 1, minute + 100)).toBe(60);
      expect(await overLimit(store, 'c', 1, minute + 30_001)).toBe(30);
      expect(await overLimit(store, 'c', 1, minute + 59_999)).toBe(1);
    });

    it('a limit of 0 refuses everything', async () => {
      expect(await overLimit(store, 'c', 0, minute)).toBe(60);
    });

    it('a refused request does not add to the count', async () => {
      expect(await overLimit(store, 'c', 1, minute)).toBeNull();
      expect(await overLimit(store, 'c', 1, minute + 1)).toBe(60);
      const keys = await store.keys('rate/c/');
      expect(keys).toEqual([`rate/c/${minute / 60_000}`]);
      expect(await store.get(keys[0]!)).toBe('1');
    });
  });

  describe('kept leads', () => {
    it('keepLead keeps the mail with its error for LEAD_TTL_DAYS; keptLeads lists oldest first', async () => {
      await keepLead(store, mailOf('second'), '500 later', minute + 1000);
      await keepLead(store, mailOf('first'), 'unreachable (TypeError: fetch failed)', minute);
      const leads = await keptLeads(store);
      expect(leads).toEqual([
        {
          id: 'first',
          storedAt: new Date(minute).toISOString(),
          expiresAt: new Date(minute + LEAD_TTL_DAYS * DAY).toISOString(),
          attempts: 1,
          lastError: 'unreachable (TypeError: fetch failed)',
          mail: mailOf('first'),
        },
        expect.objectContaining({ id: 'second', attempts: 1, lastError: '500 later' }),
      ]);
    });

    it('retryKept delivers them oldest first and deletes each one delivered', async () => {
      await keepLead(store, mailOf('b'), 'down', minute + 2);
      await keepLead(store, mailOf('a'), 'down', minute + 1);
      await keepLead(store, mailOf('c'), 'down', minute + 3);
      const sent: string[] = [];
      const send = jest.fn(async (mail: Mail) => {
        sent.push(mail.id);
      });
      expect(await retryKept(store, send, { max: 2, now: minute + DAY })).toEqual({
        delivered: 2,
        remaining: 1,
      });
      expect(sent).toEqual(['a', 'b']);
      expect(send).toHaveBeenCalledWith(mailOf('a'));
      expect((await keptLeads(store)).map((lead) => lead.id)).toEqual(['c']);
      expect(await retryKept(store, send, { now: minute + DAY })).toEqual({
        delivered: 1,
        remaining: 0,
      });
      expect(await keptLeads(store)).toEqual([]);
    });

    it('a lead failing again stays, one attempt more, with the new error', async () => {
      await keepLead(store, mailOf('a'), 'first failure', minute);
      await keepLead(store, mailOf('b'), 'first failure', minute + 1);
      const send = jest.fn(async (mail: Mail) => {
        if (mail.id === 'a') throw new Error('503 still down');
      });
      expect(await retryKept(store, send, { now: minute + DAY })).toEqual({
        delivered: 1,
        remaining: 1,
      });
      const [lead] = await keptLeads(store);
      expect(lead).toEqual({
        id: 'a',
        storedAt: new Date(minute).toISOString(),
        expiresAt: new Date(minute + LEAD_TTL_DAYS * DAY).toISOString(),
        attempts: 2,
        lastError: 'Error: 503 still down',
        mail: mailOf('a'),
      });
      await retryKept(store, send, { now: minute + 2 * DAY });
      expect((await keptLeads(store))[0]).toMatchObject({ attempts: 3 });
    });

    it('a lead failing in its last minute is left to expire, not rewritten', async () => {
      await keepLead(store, mailOf('a'), 'first failure', minute);
      const failing = jest.fn(async () => {
        throw new Error('down');
      });
      const end = minute + LEAD_TTL_DAYS * DAY;
      expect(await retryKept(store, failing, { now: end - 30_000 })).toEqual({
        delivered: 0,
        remaining: 1,
      });
      expect((await keptLeads(store))[0]).toMatchObject({
        attempts: 1,
        lastError: 'first failure',
      });
    });
  });
});

describe('fileStore on disk', () => {
  it('one file per key, private to the service, and no temporary file left', async () => {
    const folder = path.join(dir, 'on-disk');
    const store = fileStore(folder);
    await keepLead(store, mailOf('a'), 'down', minute);
    const files = await readdir(folder);
    expect(files).toEqual([encodeURIComponent(`lead/${new Date(minute).toISOString()}/a`)]);
    expect((await stat(path.join(folder, files[0]!))).mode & 0o777).toBe(0o600);
    expect((await stat(folder)).mode & 0o077).toBe(0);
    // Another instance on the same folder (a restart, a second process) sees the same lead.
    expect((await keptLeads(fileStore(folder))).map((lead) => lead.id)).toEqual(['a']);
  });

  it('a folder that does not exist yet is an empty store', async () => {
    const store = fileStore(path.join(dir, 'missing', 'deeper'));
    expect(await store.get('x')).toBeNull();
    expect(await store.keys('')).toEqual([]);
    expect(await keptLeads(store)).toEqual([]);
  });
});
