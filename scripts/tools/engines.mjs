// `node scripts/tools/engines.mjs`: checks that each browser engine and server the end-to-end suite
// drives is installed at a release it works with (scripts/lib/engines.mjs). Prints one line per
// problem, naming the engine, the release found, the one needed and the command that fixes it, and
// exits 1 when a required one is missing or too old (a missing optional one, whose project the
// suite skips outside CI, is a warning). With `--packages`, prints instead the Debian packages to
// install or upgrade, space-separated (.ci/run passes them to apt-get).
import { engineStates, problemLine } from '../lib/engines.mjs';

const states = engineStates().filter(({ state }) => state !== 'ok');
if (process.argv.includes('--packages')) {
  console.log(states.map(({ engine }) => engine.debianPackage).join(' '));
} else {
  let failed = false;
  for (const state of states) {
    const line = problemLine(state);
    if (state.engine.required || state.state === 'old') {
      failed = true;
      console.error(line);
    } else console.warn(`${line} (its project is skipped)`);
  }
  if (failed) process.exit(1);
}
