import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  DOM_ELEMENTS_BUDGET,
  FIRST_LOAD_BUDGETS_KIB,
  FLOOR_FIRST_LOAD,
  HOME_HTML_GZIP_LIMIT,
  LIGHTHOUSE_TARGETS,
  LONG_TASK_MS,
  MARGINS,
} from '../../../scripts/lib/budgets.mjs';
import { sectionOf, tableRows } from './markdown';
import { root } from './repo-paths';

/**
 * The kinds of claim the documentation got wrong before, each read from the file that decides it:
 * the Playwright projects (names, order, when each is left out) from playwright.config.ts, the
 * shell's order from app/layout.tsx, the Node version and the steps of `npm test` from
 * package.json, what CI runs and prints from .ci/run and scripts/tools/test-summary.mjs, the
 * budgets from scripts/lib/budgets.mjs.
 */
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

const markdownFiles = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** The first fenced block of a text, without its fences. */
function fencedBlock(text: string): string[] {
  const match = /^```[^\n]*\n([\s\S]*?)^```/m.exec(text);
  if (!match) throw new Error('no fenced block');
  return match[1]!.replace(/\n$/, '').split('\n');
}

describe('the Playwright projects', () => {
  const config = read('playwright.config.ts');
  const start = config.indexOf('projects: [');
  const block = config.slice(start, config.indexOf('\n  ],', start));
  const names = [...block.matchAll(/\bname: '([\w-]+)'/g)].map((match) => match[1]!);
  /** Projects the config adds only when a guard is true: name → the guard's name. */
  const guards = new Map(
    [...block.matchAll(/\.\.\.\((\w+)\s*\?\s*\[\s*\{[\s\S]*?\bname: '([\w-]+)'/g)].map((match) => [
      match[2]!,
      match[1]!,
    ]),
  );
  /** Whether a guard is true whenever CI is set, wherever it is defined. */
  const forcedInCi = (guard: string) => {
    const definition = [config, read('tests/e2e/origins.ts')]
      .map((source) => new RegExp(`const ${guard} =([^;]+);`).exec(source)?.[1])
      .find((found) => found !== undefined);
    if (definition === undefined) throw new Error(`${guard} is defined nowhere`);
    return /process\.env\.CI\b/.test(definition);
  };

  const testing = read('docs/testing.md');
  const rows = tableRows(sectionOf(testing, '## The Playwright projects'));
  const documented = rows.map((cells) => /^`([\w-]+)`$/.exec(cells[0]!)?.[1] ?? cells[0]!);
  const when = new Map(rows.map((cells, index) => [documented[index]!, cells.at(-1)!]));

  it('are read from the config', () => {
    expect(names.length).toBeGreaterThan(3);
    expect(guards.size).toBeGreaterThan(0);
  });

  it('are listed in docs/testing.md by name, in the order the config declares them', () => {
    expect(documented).toEqual(names);
  });

  it('say "always" exactly for the projects the config never leaves out', () => {
    const wrong = names.flatMap((name) => {
      const always = /^always\b/.test(when.get(name) ?? '');
      return always === !guards.has(name)
        ? []
        : [
            `${name}: "${when.get(name)}", but the config ${guards.has(name) ? 'guards' : 'always adds'} it`,
          ];
    });
    expect(wrong).toEqual([]);
  });

  it('say "required in CI" exactly where the guard is forced on in CI', () => {
    const wrong = [...guards].flatMap(([name, guard]) => {
      const says = /required in CI/.test(when.get(name) ?? '');
      return says === forcedInCi(guard) ? [] : [`${name} (${guard}): "${when.get(name)}"`];
    });
    expect(wrong).toEqual([]);
  });

  it.each(markdownFiles)('%s names only projects that exist', (file) => {
    const text = read(file);
    const named = [
      ...[
        ...text.matchAll(
          /((?:`[\w-]+`(?:,\s+|\s+and\s+|\s+or\s+)?)+)\s+(?:Playwright\s+)?projects?\b/g,
        ),
      ].flatMap((match) => [...match[1]!.matchAll(/`([\w-]+)`/g)].map((name) => name[1]!)),
      ...[...text.matchAll(/--project[ =]([\w-]+)/g)].map((match) => match[1]!),
    ];
    expect([...new Set(named)].filter((name) => !names.includes(name))).toEqual([]);
  });
});

describe('the shell in docs/architecture.md', () => {
  it('names the components of app/layout.tsx in their order', () => {
    const layout = read('app/layout.tsx');
    const body = layout.slice(layout.indexOf('<body'), layout.indexOf('</body>'));
    const mounted = [...body.matchAll(/<([A-Z]\w*)[\s/>]/g)].map((match) => match[1]!);
    const architecture = read('docs/architecture.md');
    const bullet = /^- \*\*`app\/`\*\*[\s\S]*?(?=^- |^\S)/m.exec(architecture)?.[0] ?? '';
    const prose = bullet.replace(/\s+/g, ' ');
    const start = prose.indexOf('mounts the shell');
    if (start === -1) throw new Error('the `app/` bullet of docs/architecture.md names no shell');
    const shell = prose.slice(start);
    const documented = [...shell.matchAll(/`([A-Z]\w*)`/g)].map((match) => match[1]!);
    expect(mounted.length).toBeGreaterThan(5);
    expect(documented).toEqual(mounted);
  });
});

describe('the Node version', () => {
  const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines;
  const major = /\d+/.exec(engines.node)![0];

  it('is stated in the README', () => {
    expect(read('README.md')).toMatch(/\bNode(?:\.js)? \d+/);
  });

  it.each(markdownFiles)(
    `%s states only the major version of package.json's engines.node`,
    (file) => {
      const stated = [...read(file).matchAll(/\bNode(?:\.js)? (\d+(?:\.\d+)*)/g)].map(
        (match) => match[1]!,
      );
      expect(stated.filter((version) => version !== major)).toEqual([]);
    },
  );
});

/**
 * The text of each `console.log` template literal in a source, as a pattern: its literal parts
 * as they are, each `${…}` (nested templates included) as any text.
 */
export function loggedLines(source: string): RegExp[] {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  function readTemplate(from: number): { pattern: string; end: number } {
    let pattern = '';
    let at = from;
    while (at < source.length) {
      const char = source[at]!;
      if (char === '\\') {
        pattern += escape(source[at + 1]!);
        at += 2;
      } else if (char === '`') {
        return { pattern, end: at + 1 };
      } else if (char === '$' && source[at + 1] === '{') {
        pattern += '.*?';
        at = skipExpression(at + 2);
      } else {
        pattern += escape(char);
        at += 1;
      }
    }
    throw new Error('unterminated template');
  }
  function skipExpression(from: number): number {
    let depth = 1;
    let at = from;
    while (depth > 0) {
      const char = source[at]!;
      if (char === '`') {
        at = readTemplate(at + 1).end;
        continue;
      }
      if (char === "'" || char === '"') {
        at = source.indexOf(char, at + 1) + 1;
        continue;
      }
      if (char === '{') depth += 1;
      if (char === '}') depth -= 1;
      at += 1;
    }
    return at;
  }
  const patterns: RegExp[] = [];
  for (const match of source.matchAll(/console\.log\(`/g)) {
    patterns.push(new RegExp(`^${readTemplate(match.index + match[0].length).pattern}$`));
  }
  return patterns;
}

describe('npm test in docs/testing.md', () => {
  it("names the steps of package.json's test script, in their order", () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    const steps = scripts.test!.split('&&').map((step) => step.trim());
    const testing = read('docs/testing.md');
    const intro = testing.slice(0, testing.indexOf('\n## ')).replace(/\s+/g, ' ');
    const at = steps.map((step) => intro.indexOf(`\`${step}\``));
    expect(steps.length).toBeGreaterThan(1);
    expect(steps.filter((_, index) => at[index] === -1)).toEqual([]);
    expect(at).toEqual([...at].sort((a, b) => a - b));
  });
});

describe('CI in docs/testing.md', () => {
  const ci = sectionOf(read('docs/testing.md'), '## CI');
  /** .ci/run, with the setup it sources where it sources it. */
  const script = read('.ci/run').replace(/^source \.ci\/setup$/m, () => read('.ci/setup'));
  /** The commands every run of .ci/run makes: its (and its setup's) unindented npm and node lines. */
  const commands = script.split('\n').filter((line) => /^(npm|node) /.test(line));

  it('names the commands .ci/run always runs, in its order', () => {
    expect(commands.length).toBeGreaterThan(1);
    const at = commands.map((command) => ci.indexOf(`\`${command}\``));
    expect(commands.filter((_, index) => at[index] === -1)).toEqual([]);
    expect(at).toEqual([...at].sort((a, b) => a - b));
  });

  it('says the summary needs a passing npm test exactly when .ci/run stops at a failure', () => {
    const stopsAtFailure = /^set -[a-z]*e/m.test(script);
    const summaryAfterTests =
      script.indexOf('test-summary.mjs') > script.search(/^npm test$/m) &&
      script.search(/^npm test$/m) !== -1;
    expect(/only after `npm test` passes/.test(ci)).toBe(stopsAtFailure && summaryAfterTests);
  });

  describe('the summary block', () => {
    const printed = loggedLines(read('scripts/tools/test-summary.mjs'));
    const lines = fencedBlock(ci);
    const kinds = lines.map((line) => printed.findIndex((pattern) => pattern.test(line)));

    it('has only lines scripts/tools/test-summary.mjs prints', () => {
      expect(printed.length).toBeGreaterThan(1);
      expect(lines.filter((_, index) => kinds[index] === -1)).toEqual([]);
    });

    it('shows every kind of line, in the order the script prints them', () => {
      expect([...new Set(kinds)]).toEqual(printed.map((_, index) => index));
      expect(kinds).toEqual([...kinds].sort((a, b) => a - b));
    });

    it('names only projects of playwright.config.ts', () => {
      const config = read('playwright.config.ts');
      const projects = lines.flatMap((line) => /e2e project ([\w-]+):/.exec(line)?.[1] ?? []);
      expect(projects.filter((name) => !config.includes(`name: '${name}'`))).toEqual([]);
    });
  });
});

describe('the budgets in docs/performance.md', () => {
  const budgets = sectionOf(read('docs/performance.md'), '## Budgets');
  const rows = tableRows(budgets);
  const numbersIn = (text: string) =>
    [...text.matchAll(/\d[\d,]*(?:\.\d+)?/g)].map((match) => Number(match[0].replace(/,/g, '')));
  const limitOf = (label: RegExp) => {
    const row = rows.find((cells) => label.test(cells[0]!));
    if (!row) throw new Error(`no budget row matches ${label}`);
    return numbersIn(row[1]!);
  };

  it.each([
    [/^First-load JavaScript of `\/`/, [FIRST_LOAD_BUDGETS_KIB.byRoute['/']]],
    [/^First-load JavaScript of every other page/, [FIRST_LOAD_BUDGETS_KIB.default]],
    [
      /first five seconds/,
      [
        LIGHTHOUSE_TARGETS.jsOverFloorKiB,
        Math.round((FLOOR_FIRST_LOAD.kib + LIGHTHOUSE_TARGETS.jsOverFloorKiB) * 10) / 10,
      ],
    ],
    [/^HTML of `\/`/, [HOME_HTML_GZIP_LIMIT]],
    [/^Rendered elements/, [DOM_ELEMENTS_BUDGET]],
    [/idle callback/, [LONG_TASK_MS]],
  ])('gives the row %s the limit scripts/lib/budgets.mjs sets', (label, limits) => {
    expect(limitOf(label)).toEqual(limits);
  });

  it("states the margins and the floor's first load as scripts/lib/budgets.mjs sets them", () => {
    expect(budgets).toContain(`${MARGINS.firstLoadKiB} KiB of first-load JavaScript`);
    expect(budgets).toContain(`${MARGINS.domElements} elements`);
    expect(budgets).toContain(`${FLOOR_FIRST_LOAD.kib} KiB`);
  });
});
