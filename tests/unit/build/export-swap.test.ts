import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildExport, previousFolder, stagingFolder } from '../../../scripts/build/export-swap.mjs';
import { completedBuildFile, whyRebuild } from '../../../scripts/lib/completed-build.mjs';

let dir = '';
let target = '';
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'export-swap-'));
  target = path.join(dir, 'out');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** A step that writes a one-page export saying `text` into the folder it is given. */
const writePage = (text: string) => async (folder: string) => {
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, 'index.html'), text);
};
const failing = () => {
  throw new Error('step failed');
};
const page = () => readFile(path.join(target, 'index.html'), 'utf8');
/** What lies beside the export: its staging or parked folder, its record. */
const besideTarget = async () => (await readdir(dir)).sort();

test('a build whose steps all pass replaces the export and records it complete', async () => {
  await buildExport(target, [writePage('old')], 1);
  await buildExport(target, [writePage('new'), async () => {}], 2);
  expect(await page()).toBe('new');
  expect(await besideTarget()).toEqual(['out', 'out.built.json']);
  await expect(whyRebuild(target, 2)).resolves.toBeNull();
  await expect(whyRebuild(target, 3)).resolves.toBe('Sources changed');
});

test('a failing step leaves the previous export as it was, and the build counts as not done', async () => {
  await buildExport(target, [writePage('old')], 1);
  await expect(buildExport(target, [writePage('half'), failing], 2)).rejects.toThrow('step failed');
  expect(await page()).toBe('old');
  // What the steps wrote stays in the staging folder, for a look at what went wrong.
  expect(await readFile(path.join(stagingFolder(target), 'index.html'), 'utf8')).toBe('half');
  expect(existsSync(completedBuildFile(target))).toBe(false);
  await expect(whyRebuild(target, 1)).resolves.toMatch(/^No record of a completed build/);
});

test('the next build clears what an interrupted one left in the staging folder', async () => {
  await mkdir(stagingFolder(target));
  await writeFile(path.join(stagingFolder(target), 'left-over.html'), 'half');
  const seen: string[][] = [];
  await buildExport(
    target,
    [async (folder) => void seen.push(await listing(folder)), writePage('new')],
    1,
  );
  expect(seen).toEqual([[]]);
  expect(await readdir(target)).toEqual(['index.html']);
});

test('an export parked by a swap stopped between its renames is put back first', async () => {
  // The moment between the swap's two renames: out/ is away, out.previous/ holds it.
  await mkdir(previousFolder(target));
  await writeFile(path.join(previousFolder(target), 'index.html'), 'old');
  await expect(whyRebuild(target, 0)).resolves.toBe('No export found');
  await expect(buildExport(target, [failing], 1)).rejects.toThrow('step failed');
  expect(await page()).toBe('old');
  expect(await besideTarget()).toEqual(['out']);
});

test('a build that wrote no export fails without touching the previous one', async () => {
  await buildExport(target, [writePage('old')], 1);
  await expect(buildExport(target, [async () => {}], 2)).rejects.toThrow('wrote nothing');
  expect(await page()).toBe('old');
});

test('an export written over by anything but a complete build counts as stale', async () => {
  await buildExport(target, [writePage('built')], 1);
  // `next build` alone writes out/ without the build's other steps.
  await writeFile(path.join(target, 'index.html'), 'next build alone');
  await expect(whyRebuild(target, 1)).resolves.toBe(
    'The export was not written by a complete build',
  );
});

async function listing(folder: string) {
  return existsSync(folder) ? (await readdir(folder)).sort() : [];
}
