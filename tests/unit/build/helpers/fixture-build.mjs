// A build of tests/fixtures/next-export/ through the real swap and the real post-processing
// steps (first-paint.mjs, page-csp.mjs, each in its own process as `npm run build` runs them),
// with a copy of the fixtures in the place of `next build`'s export (a minute on two cores, too
// slow for the unit suite). For tests/unit/build/interrupted-build.test.ts.
// Usage: node fixture-build.mjs <export folder> <sources time> [--pause-after-first-paint]
// With the switch it prints a line starting PAUSED once first-paint.mjs has rewritten the staged pages and waits
// (on stdin, which the test never closes) to be killed before page-csp.mjs runs.
import { cp } from 'node:fs/promises';
import { postProcessing } from '../../../../scripts/build/build.mjs';
import { buildExport } from '../../../../scripts/build/export-swap.mjs';
import { flag } from '../../../../scripts/lib/common.mjs';
import { FIXTURES_DIR } from '../../../../scripts/tools/next-export-fixtures.mjs';

const [target = '', sourcesAt = '0'] = process.argv.slice(2);
const [firstPaint, pageCsp] = postProcessing;
if (!firstPaint || !pageCsp) throw new Error('build.mjs no longer has two post-processing steps');
/** @param {string} staging */
const exported = (staging) => cp(FIXTURES_DIR, staging, { recursive: true });
const pause = () =>
  new Promise(() => {
    console.log('PAUSED before page-csp.mjs');
    process.stdin.resume();
  });
const steps = flag('pause-after-first-paint')
  ? [exported, firstPaint, pause, pageCsp]
  : [exported, firstPaint, pageCsp];
await buildExport(target, steps, Number(sourcesAt));
