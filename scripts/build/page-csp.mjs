// The build's last step, after `next build` and first-paint.mjs: writes each exported page's
// Content-Security-Policy into its <head>.
// Usage: node scripts/build/page-csp.mjs [export folder, default $NEXT_EXPORT_DIR or out]
//
// The build renders the site's directives, from the configuration, to content-security-policy.json
// (app/content-security-policy.json/route.ts). This adds the sha256 of every inline script Next
// wrote into a page, so each page allows exactly its own scripts, and deletes the hand-off file.
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  injectPolicy,
  inlineScriptHashes,
  serializePolicy,
  withScriptHashes,
} from '../../lib/security/page-policy.mjs';
import { exportDir, htmlFiles, readJson } from '../lib/common.mjs';

/** @import { CspDirectives } from '../../lib/security/csp' */

export const DIRECTIVES_FILE = 'content-security-policy.json';

/**
 * @param {string} root
 * @returns {Promise<CspDirectives>}
 */
async function readDirectives(root) {
  const file = path.join(root, DIRECTIVES_FILE);
  try {
    return await readJson(file);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') throw error;
    throw new Error(`${file} is missing: run \`next build\` first (this step deletes it).`);
  }
}

const root = exportDir();
const directives = await readDirectives(root);
const pages = await htmlFiles(root);

const stats = { hashes: new Set(), longest: 0 };
for (const file of pages) {
  const html = await readFile(file, 'utf8');
  const hashes = inlineScriptHashes(html);
  const policy = serializePolicy(withScriptHashes(directives, hashes));
  await writeFile(file, injectPolicy(html, policy));
  for (const hash of hashes) stats.hashes.add(hash);
  stats.longest = Math.max(stats.longest, policy.length);
}
await rm(path.join(root, DIRECTIVES_FILE));
console.log(
  `Content-Security-Policy written into ${pages.length} pages of ${path.relative(process.cwd(), root) || '.'}/ ` +
    `(${stats.hashes.size} distinct script hashes, longest policy ${stats.longest} characters)`,
);
