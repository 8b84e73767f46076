import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sideBySide } from '../../../scripts/tools/side-by-side.mjs';

let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'side-by-side-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** A project whose package.json holds these scripts. */
const project = (scripts: Record<string, string>) =>
  writeFile(path.join(dir, 'package.json'), JSON.stringify({ name: 'p', scripts }));

/** Runs the scripts, collecting what would go to standard output. */
async function run(names: string[]) {
  let output = '';
  const code = await sideBySide(names, { cwd: dir, write: (text) => (output += text) });
  return { code, output };
}

// `waits` passes only if `signals` runs while it waits: were they run one after the other, in the
// order given, it would give up after 5 s and fail.
const waitForSignal =
  "node -e \"const f=require('fs'),end=Date.now()+5000;(function w(){if(f.existsSync('signal'))console.log('waits saw the signal');else if(Date.now()>end)process.exit(1);else setTimeout(w,20)})()\"";

test('runs the scripts at the same time and prints each whole, in the order given', async () => {
  await project({
    waits: waitForSignal,
    signals: "node -e \"require('fs').writeFileSync('signal','');console.log('signals wrote it')\"",
  });
  const { code, output } = await run(['waits', 'signals']);
  expect(code).toBe(0);
  const waits = output.indexOf('waits saw the signal');
  const signals = output.indexOf('signals wrote it');
  expect(waits).toBeGreaterThan(-1);
  expect(signals).toBeGreaterThan(waits);
  expect(output).toMatch(/passed: npm run waits \(\d+\.\d s\)[\s\S]*passed: npm run signals/);
}, 20_000);

test('a failure does not stop the others: every output is printed and the first failure’s code returned', async () => {
  await project({
    first: 'node -e "console.log(\'first ran\')"',
    broken: 'node -e "console.error(\'broken said why\');process.exit(3)"',
    worse: 'node -e "process.exit(5)"',
    last: 'node -e "console.log(\'last ran\')"',
  });
  const { code, output } = await run(['first', 'broken', 'worse', 'last']);
  expect(code).toBe(3);
  expect(output).toContain('first ran');
  expect(output).toContain('broken said why');
  expect(output).toContain('FAILED (exit 3): npm run broken');
  expect(output).toContain('FAILED (exit 5): npm run worse');
  expect(output).toContain('last ran');
  expect(output).toContain('passed: npm run last');
}, 20_000);
