// Kept leads are encrypted at rest with AES-256-GCM under LEADS_ENCRYPTION_KEY (32 random bytes,
// base64), through Web Crypto only, so workerd and Node run the same code and a copy of the data
// folder or the KV namespace without the key holds no readable lead.

const PREFIX = 'v1.';
const KEY_BYTES = 32;
const IV_BYTES = 12;

/** @type {Map<string, Promise<CryptoKey>>} */
const imported = new Map();

/** @param {Uint8Array} bytes */
export function toBase64(bytes) {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** @param {string} text */
export function fromBase64(text) {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * What is wrong with a LEADS_ENCRYPTION_KEY value, or null when it is 32 bytes in base64.
 *
 * @param {string | undefined} value
 */
export function encryptionKeyProblem(value) {
  if (!value)
    return 'LEADS_ENCRYPTION_KEY is not set (32 random bytes in base64: `openssl rand -base64 32`)';
  try {
    if (fromBase64(value).length === KEY_BYTES) return null;
  } catch {
    // not base64: the same answer as a key of the wrong length
  }
  return 'LEADS_ENCRYPTION_KEY must be 32 bytes in base64 (`openssl rand -base64 32`)';
}

/** @param {string} value base64 of 32 bytes */
function importKey(value) {
  let key = imported.get(value);
  if (!key) {
    const problem = encryptionKeyProblem(value);
    if (problem) throw new Error(problem);
    key = crypto.subtle.importKey('raw', fromBase64(value), 'AES-GCM', false, [
      'encrypt',
      'decrypt',
    ]);
    imported.set(value, key);
  }
  return key;
}

/**
 * `text` encrypted under `keyValue`, as one line of text: `v1.<iv>.<ciphertext and tag>`.
 *
 * @param {string} keyValue
 * @param {string} text
 */
export async function seal(keyValue, text) {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const data = new TextEncoder().encode(text);
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    await importKey(keyValue),
    data,
  );
  return `${PREFIX}${toBase64(iv)}.${toBase64(new Uint8Array(sealed))}`;
}

/** @param {string} value */
export const isSealed = (value) => value.startsWith(PREFIX);

/**
 * The text `seal` encrypted; rejects when the key is another or the text was changed.
 *
 * @param {string} keyValue
 * @param {string} value
 */
export async function unseal(keyValue, value) {
  const [iv, data] = value.slice(PREFIX.length).split('.');
  if (!iv || !data) throw new Error('not a sealed value');
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: fromBase64(iv) },
    await importKey(keyValue),
    fromBase64(data),
  );
  return new TextDecoder().decode(plain);
}
