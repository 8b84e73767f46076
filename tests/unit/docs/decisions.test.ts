import { readFileSync } from 'node:fs';
import path from 'node:path';
import { timings } from '@/content/timings';
import { namesExistingPath, root, wordsOf } from './repo-paths';

/**
 * docs/decisions.md holds the decisions that stand: what, why, what each costs, and where each
 * lives in the code. Three things keep it so:
 * - every record (a top-level bullet) names at least one file or folder of the repository, and
 *   every path it names exists (tests/unit/docs/paths.test.ts);
 * - each record is one screen or less (`MAX_RECORD_LINES`);
 * - it holds no measurements (the rule is MEASUREMENT_RULE below, also in the document's header):
 *   those live in docs/performance.md, where a re-run of the bench replaces them;
 * - its timers table is the timings object in content/timings.ts, row for row, and each time-out
 *   it names outside that object has the value it gives in the file it names.
 */
const decisionsPath = path.join(root, 'docs', 'decisions.md');
/** A record is the decision, why and what it costs: a screen of text at most. */
const MAX_RECORD_LINES = 20;
const decisions = readFileSync(decisionsPath, 'utf8');
const lines = decisions.split('\n');

/**
 * The rule that tells a setting from a measurement, for figures with a unit of time, size or
 * share (ms, s, KiB, KB, kB, MB, GB, %). A figure is a setting (a limit or value the spec or the
 * code sets: a timer, a time-out, a budget, a discount) when one of the three words before it is a
 * word of limit (at most, at least, up to, under, over, within, in, after, before, more/less than,
 * below, above, every, ≤, ≥, <, >), when "after" or "late" follows it, when it gives a named
 * constant's value (`TRIAL_TIMEOUT_MS` (15 s, ...)), or when it is quoted copy ("Save 15%").
 * Anything else is a measurement: a size or duration as such ("a 5.5 KiB chunk"), and always a
 * range ("53–197 ms") or a change ("60 → 87 KB").
 */
export const MEASUREMENT_RULE = 'figures with ms, s, KiB, KB, MB or % are settings only';

const FIGURE = /(\d[\d,.]*)(\s*(?:–|-|→|to)\s*\d[\d,.]*)?\s?(ms|s|KiB|KB|kB|MB|GB|%)(?![\w])/g;
const LIMIT_WORD =
  /(^|\s)(≤|≥|<|>|at most|at least|up to|under|over|within|in|after|before|more than|less than|below|above|every)(\s|$)/i;
const CONSTANT_VALUE = /`[A-Za-z_]\w*`\s*\($/;

/** The figures of a line that are measurements, by the rule above. */
export function measurementsIn(line: string): string[] {
  const text = line.replace(/"[^"]*"/g, '""'); // quoted copy is the spec's text
  const found: string[] = [];
  for (const match of text.matchAll(FIGURE)) {
    if (match[2] !== undefined) {
      found.push(match[0]);
      continue;
    }
    const before = text.slice(0, match.index);
    const lastWords = before
      .replace(/[()[\],;:]/g, ' ')
      .trimEnd()
      .split(/\s+/)
      .slice(-3)
      .join(' ');
    const after = text.slice(match.index + match[0].length);
    const isSetting =
      LIMIT_WORD.test(` ${lastWords} `) ||
      /^\s*(after|late)\b/.test(after) ||
      CONSTANT_VALUE.test(before.trimEnd());
    if (!isSetting) found.push(match[0]);
  }
  return found;
}

interface Entry {
  /** The line the entry starts on (1-based) and its first words, for messages. */
  line: number;
  title: string;
  text: string;
}

/** The records: each top-level bullet with its wrapped lines. */
function entriesOf(): Entry[] {
  const entries: Entry[] = [];
  let current: Entry | undefined;
  lines.forEach((line, index) => {
    if (/^- /.test(line)) {
      current = { line: index + 1, title: line.slice(2, 60), text: line };
      entries.push(current);
    } else if (current && /^\s+\S/.test(line)) {
      current.text += `\n${line}`;
    } else {
      current = undefined;
    }
  });
  return entries;
}

/** The rows of the table under "### Timers": the timer's name and its milliseconds as written. */
function timerRows(markdown: string): { name: string; ms: string }[] {
  return timersSection(markdown)
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) => line.split('|').map((cell) => cell.trim()))
    .filter((cells) => /^`\w+`$/.test(cells[1] ?? ''))
    .map((cells) => ({ name: cells[1]!.slice(1, -1), ms: cells[2]! }));
}

function timersSection(markdown: string): string {
  const section = markdown.split(/^### Timers\s*$/m)[1]?.split(/^#{1,3} /m)[0];
  if (section === undefined) throw new Error('docs/decisions.md has no "### Timers" section');
  return section;
}

describe('docs/decisions.md', () => {
  describe('each entry', () => {
    const entries = entriesOf();

    it('is found', () => {
      expect(entries.length).toBeGreaterThan(40);
    });

    it('is one screen or less', () => {
      const long = entries
        .filter((entry) => entry.text.split('\n').length > MAX_RECORD_LINES)
        .map(
          (entry) =>
            `docs/decisions.md:${entry.line}: "${entry.title}" is over ${MAX_RECORD_LINES} lines`,
        );
      expect(long).toEqual([]);
    });

    it('names where it lives: at least one file or folder of the repository', () => {
      const homeless = entries
        .filter((entry) => !wordsOf(entry.text).some((word) => namesExistingPath(word)))
        .map(
          (entry) => `docs/decisions.md:${entry.line}: "${entry.title}" names no file or folder`,
        );
      expect(homeless).toEqual([]);
    });
  });

  it('holds no measurements (they belong in docs/performance.md)', () => {
    const found = lines.flatMap((line, index) =>
      measurementsIn(line).map(
        (figure) =>
          `docs/decisions.md:${index + 1}: "${figure}" is a measurement (${MEASUREMENT_RULE}): it belongs in docs/performance.md`,
      ),
    );
    expect(found).toEqual([]);
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

  it('gives each time-out outside content/timings.ts the value its file sets', () => {
    const named = [...timersSection(decisions).matchAll(/`(\w+)` \((\d+(?:\.\d+)?) s, `([^`]+)`/g)];
    expect(named.length).toBeGreaterThan(0);
    const wrong = named.flatMap(([, name, seconds, file]) => {
      const source = readFileSync(path.join(root, file!), 'utf8');
      const value = source.match(new RegExp(`\\b${name}\\s*=\\s*([\\d_]+)`))?.[1];
      const ms = Number(seconds) * 1000;
      return value !== undefined && Number(value.replace(/_/g, '')) === ms
        ? []
        : [`${name} in ${file}: ${value ?? 'not found'}, not ${ms}`];
    });
    expect(wrong).toEqual([]);
  });
});

describe('the measurement rule', () => {
  it.each([
    ['each was a 53–197 ms layout task', ['53–197 ms']],
    ['home HTML 60 → 87 KB gzip', ['60 → 87 KB']],
    ['Ours: a 5.5 KiB chunk fetched at Accept', ['5.5 KiB']],
    ['motion would add 40 KiB', ['40 KiB']],
  ])('calls "%s" a measurement', (line, figures) => {
    expect(measurementsIn(line)).toEqual(figures);
  });

  it.each([
    'first-load scripts ≤ 144.1 KiB gzip on `/`',
    'a yearly discount of at most 15 %',
    'The banner appears 2 s after the page has loaded',
    'no answer within 15 s',
    '`TRIAL_TIMEOUT_MS` (15 s, `lib/trial/submit.ts`)',
    'runs over 50 ms at 4× CPU',
    'the monthly price struck through, "Save 15%" and the total',
  ])('calls "%s" a setting', (line) => {
    expect(measurementsIn(line)).toEqual([]);
  });
});
