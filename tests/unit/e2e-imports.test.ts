import { readdirSync, readFileSync } from 'node:fs';
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
