/** @jest-environment ./tests/unit/lib/leads/node-environment.ts */
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LEAD_TTL_DAYS } from '@/lib/leads/config.mjs';
import { fileStore } from '@/lib/leads/file-store.mjs';
import {
  QUEUE,
  REFUSED,
  isPermanent,
  keepLead,
  keptLeads,
  mayHaveQueued,
  pauseAfter,
  readLeads,
  refuseLead,
  retryKept,
} from '@/lib/leads/kept-leads.mjs';
import { DeliveryError, type Mail } from '@/lib/leads/providers.mjs';
import { type Store, kvStore, memoryStore } from '@/lib/leads/store.mjs';
import { fakeKv } from './fake-kv';

const mailOf = (id: string): Mail => ({
  id,
  from: 'Kyrelo signups <no-reply@kyrelo.example>',
  to: 'sales@kyrelo.example',
  replyTo: `${id}@visitor.example`,
  subject: 'New Trial Signup',
  html: `<h2>Signup of ${id}</h2>`,
  text: id,
});

const start = Date.UTC(2026, 10, 27, 12, 0, 0);
const SECOND = 1000;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();

const base64 = (bytes: number[]) => btoa(String.fromCharCode(...bytes));
const key = base64(Array.from({ length: 32 }, (_, i) => i + 1));
const otherKey = base64(Array.from({ length: 32 }, (_, i) => 200 - i));

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));
const idsOf = (leads: { id: string }[]) => leads.map((lead) => lead.id);

/** A send that records what it delivered and fails for the ids in `failing`. */
function sender(failing: Record<string, Error> = {}) {
  const sent: string[] = [];
  const send = jest.fn(async (mail: Mail) => {
    await tick();
    const error = failing[mail.id];
    if (error) throw error;
    sent.push(mail.id);
  });
  return { send, sent };
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'kept-leads-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});
let folders = 0;

describe('pauseAfter: 1, 2, 4 … minutes after each failed attempt, at most 6 hours', () => {
  it.each([
    [0, MINUTE],
    [1, MINUTE],
    [2, 2 * MINUTE],
    [3, 4 * MINUTE],
    [4, 8 * MINUTE],
    [9, 256 * MINUTE],
    [10, 6 * HOUR],
    [50, 6 * HOUR],
  ])('after %i attempts: %i ms', (attempts, pause) => {
    expect(pauseAfter(attempts)).toBe(pause);
  });
});

describe('isPermanent', () => {
  it.each([
    [new DeliveryError('422 invalid', { permanent: true }), true],
    [new DeliveryError('500 down'), false],
    [new DeliveryError('401 key', { permanent: false }), false],
    [new Error('down'), false],
    [{ permanent: 'yes' }, false],
    [{ permanent: true }, true],
    [null, false],
    [undefined, false],
    ['422', false],
  ])('%p: %p', (error, expected) => {
    expect(isPermanent(error)).toBe(expected);
  });
});

describe('keepLead, refuseLead, readLeads', () => {
  it('keepLead keeps the mail, its error and its first pause for LEAD_TTL_DAYS, and marks the queue', async () => {
    const store = memoryStore({ now: () => start });
    const put = jest.spyOn(store, 'put');
    expect(await mayHaveQueued({ store })).toBe(false);
    await keepLead({ store }, mailOf('a'), 'unreachable (TypeError: fetch failed)', start);
    expect(await keptLeads({ store })).toEqual([
      {
        id: 'a',
        storedAt: iso(start),
        expiresAt: iso(start + LEAD_TTL_DAYS * DAY),
        attempts: 1,
        lastError: 'unreachable (TypeError: fetch failed)',
        nextAttemptAt: iso(start + MINUTE),
        mail: mailOf('a'),
      },
    ]);
    expect(await store.keys(QUEUE)).toEqual([`lead/${iso(start)}/a`]);
    expect(put).toHaveBeenCalledWith(`lead/${iso(start)}/a`, expect.any(String), {
      expirationTtl: LEAD_TTL_DAYS * 86_400,
    });
    expect(await mayHaveQueued({ store })).toBe(true);
  });

  it('keptLeads lists oldest first', async () => {
    const store = memoryStore({ now: () => start });
    await keepLead({ store }, mailOf('second'), '500', start + 1000);
    await keepLead({ store }, mailOf('first'), '500', start);
    await keepLead({ store }, mailOf('third'), '500', start + DAY);
    expect(idsOf(await keptLeads({ store }))).toEqual(['first', 'second', 'third']);
  });

  it('refuseLead keeps it in the refused list, out of the queue', async () => {
    const store = memoryStore({ now: () => start });
    await refuseLead({ store }, mailOf('r'), '422 invalid', start);
    expect(await keptLeads({ store })).toEqual([]);
    expect(await mayHaveQueued({ store })).toBe(false);
    expect(await store.keys(REFUSED)).toEqual([`refused/${iso(start)}/r`]);
    expect(await keptLeads({ store }, REFUSED)).toEqual([
      expect.objectContaining({ id: 'r', lastError: '422 invalid', mail: mailOf('r') }),
    ]);
  });

  describe('sealed, when a key is given', () => {
    it('the raw store value holds neither the visitor address nor the lead html', async () => {
      const store = memoryStore({ now: () => start });
      const mail = mailOf('ada');
      await keepLead({ store, key }, mail, '500', start);
      await refuseLead({ store, key }, mail, '422', start);
      for (const name of [...(await store.keys(QUEUE)), ...(await store.keys(REFUSED))]) {
        const raw = (await store.get(name))!;
        expect(raw.startsWith('v1.')).toBe(true);
        expect(raw).not.toContain(mail.replyTo);
        expect(raw).not.toContain('visitor.example');
        expect(raw).not.toContain(mail.html);
        expect(raw).not.toContain('Signup of');
      }
      expect(await keptLeads({ store, key })).toEqual([
        expect.objectContaining({ id: 'ada', mail }),
      ]);
      expect(await keptLeads({ store, key }, REFUSED)).toEqual([
        expect.objectContaining({ id: 'ada', mail }),
      ]);
    });

    it('on disk too: the file holds no visitor address', async () => {
      const folder = path.join(dir, `sealed-${++folders}`);
      const store = fileStore(folder, { now: () => start });
      await keepLead({ store, key }, mailOf('ada'), '500', start);
      const [file] = (await readdir(folder)).filter((name) => name.startsWith('lead'));
      const raw = await readFile(path.join(folder, file!), 'utf8');
      expect(raw).not.toContain('ada@visitor.example');
      expect(raw).not.toContain('Signup of');
    });

    it('readLeads with the wrong key counts it unreadable, and still reads the others', async () => {
      const store = memoryStore({ now: () => start });
      await keepLead({ store, key: otherKey }, mailOf('other'), '500', start);
      await keepLead({ store, key }, mailOf('mine'), '500', start + 1);
      // Kept before the key was set: plain, and still read.
      await keepLead({ store }, mailOf('plain'), '500', start + 2);
      const { leads, unreadable } = await readLeads({ store, key });
      expect(unreadable).toBe(1);
      expect(leads.map(({ lead }) => lead.id)).toEqual(['mine', 'plain']);
      expect(leads[0]!.key).toBe(`lead/${iso(start + 1)}/mine`);
    });

    it('without a key, a sealed lead is unreadable', async () => {
      const store = memoryStore({ now: () => start });
      await keepLead({ store, key }, mailOf('a'), '500', start);
      expect(await readLeads({ store })).toEqual({ leads: [], unreadable: 1 });
    });
  });
});

describe('retryKept', () => {
  let store: Store;
  beforeEach(() => {
    store = memoryStore({ now: () => start });
  });
  const where = () => ({ store, key });

  it('delivers only the leads whose pause is over, and deletes each one delivered', async () => {
    await keepLead(where(), mailOf('a'), 'down', start);
    await keepLead(where(), mailOf('b'), 'down', start + 30 * SECOND);
    const { send, sent } = sender();
    expect(await retryKept(where(), { mail: send }, { now: start + 59 * SECOND })).toEqual({
      delivered: 0,
      refused: 0,
      remaining: 2,
      busy: false,
    });
    expect(await retryKept(where(), { mail: send }, { now: start + MINUTE })).toEqual({
      delivered: 1,
      refused: 0,
      remaining: 1,
      busy: false,
    });
    expect(sent).toEqual(['a']);
    expect(idsOf(await keptLeads(where()))).toEqual(['b']);
    expect(await retryKept(where(), { mail: send }, { now: start + 90 * SECOND })).toMatchObject({
      delivered: 1,
      remaining: 0,
    });
    expect(sent).toEqual(['a', 'b']);
    expect(send).toHaveBeenCalledWith(mailOf('a'));
  });

  it('force: every lead, due or not', async () => {
    await keepLead(where(), mailOf('a'), 'down', start);
    const { send, sent } = sender();
    expect(await retryKept(where(), { mail: send }, { now: start, force: true })).toMatchObject({
      delivered: 1,
      remaining: 0,
    });
    expect(sent).toEqual(['a']);
  });

  it('the longest-waiting first, at most `max` in a run', async () => {
    await keepLead(where(), mailOf('b'), 'down', start + 2);
    await keepLead(where(), mailOf('a'), 'down', start + 1);
    await keepLead(where(), mailOf('c'), 'down', start + 3);
    const { send, sent } = sender();
    expect(await retryKept(where(), { mail: send }, { max: 2, now: start + DAY })).toMatchObject({
      delivered: 2,
      remaining: 1,
    });
    expect(sent).toEqual(['a', 'b']);
    expect(await mayHaveQueued(where())).toBe(true);
    await retryKept(where(), { mail: send }, { now: start + DAY });
    expect(sent).toEqual(['a', 'b', 'c']);
    expect(await keptLeads(where())).toEqual([]);
    expect(await mayHaveQueued(where())).toBe(false);
  });

  it('a lead failing again stays, one attempt more, the new error, its pause doubled', async () => {
    await keepLead(where(), mailOf('a'), 'first failure', start);
    const { send } = sender({ a: new DeliveryError('503 still down') });
    let now = start + MINUTE;
    expect(await retryKept(where(), { mail: send }, { now })).toEqual({
      delivered: 0,
      refused: 0,
      remaining: 1,
      busy: false,
    });
    expect(await keptLeads(where())).toEqual([
      {
        id: 'a',
        storedAt: iso(start),
        expiresAt: iso(start + LEAD_TTL_DAYS * DAY),
        attempts: 2,
        lastError: 'Error: 503 still down',
        nextAttemptAt: iso(now + 2 * MINUTE),
        mail: mailOf('a'),
      },
    ]);
    // Not due before its pause is over.
    await retryKept(where(), { mail: send }, { now: now + 2 * MINUTE - 1 });
    expect(send).toHaveBeenCalledTimes(1);
    now += 2 * MINUTE;
    await retryKept(where(), { mail: send }, { now });
    expect((await keptLeads(where()))[0]).toMatchObject({
      attempts: 3,
      nextAttemptAt: iso(now + 4 * MINUTE),
    });
    expect(await mayHaveQueued(where())).toBe(true);
  });

  it('a lead failing in its last minute is left to expire, not rewritten', async () => {
    await keepLead(where(), mailOf('a'), 'first failure', start);
    const { send } = sender({ a: new Error('down') });
    const end = start + LEAD_TTL_DAYS * DAY;
    expect(await retryKept(where(), { mail: send }, { now: end - 30_000 })).toMatchObject({
      delivered: 0,
      remaining: 1,
    });
    expect((await keptLeads(where()))[0]).toMatchObject({
      attempts: 1,
      lastError: 'first failure',
    });
  });

  it('a lead the provider refuses for good (422) moves from the queue to the refused list', async () => {
    await keepLead(where(), mailOf('bad'), '500', start);
    await keepLead(where(), mailOf('good'), '500', start + 1);
    const refusal = new DeliveryError('422 {"message":"Invalid `to` field"}', { permanent: true });
    const { send, sent } = sender({ bad: refusal });
    const now = start + HOUR;
    expect(await retryKept(where(), { mail: send }, { now })).toEqual({
      delivered: 1,
      refused: 1,
      remaining: 0,
      busy: false,
    });
    expect(sent).toEqual(['good']);
    expect(await keptLeads(where())).toEqual([]);
    expect(await store.keys(REFUSED)).toEqual([`refused/${iso(start)}/bad`]);
    expect(await keptLeads(where(), REFUSED)).toEqual([
      expect.objectContaining({
        id: 'bad',
        attempts: 2,
        lastError: 'Error: 422 {"message":"Invalid `to` field"}',
        mail: mailOf('bad'),
      }),
    ]);
    // The queue's runs leave it there; nothing is sent again.
    await retryKept(where(), { mail: send }, { now: now + DAY, force: true });
    expect(send).toHaveBeenCalledTimes(2);
    expect(await keptLeads(where(), REFUSED)).toHaveLength(1);
  });

  it('a lead that fails for now (500, 429) stays in the queue', async () => {
    await keepLead(where(), mailOf('a'), 'down', start);
    await keepLead(where(), mailOf('b'), 'down', start);
    const { send } = sender({
      a: new DeliveryError('500 Internal Server Error'),
      b: new DeliveryError('429 Too Many Requests'),
    });
    expect(await retryKept(where(), { mail: send }, { now: start + HOUR })).toMatchObject({
      delivered: 0,
      refused: 0,
      remaining: 2,
    });
    expect(await keptLeads(where(), REFUSED)).toEqual([]);
  });

  it('the refused list is sent again only when asked (the admin route), and a new refusal keeps it there', async () => {
    await refuseLead(where(), mailOf('fixed'), '422', start);
    await refuseLead(where(), mailOf('still-bad'), '422', start + 1);
    const { send, sent } = sender({
      'still-bad': new DeliveryError('422 invalid', { permanent: true }),
    });
    expect(await retryKept(where(), { mail: send }, { now: start + HOUR })).toMatchObject({
      delivered: 0,
      remaining: 0,
    });
    expect(send).not.toHaveBeenCalled();
    expect(
      await retryKept(where(), { mail: send }, { now: start + HOUR, force: true, refused: true }),
    ).toMatchObject({ delivered: 1, refused: 0, busy: false });
    expect(sent).toEqual(['fixed']);
    expect(await keptLeads(where(), REFUSED)).toEqual([
      expect.objectContaining({ id: 'still-bad', attempts: 2 }),
    ]);
    expect(await keptLeads(where())).toEqual([]);
  });

  it('a sealed lead failing again is written back sealed', async () => {
    await keepLead(where(), mailOf('ada'), 'down', start);
    const { send } = sender({ ada: new Error('503') });
    await retryKept(where(), { mail: send }, { now: start + HOUR });
    const [name] = await store.keys(QUEUE);
    const raw = (await store.get(name!))!;
    expect(raw.startsWith('v1.')).toBe(true);
    expect(raw).not.toContain('ada@visitor.example');
    expect((await keptLeads(where()))[0]).toMatchObject({ attempts: 2 });
  });

  it('a lead kept before the pauses existed (no nextAttemptAt) is due and waits since it was kept', async () => {
    // Kept by the previous version: plain JSON, no nextAttemptAt.
    const old = {
      id: 'old',
      storedAt: iso(start + MINUTE),
      expiresAt: iso(start + MINUTE + LEAD_TTL_DAYS * DAY),
      attempts: 1,
      lastError: 'down',
      mail: mailOf('old'),
    };
    await store.put(`lead/${old.storedAt}/old`, JSON.stringify(old), { expirationTtl: 86_400 });
    // Kept earlier, but failed since: due only two hours later.
    await keepLead(where(), mailOf('retried'), 'down', start);
    const name = `lead/${iso(start)}/retried`;
    const retried = (await keptLeads(where())).find((lead) => lead.id === 'retried')!;
    await store.put(
      name,
      JSON.stringify({ ...retried, attempts: 8, nextAttemptAt: iso(start + 2 * HOUR) }),
      { expirationTtl: 86_400 },
    );
    const { send, sent } = sender();
    await retryKept(where(), { mail: send }, { max: 1, now: start + 3 * HOUR });
    expect(sent).toEqual(['old']);
    await retryKept(where(), { mail: send }, { max: 1, now: start + 3 * HOUR });
    expect(sent).toEqual(['old', 'retried']);
  });

  it('ten always-failing leads kept earlier do not starve a newer due lead: their pauses grow, so one run of max 5 delivers it while all ten are due too', async () => {
    const poison = Array.from({ length: 10 }, (_, i) => `poison-${i}`);
    for (const [i, id] of poison.entries()) await keepLead(where(), mailOf(id), '500', start + i);
    const failing = Object.fromEntries(poison.map((id) => [id, new DeliveryError('500 down')]));
    const { send, sent } = sender(failing);
    // The service's timer: a run of at most 5 every minute, for eight minutes.
    for (let run = 1; run <= 8; run++) {
      await retryKept(where(), { mail: send }, { max: 5, now: start + run * MINUTE + SECOND });
    }
    expect(sent).toEqual([]);
    // A new lead is kept; then the service is down for ten minutes, so that when the next run
    // comes every kept lead is due, the ten poison leads included.
    await keepLead(where(), mailOf('new'), '500', start + 8 * MINUTE + 30 * SECOND);
    const now = start + 20 * MINUTE;
    const before = await keptLeads(where());
    expect(before.every((lead) => Date.parse(lead.nextAttemptAt) <= now)).toBe(true);
    expect(await retryKept(where(), { mail: send }, { max: 5, now })).toMatchObject({
      delivered: 1,
      remaining: 10,
    });
    expect(sent).toEqual(['new']);
    // The poison leads are all still kept, none lost.
    expect(idsOf(await keptLeads(where())).sort()).toEqual([...poison].sort());
  });

  it('a run that fails midway frees the lock and keeps the queue marked', async () => {
    await keepLead(where(), mailOf('a'), 'down', start);
    const keys = store.keys;
    store.keys = async () => {
      throw new Error('KV list failed');
    };
    const { send } = sender();
    await expect(retryKept(where(), { mail: send }, { now: start + HOUR })).rejects.toThrow(
      'KV list failed',
    );
    store.keys = keys;
    expect(await mayHaveQueued(where())).toBe(true);
    expect(await retryKept(where(), { mail: send }, { now: start + HOUR })).toMatchObject({
      delivered: 1,
      busy: false,
    });
  });
});

describe.each([
  ['memoryStore', () => memoryStore({ now: () => start })],
  ['fileStore', () => fileStore(path.join(dir, `runs-${++folders}`), { now: () => start })],
  ['kvStore', () => kvStore(fakeKv().kv)],
] as [string, () => Store][])('one retry run at a time (%s)', (_, makeStore) => {
  it('two concurrent runs: one is busy and sends nothing, the lead is sent exactly once', async () => {
    const store = makeStore();
    const where = { store, key };
    await keepLead(where, mailOf('a'), 'down', start);
    let calls = 0;
    // A second delivery of the same lead would fail, and be saved again if a run let it.
    const send = jest.fn(async () => {
      calls++;
      await tick();
      await tick();
      if (calls > 1) throw new Error('503 second send');
    });
    const results = await Promise.all([
      retryKept(where, { mail: send }, { now: start + HOUR }),
      retryKept(where, { mail: send }, { now: start + HOUR }),
    ]);
    expect(results.filter((r) => r.busy)).toEqual([
      { delivered: 0, refused: 0, remaining: null, busy: true },
    ]);
    expect(results.filter((r) => !r.busy)).toEqual([
      { delivered: 1, refused: 0, remaining: 0, busy: false },
    ]);
    expect(send).toHaveBeenCalledTimes(1);
    // Delivered by one run: never saved again by the other.
    expect(await keptLeads(where)).toEqual([]);
    expect(await keptLeads(where, REFUSED)).toEqual([]);
    // The lock is freed once the run is over.
    expect((await retryKept(where, { mail: send }, { now: start + HOUR })).busy).toBe(false);
  });
});

describe('one lead, two destinations', () => {
  let store: Store;
  beforeEach(() => {
    store = memoryStore({ now: () => start });
  });
  const where = () => ({ store, key });
  const hookOf = (id: string) => ({ id, body: `{"data":{"id":"${id}"}}` });

  it('the e-mail and the webhook of one lead are two records side by side, neither overwriting the other', async () => {
    await keepLead(where(), mailOf('a'), 'provider down', start);
    await keepLead(where(), { destination: 'webhook', item: hookOf('a') }, 'CRM down', start);
    expect((await store.keys(QUEUE)).sort()).toEqual([
      `${QUEUE}${iso(start)}/a`,
      `${QUEUE}${iso(start)}/a#webhook`,
    ]);
    const [mail, hook] = await keptLeads(where());
    expect(mail).toMatchObject({ id: 'a', mail: mailOf('a'), lastError: 'provider down' });
    expect(mail).not.toHaveProperty('destination');
    expect(hook).toMatchObject({ id: 'a', destination: 'webhook', webhook: hookOf('a') });
  });

  it('a retry sends each record to its own destination, and only the one that fails stays', async () => {
    await keepLead(where(), mailOf('a'), 'down', start);
    await keepLead(where(), { destination: 'webhook', item: hookOf('a') }, 'down', start);
    const { send, sent } = sender();
    const webhook = jest.fn(async () => {
      throw new DeliveryError('webhook: 503');
    });
    expect(
      await retryKept(where(), { mail: send, webhook }, { now: start + MINUTE }),
    ).toMatchObject({ delivered: 1, remaining: 1 });
    expect(sent).toEqual(['a']);
    expect(webhook).toHaveBeenCalledWith(hookOf('a'));
    const [left] = await keptLeads(where());
    expect(left).toMatchObject({
      destination: 'webhook',
      attempts: 2,
      lastError: 'Error: webhook: 503',
    });
  });

  it('a kept webhook with the webhook since turned off waits (and expires) instead of going by e-mail', async () => {
    await keepLead(where(), { destination: 'webhook', item: hookOf('b') }, 'down', start);
    const { send } = sender();
    await retryKept(where(), { mail: send }, { now: start + MINUTE });
    expect(send).not.toHaveBeenCalled();
    const [left] = await keptLeads(where());
    expect(left!.lastError).toMatch(/the webhook is not configured/);
  });

  it('a webhook refused for good moves to the refused list under its own key', async () => {
    await keepLead(where(), { destination: 'webhook', item: hookOf('c') }, 'down', start);
    const webhook = jest.fn(async () => {
      throw new DeliveryError('webhook: 422', { permanent: true });
    });
    await retryKept(where(), { mail: sender().send, webhook }, { now: start + MINUTE });
    expect(await store.keys(QUEUE)).toEqual([]);
    expect(await store.keys(REFUSED)).toEqual([`${REFUSED}${iso(start)}/c#webhook`]);
  });
});
