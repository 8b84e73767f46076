// After `next build`: writes each exported page's Content-Security-Policy into its <head>.
// Usage: node scripts/build/page-csp.mjs [export folder, default out]
//
// The build renders the site's directives, from the configuration, to content-security-policy.json
// (app/content-security-policy.json/route.ts). This adds the sha256 of every inline script Next
// wrote into a page, so each page allows exactly its own scripts, and deletes the hand-off file.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  injectPolicy,
  inlineScriptHashes,
  serializePolicy,
  withScriptHashes,
} from '../../lib/security/page-policy.mjs';

export const DIRECTIVES_FILE = 'content-security-policy.json';

async function htmlFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function readDirectives(root) {
  const file = path.join(root, DIRECTIVES_FILE);
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
    throw new Error(`${file} is missing: run \`next build\` first (this step deletes it).`);
  }
}

const root = path.resolve(process.argv[2] ?? 'out');
const directives = await readDirectives(root);
const pages = await htmlFiles(root);
if (pages.length === 0) throw new Error(`No HTML pages in ${root}`);

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
