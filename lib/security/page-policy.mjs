// Plain JavaScript so `node scripts/build/page-csp.mjs` can run it after the build (Node 20 has no
// TypeScript loader); the jest tests import it too. Typed with JSDoc, checked by `tsc` (checkJs).
import { createHash } from 'node:crypto';

/** @import { CspDirectives } from './csp' */

/** A script element: its attributes (quoted values may contain `>`) and its text. */
const SCRIPT_ELEMENT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi;

/** `type` values the browser runs, or that CSP governs like scripts (import maps, speculation rules). */
const GOVERNED_TYPES = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

const UNSAFE_SCRIPT_SOURCES = ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'"];

const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/**
 * Attribute names (lower case) → values, read token by token so a quoted value cannot fool it.
 *
 * @param {string} source
 */
export function parseAttributes(source) {
  /** @type {Map<string, string>} */
  const attributes = new Map();
  for (const [, name = '', double, single, bare] of source.matchAll(ATTRIBUTE)) {
    const key = name.toLowerCase();
    if (!attributes.has(key)) attributes.set(key, double ?? single ?? bare ?? '');
  }
  return attributes;
}

/**
 * Whether CSP checks this inline script: no `src`, and a type the browser would run.
 *
 * @param {string} source
 */
function needsHash(source) {
  const attributes = parseAttributes(source);
  if (attributes.has('src')) return false;
  const [essence = ''] = (attributes.get('type') ?? '').split(';');
  const type = essence.trim().toLowerCase();
  return GOVERNED_TYPES.has(type);
}

/**
 * The CSP source for a script's text, hashed as the browser sees it (the parser turns CRLF into LF).
 *
 * @param {string} text
 */
export function scriptHash(text) {
  const normalised = text.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(normalised, 'utf8').digest('base64')}'`;
}

/**
 * The hash source of every inline script in a page that CSP would check, in document order
 * without repeats. JSON-LD and other data blocks never run, so they need none.
 *
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    if (needsHash(attributes)) hashes.push(scriptHash(text));
  }
  return [...new Set(hashes)];
}

/**
 * The site's directives with a page's script hashes added; refuses any unsafe script source.
 *
 * @param {CspDirectives} directives
 * @param {string[]} hashes
 * @returns {CspDirectives}
 */
export function withScriptHashes(directives, hashes) {
  const scriptSrc = [...(directives['script-src'] ?? ["'self'"]), ...hashes];
  const unsafe = scriptSrc.filter((source) => UNSAFE_SCRIPT_SOURCES.includes(source));
  if (unsafe.length > 0) throw new Error(`script-src must not allow ${unsafe.join(', ')}`);
  return { ...directives, 'script-src': [...new Set(scriptSrc)] };
}

/** @param {CspDirectives} directives */
export function serializePolicy(directives) {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

const POLICY_META = /<meta\s+http-equiv=(["']?)content-security-policy\1[^>]*>/gi;

/**
 * Writes the policy as the first thing after `<meta charset>` (which must stay in the first
 * 1024 bytes), so it governs every script and stylesheet the page loads. A policy from an earlier
 * run is replaced, never doubled.
 *
 * @param {string} html
 * @param {string} policy
 */
export function injectPolicy(html, policy) {
  const clean = html.replace(POLICY_META, '');
  const anchor = clean.match(/<meta\s+charset=[^>]*>/i) ?? clean.match(/<head\b[^>]*>/i);
  if (!anchor || anchor.index === undefined) throw new Error('No <head> to write the policy into');
  const at = anchor.index + anchor[0].length;
  const firstResource = clean.search(/<(script|link|style)\b/i);
  if (firstResource !== -1 && firstResource < at) {
    throw new Error('A script or stylesheet comes before the place for the policy');
  }
  const content = policy.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${content}"/>`;
  return clean.slice(0, at) + meta + clean.slice(at);
}
