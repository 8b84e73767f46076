import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// Playwright compiles the end-to-end files to CommonJS, and a repository `.mjs` module they import
// statically is compiled with them and cached: when `tests/e2e/support/esm.ts` later imports the
// same module as real ESM, in the same worker, its named exports are missing. The build and
// server modules that `esm.ts` loads are therefore never imported statically (type imports aside).

const ROOTS = ['tests/e2e', 'tests/webkit'];
const LOADED_AS_ESM = /from '[./]*scripts\/(build|servers)\/[^']+\.mjs'/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

test.each(ROOTS.flatMap(filesUnder))('%s imports build and server modules only as ESM', (file) => {
  const statics = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => /^import (?!type )/.test(line) && LOADED_AS_ESM.test(line));
  expect(statics).toEqual([]);
});

// The same holds one step removed: a TypeScript module the specs import (the site's content, say)
// that imports a `.mjs` module which a server loaded as ESM also imports hands the specs' CommonJS
// build of it to the server. So nothing the specs reach imports a module the ESM entry points reach.
const root = process.cwd();
const IMPORT_FROM = /^(?:import|export)\s(?!type\s)[^'"]*?from\s+'([^']+)'|^import\s+'([^']+)'/gm;

/** The repository files `file` imports statically (type imports aside), resolved. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT_FROM)].flatMap(([, from, bare]) => {
    const target = from ?? bare ?? '';
    const base = target.startsWith('@/')
      ? path.join(root, target.slice(2))
      : target.startsWith('.')
        ? path.resolve(path.dirname(file), target)
        : null;
    if (!base) return [];
    const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
      (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
    );
    return found ? [found] : [];
  });
}

/** Every repository file reachable from `entries` by static imports. */
function reach(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...importsOf(file));
  }
  return seen;
}

test('nothing the specs import reaches a .mjs module that the ESM servers and build steps load', () => {
  const esmFile = path.join(root, 'tests/e2e/support/esm.ts');
  const esmEntries = [...readFileSync(esmFile, 'utf8').matchAll(/import\('([^']+\.mjs)'\)/g)].map(
    ([, target]) => path.resolve(path.dirname(esmFile), target ?? ''),
  );
  const loadedAsEsm = reach(esmEntries);
  const fromSpecs = reach(ROOTS.flatMap(filesUnder).map((file) => path.resolve(file)));
  expect(loadedAsEsm.size).toBeGreaterThan(5);
  expect(fromSpecs.size).toBeGreaterThan(20);
  const shared = [...fromSpecs].filter((file) => loadedAsEsm.has(file));
  expect(shared.map((file) => path.relative(root, file))).toEqual([]);
});
