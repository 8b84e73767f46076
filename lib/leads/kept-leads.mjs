// Leads a destination did not take, kept in the Store (store.mjs) until they are delivered, for
// at most LEAD_TTL_DAYS. A lead has one or two destinations, the e-mail provider and the webhook
// (webhook.mjs), and each has its own record: a lead one of them took waits only for the other,
// and a retry sends only what is missing. A lead the provider could not take now (time-out, 5xx, 429, our own key
// refused) waits in the queue and is retried with a growing pause, so a lead that keeps failing
// never takes the turn of one that would go through; a lead the provider refused for good (a 4xx
// about the message itself) moves to the refused list, which only the admin route retries. Each
// value is sealed (seal.mjs) when the settings carry LEADS_ENCRYPTION_KEY, which every server
// with a real provider must.
import { LEAD_TTL_DAYS } from './config.mjs';
import { claim } from './store.mjs';
import { isSealed, seal, unseal } from './seal.mjs';

/** @typedef {import('./providers.mjs').Mail} Mail */
/** @typedef {import('./webhook.mjs').WebhookDelivery} WebhookDelivery */

/**
 * A lead kept for a retry or refused, for one destination: `mail` for the provider (a record
 * without `destination` is one), `webhook` for the webhook.
 *
 * @typedef {{ id: string, storedAt: string, expiresAt: string, attempts: number, lastError: string, nextAttemptAt: string } & ({ destination?: 'mail', mail: Mail } | { destination: 'webhook', webhook: WebhookDelivery })} StoredLead
 */

/**
 * What is kept: the e-mail for the provider, or the webhook's delivery.
 *
 * @typedef {{ destination: 'mail', item: Mail } | { destination: 'webhook', item: WebhookDelivery }} Undelivered
 */

/**
 * How each destination is sent to; a kept record whose destination has none here fails its
 * attempt (the webhook turned off with deliveries kept) and waits, at most LEAD_TTL_DAYS.
 *
 * @typedef {{ mail: (mail: Mail) => Promise<void>, webhook?: (delivery: WebhookDelivery) => Promise<void> }} Destinations
 */

/** @typedef {{ store: import('./store.mjs').Store, key?: string | undefined }} LeadStore */

export const QUEUE = 'lead/';
export const REFUSED = 'refused/';
/** Present while the queue may hold a lead: a delivery asks this one key before listing. */
const QUEUED = 'queue/has-leads';
/** Held by the one retry run at a time; longer than a run can take (50 leads × the time-out). */
const RUN = 'lock/retry';
const RUN_TTL_S = 600;
const MINUTE_MS = 60_000;
const MAX_PAUSE_MS = 6 * 60 * MINUTE_MS;
const TTL_S = LEAD_TTL_DAYS * 86_400;

/** The pause after the nth failed attempt: 1, 2, 4 … minutes, at most 6 hours. */
export const pauseAfter = (/** @type {number} */ attempts) =>
  Math.min(MINUTE_MS * 2 ** Math.max(0, attempts - 1), MAX_PAUSE_MS);

/**
 * When a lead is due: a lead kept before the pauses existed has no nextAttemptAt.
 *
 * @param {StoredLead} lead
 */
const dueAt = (lead) => Date.parse(lead.nextAttemptAt ?? lead.storedAt);

/**
 * `lead/<storedAt>/<id>` for the e-mail, with `#webhook` after it for the webhook: the two
 * records of one lead sit side by side and never overwrite each other.
 *
 * @param {string} prefix
 * @param {StoredLead} lead
 */
const keyOf = (prefix, lead) =>
  `${prefix}${lead.storedAt}/${lead.id}${lead.destination === 'webhook' ? '#webhook' : ''}`;

/**
 * @param {LeadStore} where
 * @param {string} key
 * @param {StoredLead} lead
 * @param {number} ttl seconds
 */
async function write({ store, key: secret }, key, lead, ttl) {
  const text = JSON.stringify(lead);
  await store.put(key, secret ? await seal(secret, text) : text, { expirationTtl: ttl });
}

/**
 * @param {LeadStore} where
 * @param {string} value
 * @returns {Promise<StoredLead>}
 */
async function read({ key: secret }, value) {
  if (!isSealed(value)) return JSON.parse(value);
  if (!secret) throw new Error('sealed, and LEADS_ENCRYPTION_KEY is not set');
  return JSON.parse(await unseal(secret, value));
}

/**
 * @param {Mail | Undelivered} what a Mail alone is the e-mail's
 * @param {string} error
 * @param {number} now
 * @returns {StoredLead}
 */
function newLead(what, error, now) {
  const undelivered =
    'destination' in what ? what : { destination: /** @type {const} */ ('mail'), item: what };
  const times = {
    id: undelivered.item.id,
    storedAt: new Date(now).toISOString(),
    expiresAt: new Date(now + TTL_S * 1000).toISOString(),
    attempts: 1,
    lastError: error,
    nextAttemptAt: new Date(now + pauseAfter(1)).toISOString(),
  };
  return undelivered.destination === 'webhook'
    ? { ...times, destination: 'webhook', webhook: undelivered.item }
    : { ...times, mail: undelivered.item };
}

/**
 * Keeps a lead for the retries.
 *
 * @param {LeadStore} where
 * @param {Mail | Undelivered} what the e-mail, or either destination's item
 * @param {string} error why delivery failed
 * @param {number} [now]
 */
export async function keepLead(where, what, error, now = Date.now()) {
  const lead = newLead(what, error, now);
  await write(where, keyOf(QUEUE, lead), lead, TTL_S);
  await where.store.put(QUEUED, '1', { expirationTtl: TTL_S });
}

/**
 * Keeps a lead a destination refused for good, with the reason, where only the admin retries it.
 *
 * @param {LeadStore} where
 * @param {Mail | Undelivered} what
 * @param {string} error
 * @param {number} [now]
 */
export async function refuseLead(where, what, error, now = Date.now()) {
  const lead = newLead(what, error, now);
  await write(where, keyOf(REFUSED, lead), lead, TTL_S);
}

/**
 * Every lead under `prefix` with its key, oldest first; `unreadable` counts the values that
 * cannot be read (sealed under another key).
 *
 * @param {LeadStore} where
 * @param {string} [prefix]
 */
export async function readLeads(where, prefix = QUEUE) {
  const keys = (await where.store.keys(prefix)).sort();
  const values = await Promise.all(keys.map((key) => where.store.get(key)));
  /** @type {{ key: string, lead: StoredLead }[]} */
  const leads = [];
  let unreadable = 0;
  for (const [i, value] of values.entries()) {
    if (value === null) continue;
    try {
      leads.push({ key: /** @type {string} */ (keys[i]), lead: await read(where, value) });
    } catch {
      unreadable++;
    }
  }
  return { leads, unreadable };
}

/**
 * The leads under `prefix`, oldest first.
 *
 * @param {LeadStore} where
 * @param {string} [prefix]
 */
export async function keptLeads(where, prefix = QUEUE) {
  return (await readLeads(where, prefix)).leads.map(({ lead }) => lead);
}

/**
 * True when the queue may hold a lead (one read; no list).
 *
 * @param {LeadStore} where
 */
export const mayHaveQueued = async (where) => (await where.store.get(QUEUED)) !== null;

/**
 * @typedef {object} RetryOptions
 * @property {number} [max] leads tried in this run
 * @property {number} [now]
 * @property {boolean} [force] every lead, due or not (the admin route)
 * @property {boolean} [refused] the refused list instead of the queue (the admin route)
 */

/**
 * Tries to deliver up to `max` leads whose pause is over, those waiting longest first. One run
 * at a time (a claimed key): a lead is never sent by two runs at once, nor saved again after
 * another run delivered it. Delivered: deleted. Failed again: kept, with a longer pause, or moved
 * to the refused list when the provider refused it for good. `busy` when another run holds the key.
 *
 * @param {LeadStore} where
 * @param {Destinations} destinations
 * @param {RetryOptions} [options]
 */
export async function retryKept(where, destinations, options = {}) {
  const { max = 10, now = Date.now(), force = false, refused = false } = options;
  const { store } = where;
  if (!(await claim(store, RUN, RUN_TTL_S))) {
    return { delivered: 0, refused: 0, remaining: null, busy: true };
  }
  try {
    const prefix = refused ? REFUSED : QUEUE;
    // Cleared first: a lead kept while this run lists sets it again.
    if (!refused) await store.delete(QUEUED);
    const { leads } = await readLeads(where, prefix);
    const due = leads
      .filter(({ lead }) => force || dueAt(lead) <= now)
      .sort((a, b) => dueAt(a.lead) - dueAt(b.lead));
    let delivered = 0;
    let refusedNow = 0;
    for (const { key, lead } of due.slice(0, max)) {
      try {
        await sendKept(destinations, lead);
      } catch (error) {
        const left = Math.floor((Date.parse(lead.expiresAt) - now) / 1000);
        if (left < 60) continue; // its time is up: the store drops it
        const attempts = lead.attempts + 1;
        const again = {
          ...lead,
          attempts,
          lastError: String(error),
          nextAttemptAt: new Date(now + pauseAfter(attempts)).toISOString(),
        };
        if (!refused && isPermanent(error)) {
          await write(where, keyOf(REFUSED, lead), again, left);
          await store.delete(key);
          refusedNow++;
        } else {
          await write(where, key, again, left);
        }
        continue;
      }
      delivered++;
      // Delivered: never saved again. A delete the store refuses leaves it to be sent once more.
      await store.delete(key).catch(() => {});
    }
    const remaining = (await store.keys(QUEUE)).length;
    if (remaining > 0) await store.put(QUEUED, '1', { expirationTtl: TTL_S });
    return { delivered, refused: refusedNow, remaining, busy: false };
  } catch (error) {
    // The mark was cleared above: set again, or the queue waits for the next lead kept.
    if (!refused) await store.put(QUEUED, '1', { expirationTtl: TTL_S }).catch(() => {});
    throw error;
  } finally {
    await store.delete(RUN);
  }
}

/**
 * @param {Destinations} destinations
 * @param {StoredLead} lead
 */
async function sendKept(destinations, lead) {
  if (lead.destination !== 'webhook') return destinations.mail(lead.mail);
  if (!destinations.webhook) throw new Error('the webhook is not configured (LEADS_WEBHOOK_URL)');
  return destinations.webhook(lead.webhook);
}

/** @param {unknown} error */
export const isPermanent = (error) =>
  /** @type {{ permanent?: unknown } | null} */ (error)?.permanent === true;
