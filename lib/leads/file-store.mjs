// The Node service's Store (store.mjs): one file per key in a folder, so the rate limit and the
// kept leads survive a restart and are shared by every process given the same folder. An expired
// file is never read and is removed by `sweep`, which the service runs on a timer, so nothing
// outlives its time to live by more than the timer's period. Node only: the Pages Function never
// imports it.
import { randomUUID } from 'node:crypto';
import { link, mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A temporary file or removal marker this old was left by a process that died (real time). */
const LEFTOVER_MS = 10 * 60_000;

/**
 * @param {string} dir
 * @param {{ now?: () => number }} [options] the clock times to live count by (Date.now)
 * @returns {import('./store.mjs').Store}
 */
export function fileStore(dir, { now = Date.now } = {}) {
  const file = (/** @type {string} */ key) => path.join(dir, encodeURIComponent(key));
  /** @param {string} key */
  async function read(key) {
    const text = await readFile(file(key), 'utf8').catch(() => null);
    if (text === null) return null;
    /** @type {{ value?: unknown, expires?: unknown }} */
    let entry;
    try {
      const parsed = JSON.parse(text);
      entry = parsed !== null && typeof parsed === 'object' ? parsed : {};
    } catch {
      entry = {};
    }
    if (typeof entry.value === 'string' && Number(entry.expires) > now()) {
      return { value: entry.value };
    }
    // Expired, or not a file this store wrote whole: gone.
    await removeStale(key, text);
    return null;
  }
  /**
   * Removes the file of `key` if it still holds `text`. Callers that read the same stale file
   * race to remove it, and the file a claim creates right after must not go with it: only the
   * caller that links the file to the key's marker (an exclusive create) removes it, and only
   * when what it linked is the text it read; the others leave it.
   *
   * @param {string} key
   * @param {string} text
   */
  async function removeStale(key, text) {
    const marker = path.join(dir, `.${encodeURIComponent(key)}.stale`);
    try {
      await link(file(key), marker);
    } catch (error) {
      const code = /** @type {NodeJS.ErrnoException} */ (error).code;
      if (code === 'EEXIST' || code === 'ENOENT') return;
      throw error;
    }
    try {
      if ((await readFile(marker, 'utf8')) === text) await rm(file(key), { force: true });
    } finally {
      await rm(marker, { force: true });
    }
  }
  /**
   * @param {string} key
   * @param {string} value
   * @param {number} expirationTtl
   * @param {boolean} exclusive fail when the key's file exists
   */
  async function write(key, value, expirationTtl, exclusive) {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const expires = now() + expirationTtl * 1000;
    const text = JSON.stringify({ value, expires });
    // Written whole, then renamed (or linked: fails when the key's file exists): a reader never
    // sees half a lead, nor an empty claim it would take for a broken file and remove.
    const temp = path.join(dir, `.${randomUUID()}.tmp`);
    try {
      await writeFile(temp, text, { mode: 0o600 });
      await (exclusive ? link : rename)(temp, file(key));
    } finally {
      await rm(temp, { force: true });
    }
  }
  /** Every key with a file, whether or not it has expired. */
  async function allKeys() {
    const names = await readdir(dir).catch(() => /** @type {string[]} */ ([]));
    return names.filter((n) => !n.startsWith('.')).map((n) => decodeURIComponent(n));
  }
  return {
    get: async (key) => (await read(key))?.value ?? null,
    put: (key, value, { expirationTtl }) => write(key, value, expirationTtl, false),
    delete: (key) => rm(file(key), { force: true }),
    async keys(prefix) {
      const matching = (await allKeys()).filter((key) => key.startsWith(prefix));
      const alive = await Promise.all(
        matching.map(async (key) => ((await read(key)) ? key : null)),
      );
      return alive.filter((key) => key !== null);
    },
    async sweep() {
      // First what a process that died mid-write left: a marker would keep its key's file.
      const names = await readdir(dir).catch(() => /** @type {string[]} */ ([]));
      await Promise.all(
        names
          .filter((name) => name.startsWith('.'))
          .map(async (name) => {
            const info = await stat(path.join(dir, name)).catch(() => null);
            if (info && info.ctimeMs < Date.now() - LEFTOVER_MS) {
              await rm(path.join(dir, name), { force: true });
            }
          }),
      );
      const keys = await allKeys();
      const gone = await Promise.all(keys.map(async (key) => (await read(key)) === null));
      return gone.filter(Boolean).length;
    },
    async claim(key, ttlSeconds) {
      // A holder that died leaves its file: once expired, `read` removes it and the key is free.
      if (await read(key)) return false;
      try {
        await write(key, '', ttlSeconds, true);
        return true;
      } catch (error) {
        if (/** @type {NodeJS.ErrnoException} */ (error).code === 'EEXIST') return false;
        throw error;
      }
    },
  };
}
