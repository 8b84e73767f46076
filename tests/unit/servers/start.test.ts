import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isWatched } from '../../../scripts/lib/sources.mjs';

const root = path.resolve(__dirname, '../../..');

/**
 * The scripts `npm run build` runs, every local module they import and every script they name
 * (`'scripts/build/….mjs'`, the steps build.mjs runs), transitively.
 */
function buildScripts() {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const pending: string[] = [...String(scripts.build).matchAll(/node (\S+\.mjs)/g)].map(
    ([, file = '']) => file,
  );
  const seen = new Set<string>();
  while (pending.length > 0) {
    const file = path.posix.normalize(pending.pop() ?? '');
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(path.join(root, file), 'utf8');
    for (const [, specifier = ''] of code.matchAll(
      /^(?:import|export)\b[^;]*?\sfrom '(\.{1,2}\/[^']+)'/gm,
    )) {
      pending.push(path.posix.join(path.posix.dirname(file), specifier));
    }
    for (const [, script = ''] of code.matchAll(/'(scripts\/[^']+\.mjs)'/g)) pending.push(script);
  }
  return [...seen].sort();
}

test('npm start rebuilds when any step of the build, or a module one imports, changes', () => {
  const files = buildScripts();
  expect(files).toEqual(
    expect.arrayContaining([
      'scripts/build/build.mjs',
      'scripts/build/export-swap.mjs',
      'scripts/lib/completed-build.mjs',
      'scripts/build/check-production-config.mjs',
      'scripts/build/first-paint.mjs',
      'scripts/build/first-paint-loader.mjs',
      'scripts/build/critical-css.mjs',
      'scripts/build/page-csp.mjs',
      'lib/security/page-policy.mjs',
    ]),
  );
  expect(files.filter((file) => !isWatched(file))).toEqual([]);
});

test('the sources and the configuration are watched; the export and the docs are not', () => {
  expect(isWatched('app/page.tsx')).toBe(true);
  expect(isWatched('next.config.ts')).toBe(true);
  expect(isWatched('out/index.html')).toBe(false);
  expect(isWatched('docs/testing.md')).toBe(false);
  expect(isWatched('scripts/tools/bench.mjs')).toBe(false);
});
