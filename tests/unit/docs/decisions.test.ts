import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * docs/decisions.md holds decisions only (what, why, where in the code), kept short enough to
 * read in one sitting; measurements and the history behind them live in bench/notes.md.
 */
const root = path.resolve(__dirname, '..', '..', '..');
const decisions = readFileSync(path.join(root, 'docs', 'decisions.md'), 'utf8');

/** The most lines decisions.md may have. */
const MAX_LINES = 250;

describe('docs/decisions.md', () => {
  it(`has at most ${MAX_LINES} lines`, () => {
    expect(decisions.trimEnd().split('\n').length).toBeLessThanOrEqual(MAX_LINES);
  });
});
