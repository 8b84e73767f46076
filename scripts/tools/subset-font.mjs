// Writes the site's typeface, app/fonts/inter.woff2, from the npm package
// @fontsource-variable/inter (its Latin file, the weight axis): the axis cut to the weights the
// site uses (400–700) and the characters to the ones it is written in, kerning kept and hinting
// dropped. About 14 KiB instead of 47. Needs fontTools with Brotli, from Debian:
// `apt-get install fonttools python3-brotli`. The build does not run this: the file is committed.
// The weights and characters are read from app/fonts/inter.ts, which declares them to the browser.
// Usage: node scripts/tools/subset-font.mjs
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
const source = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
const declaration = await readFile('app/fonts/inter.ts', 'utf8');
/** @param {RegExp} pattern @param {string} what */
const read = (pattern, what) => {
  const found = declaration.match(pattern)?.[1];
  if (!found) throw new Error(`app/fonts/inter.ts: no ${what} found (${pattern})`);
  return found;
};
const target = path.resolve('app/fonts', path.basename(read(/src: '([^']+\.woff2)'/, 'src')));
const [from, to] = read(/weight: '(\d+ \d+)'/, 'weight range').split(' ');
const unicodes = read(/value:\s*'(U\+[^']+)'/, 'unicode-range');

// fontTools stamps the file with its time of writing unless told a fixed one: the same package
// version then gives the same bytes.
const env = { ...process.env, SOURCE_DATE_EPOCH: '0' };
const work = await mkdtemp(path.join(tmpdir(), 'subset-font-'));
try {
  const instance = path.join(work, 'instance.ttf');
  execFileSync(
    'fonttools',
    ['varLib.instancer', source, `wght=${from}:${to}`, '-q', '-o', instance],
    { stdio: 'inherit', env },
  );
  execFileSync(
    'pyftsubset',
    [
      instance,
      `--unicodes=${unicodes}`,
      '--layout-features=kern',
      '--no-hinting',
      '--desubroutinize',
      '--flavor=woff2',
      `--output-file=${target}`,
    ],
    { stdio: 'inherit', env },
  );
} finally {
  await rm(work, { recursive: true, force: true });
}
const { size } = await stat(target);
if (size > 20_000)
  throw new Error(`${target} is ${size} bytes: the subset kept more than it should`);
console.log(`${path.relative(process.cwd(), target)}: ${(size / 1024).toFixed(1)} KiB`);
