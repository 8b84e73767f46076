import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { stagingFolder } from '../../../scripts/build/export-swap.mjs';
import { scriptsStartedAfterPaint } from '../../../scripts/build/first-paint.mjs';
import { whyRebuild } from '../../../scripts/lib/completed-build.mjs';

/**
 * A build killed part-way, for real: tests/unit/build/helpers/fixture-build.mjs runs the swap and
 * the post-processing steps on a copy of tests/fixtures/next-export/ and is killed (SIGKILL, its
 * whole process group) once first-paint.mjs has rewritten the staged pages.
 */
const helper = path.join(__dirname, 'helpers', 'fixture-build.mjs');
const build = (target: string, sourcesAt: number) =>
  execFileSync(process.execPath, [helper, target, String(sourcesAt)], { stdio: 'pipe' });

/** Every file of a folder, by path, with a digest of its bytes. */
async function snapshot(folder: string) {
  const files = (await readdir(folder, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
  const digests = await Promise.all(
    files.map(async (file) =>
      createHash('sha256')
        .update(await readFile(path.join(folder, file)))
        .digest('hex'),
    ),
  );
  return Object.fromEntries(files.map((file, i) => [file, digests[i]]));
}

/** Starts the build paused after first-paint.mjs and resolves once it says it is there. */
async function startPausedBuild(target: string, sourcesAt: number) {
  const child = spawn(
    process.execPath,
    [helper, target, String(sourcesAt), '--pause-after-first-paint'],
    { detached: true, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for await (const line of createInterface({ input: child.stdout })) {
    if (line.startsWith('PAUSED')) return { pid: child.pid!, exited };
  }
  throw new Error('the build ended before it reached the pause');
}

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'interrupted-build-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

test('a build killed part-way leaves the previous export whole, and npm start rebuilds', async () => {
  const target = path.join(dir, 'out');
  build(target, 1);
  const previous = await snapshot(target);
  await expect(whyRebuild(target, 1)).resolves.toBeNull();

  const { pid, exited } = await startPausedBuild(target, 2);
  process.kill(-pid, 'SIGKILL');
  await exited;

  expect(await snapshot(target)).toEqual(previous);
  await expect(whyRebuild(target, 1)).resolves.toMatch(/^No record of a completed build/);
  // It was part-way: the staged pages carry the loader, not yet their policy.
  const staged = await readFile(path.join(stagingFolder(target), 'index.html'), 'utf8');
  expect(scriptsStartedAfterPaint(staged).length).toBeGreaterThan(0);
  expect(staged).not.toContain('http-equiv="Content-Security-Policy"');

  build(target, 2);
  expect(existsSync(stagingFolder(target))).toBe(false);
  expect(await readFile(path.join(target, 'index.html'), 'utf8')).toContain(
    'http-equiv="Content-Security-Policy"',
  );
  await expect(whyRebuild(target, 2)).resolves.toBeNull();
}, 60_000);
