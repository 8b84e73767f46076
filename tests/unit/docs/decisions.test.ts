import { readFileSync } from 'node:fs';
import path from 'node:path';
import { timings } from '@/content/timings';

/**
 * docs/decisions.md holds decisions only (what, why, where in the code), kept short enough to
 * read in one sitting; measurements and the history behind them live in bench/notes.md. Its
 * timers table is the timings object in content/timings.ts, row for row.
 */
const root = path.resolve(__dirname, '..', '..', '..');
const decisions = readFileSync(path.join(root, 'docs', 'decisions.md'), 'utf8');

/**
 * The most words decisions.md may have: words, not lines, so rewrapping or widening a table
 * cannot make room, only saying less.
 */
const MAX_WORDS = 3300;

/** The rows of the table under "### Timers": the timer's name and its milliseconds as written. */
function timerRows(markdown: string): { name: string; ms: string }[] {
  const section = markdown.split(/^### Timers\s*$/m)[1]?.split(/^#{1,3} /m)[0];
  if (section === undefined) throw new Error('docs/decisions.md has no "### Timers" section');
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) => line.split('|').map((cell) => cell.trim()))
    .filter((cells) => /^`\w+`$/.test(cells[1] ?? ''))
    .map((cells) => ({ name: cells[1]!.slice(1, -1), ms: cells[2]! }));
}

describe('docs/decisions.md', () => {
  it(`has at most ${MAX_WORDS} words`, () => {
    expect(decisions.split(/\s+/).filter(Boolean).length).toBeLessThanOrEqual(MAX_WORDS);
  });

  describe('the timers table', () => {
    const rows = timerRows(decisions);

    it('is found', () => {
      expect(rows.length).toBeGreaterThan(0);
    });

    it('lists every timer in content/timings.ts with its value', () => {
      const written = Object.fromEntries(rows.map((row) => [row.name, row.ms]));
      const expected = Object.fromEntries(
        Object.entries(timings).map(([name, ms]) => [name, String(ms)]),
      );
      expect(written).toEqual(expected);
    });

    it('lists each timer once', () => {
      const names = rows.map((row) => row.name);
      expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    });
  });
});
