/** @jest-environment ./tests/unit/lib/leads/node-environment.ts */
import { encryptionKeyProblem, isSealed, seal, unseal } from '@/lib/leads/seal.mjs';

const base64 = (bytes: number[]) => btoa(String.fromCharCode(...bytes));
/** Two LEADS_ENCRYPTION_KEY values: 32 bytes each, in base64. */
const key = base64(Array.from({ length: 32 }, (_, i) => i));
const otherKey = base64(Array.from({ length: 32 }, (_, i) => 255 - i));

const lead = JSON.stringify({
  id: '7d4f3c1e',
  mail: { replyTo: 'ada@analytical.example', html: '<h2>Ada Lovelace — Analytical Engines</h2>' },
});

describe('encryptionKeyProblem', () => {
  it.each([undefined, ''])('%p: not set, and how to make one', (value) => {
    expect(encryptionKeyProblem(value)).toBe(
      'LEADS_ENCRYPTION_KEY is not set (32 random bytes in base64: `openssl rand -base64 32`)',
    );
  });

  it('32 bytes in base64: no problem', () => {
    expect(key).toHaveLength(44);
    expect(encryptionKeyProblem(key)).toBeNull();
  });

  it.each([
    ['16 bytes', base64(Array.from({ length: 16 }, () => 7))],
    ['33 bytes', base64(Array.from({ length: 33 }, () => 7))],
    ['not base64', '!'.repeat(44)],
    ['64 hex digits', 'ab'.repeat(32)],
  ])('%s: must be 32 bytes in base64', (_, value) => {
    expect(encryptionKeyProblem(value)).toBe(
      'LEADS_ENCRYPTION_KEY must be 32 bytes in base64 (`openssl rand -base64 32`)',
    );
  });
});

describe('seal and unseal', () => {
  it('seal gives one line, v1.<iv>.<ciphertext>, that unseal turns back into the text', async () => {
    const sealed = await seal(key, lead);
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9+/=]+\.[A-Za-z0-9+/=]+$/);
    expect(isSealed(sealed)).toBe(true);
    expect(await unseal(key, sealed)).toBe(lead);
  });

  it('the sealed value holds none of the text', async () => {
    const sealed = await seal(key, lead);
    expect(sealed).not.toContain('ada@analytical.example');
    expect(sealed).not.toContain('Lovelace');
    expect(sealed).not.toContain(btoa('ada@analytical'));
  });

  it('a fresh IV each time: the same text seals to different values', async () => {
    const [a, b] = await Promise.all([seal(key, lead), seal(key, lead)]);
    expect(a).not.toBe(b);
    expect(a.split('.')[1]).not.toBe(b.split('.')[1]);
    expect(await unseal(key, a)).toBe(await unseal(key, b));
  });

  it('the empty text and any Unicode survive', async () => {
    for (const text of ['', 'Zoë — 日本語 — 🚀']) {
      expect(await unseal(key, await seal(key, text))).toBe(text);
    }
  });

  it('another key cannot unseal it', async () => {
    const sealed = await seal(key, lead);
    await expect(unseal(otherKey, sealed)).rejects.toThrow();
  });

  it('a changed value is refused, not read as something else', async () => {
    const sealed = await seal(key, lead);
    const [prefix, iv, data] = sealed.split('.');
    const bytes = Uint8Array.from(atob(data!), (c) => c.charCodeAt(0));
    bytes[0]! ^= 1;
    const changed = `${prefix}.${iv}.${base64([...bytes])}`;
    await expect(unseal(key, changed)).rejects.toThrow();
    await expect(unseal(key, `${prefix}.${base64(Array(12).fill(0))}.${data}`)).rejects.toThrow();
  });

  it.each(['v1.', 'v1.abc', '{"id":"x"}'])('%p is not a sealed value', async (value) => {
    await expect(unseal(key, value)).rejects.toThrow();
  });

  it('seal with a key that is not 32 bytes in base64 rejects with the problem', async () => {
    await expect(seal('short', lead)).rejects.toThrow('LEADS_ENCRYPTION_KEY must be 32 bytes');
    await expect(seal('', lead)).rejects.toThrow('LEADS_ENCRYPTION_KEY is not set');
  });
});

describe('isSealed', () => {
  it.each([
    ['v1.abc.def', true],
    ['{"id":"x"}', false],
    ['', false],
  ])('%p: %p', (value, expected) => {
    expect(isSealed(value)).toBe(expected);
  });
});
