// The Node service's Store (store.mjs): one file per key in a folder, so the rate limit and the
// kept leads survive a restart and are shared by every process given the same folder. Node only:
// the Pages Function never imports it.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * @param {string} dir
 * @returns {import('./store.mjs').Store}
 */
export function fileStore(dir) {
  const file = (/** @type {string} */ key) => path.join(dir, encodeURIComponent(key));
  /** @param {string} key */
  async function read(key) {
    const text = await readFile(file(key), 'utf8').catch(() => null);
    if (text === null) return null;
    const { value, expires } = JSON.parse(text);
    if (expires > Date.now()) return /** @type {{ value: string }} */ ({ value });
    await rm(file(key), { force: true });
    return null;
  }
  return {
    get: async (key) => (await read(key))?.value ?? null,
    async put(key, value, { expirationTtl }) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      // Written whole, then renamed: a reader never sees half a lead.
      const temp = path.join(dir, `.${randomUUID()}.tmp`);
      const expires = Date.now() + expirationTtl * 1000;
      await writeFile(temp, JSON.stringify({ value, expires }), { mode: 0o600 });
      await rename(temp, file(key));
    },
    delete: (key) => rm(file(key), { force: true }),
    async keys(prefix) {
      const names = await readdir(dir).catch(() => /** @type {string[]} */ ([]));
      const keys = names.filter((n) => !n.startsWith('.')).map((n) => decodeURIComponent(n));
      const matching = keys.filter((key) => key.startsWith(prefix));
      const alive = await Promise.all(
        matching.map(async (key) => ((await read(key)) ? key : null)),
      );
      return alive.filter((key) => key !== null);
    },
  };
}
