// `npm run fixtures:export`: refreshes tests/fixtures/next-export/, a few pages exactly as
// `next build` exports them, before the build's own steps rewrite them (first-paint.mjs,
// page-csp.mjs). The unit tests of those steps run on these files, so markup a Next upgrade
// changes fails there, not only in the end-to-end suite; a test compares the Next version
// recorded here with the installed one and asks for a refresh when they differ.
// Runs `next build` into a scratch folder (out.fixtures/, removed afterwards), so out/ is untouched.
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { nextBuild } from '../build/build.mjs';
import { startTags } from '../build/first-paint.mjs';
import { descriptionFile } from '../build/page-description.mjs';
import { isMain, projectRoot, readJson } from '../lib/common.mjs';

export const FIXTURES_DIR = path.join(projectRoot, 'tests', 'fixtures', 'next-export');
export const MANIFEST = 'fixtures.json';
/** The home page (every island), a legal page (a nested route) and the 404 (`_not-found.txt`). */
export const FIXTURE_PAGES = ['index.html', 'legal/refund-policy.html', '404.html'];
/** The directives page-csp.mjs reads from the export (app/content-security-policy.json). */
const DIRECTIVES_FILE = 'content-security-policy.json';

/**
 * What the fixtures hold, written beside them.
 *
 * @typedef {{ next: string, pages: Record<string, string>, stylesheets: string[], files: string[] }} FixturesManifest
 *   `pages`: each page and its description file; `files`: everything copied, `/`-separated
 */

/**
 * The stylesheets a page links, as paths inside the export.
 *
 * @param {string} html
 */
function stylesheetsOf(html) {
  return startTags(html)
    .filter(({ name, attributes }) => name === 'link' && attributes.get('rel') === 'stylesheet')
    .map(({ attributes }) => (attributes.get('href') ?? '').replace(/^\//, ''));
}

/**
 * Copies the pages, their description files, the stylesheets they link and the CSP directives
 * from an export to the fixtures folder, and writes the manifest.
 *
 * @param {string} exported a folder `next build` exported to
 * @param {string} nextVersion
 * @returns {Promise<FixturesManifest>}
 */
export async function copyFixtures(exported, nextVersion) {
  /** @type {FixturesManifest} */
  const manifest = { next: nextVersion, pages: {}, stylesheets: [], files: [] };
  for (const page of FIXTURE_PAGES) {
    const html = await readFile(path.join(exported, page), 'utf8');
    manifest.pages[page] = (await descriptionFile(exported, page, html)).address.slice(1);
    for (const sheet of stylesheetsOf(html))
      if (!manifest.stylesheets.includes(sheet)) manifest.stylesheets.push(sheet);
  }
  manifest.files = [
    ...Object.entries(manifest.pages).flat(),
    ...manifest.stylesheets,
    DIRECTIVES_FILE,
  ];
  await rm(FIXTURES_DIR, { recursive: true, force: true });
  for (const file of manifest.files) {
    await mkdir(path.dirname(path.join(FIXTURES_DIR, file)), { recursive: true });
    await copyFile(path.join(exported, file), path.join(FIXTURES_DIR, file));
  }
  await writeFile(path.join(FIXTURES_DIR, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

async function main() {
  const scratch = path.join(projectRoot, 'out.fixtures');
  await rm(scratch, { recursive: true, force: true });
  nextBuild(scratch);
  const { version } = await readJson(path.join(projectRoot, 'node_modules/next/package.json'));
  const { files } = await copyFixtures(scratch, version);
  await rm(scratch, { recursive: true, force: true });
  console.log(
    `${files.length} files of Next ${version}'s export in ${path.relative(projectRoot, FIXTURES_DIR)}/`,
  );
}

if (isMain(import.meta.filename)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
