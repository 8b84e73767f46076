import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  GENERATED,
  NOT_IN_REPOSITORY,
  looksLikeFileName,
  wordsOf,
  repoFiles as files,
  repoFolders as folders,
  root,
} from './docs/repo-paths';
import { sectionOf, tableRows } from './docs/markdown';

/**
 * The documentation stands alone: its links resolve inside the repository, the layout trees (the
 * README's top level, docs/architecture.md's folders) match the folders and files that exist, the
 * README's scripts table is package.json's scripts and its configuration table lib/env.ts's
 * variables with their defaults, no `npm run` names a script that does not exist, and no file points
 * outside the repository or to work tracking. Every other path the documentation names is checked
 * in tests/unit/docs/paths.test.ts, and the claims that drifted before in tests/unit/docs/claims.test.ts.
 */
/** Every Markdown file of the repository but the test fixtures. */
const markdownFiles = files.filter(
  (file) => file.endsWith('.md') && !file.startsWith('tests/fixtures/'),
);

/** Markdown without fenced blocks and inline code, where brackets and parentheses are not links. */
function proseOf(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** The targets of inline links, images and link reference definitions. */
function linkTargets(markdown: string): string[] {
  const prose = proseOf(markdown);
  const inline = [...prose.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)];
  const references = [...prose.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)];
  return [...inline, ...references].map((match) => match[1]!);
}

const isExternal = (target: string) =>
  /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');

describe('relative links in README.md and docs/', () => {
  it.each(markdownFiles)('%s links only to files and folders in the repository', (file) => {
    const markdown = readFileSync(path.join(root, file), 'utf8');
    const broken = linkTargets(markdown)
      .filter((target) => !isExternal(target) && !target.startsWith('#'))
      .filter((target) => {
        const bare = decodeURIComponent(target.replace(/[?#].*$/, ''));
        const resolved = bare.startsWith('/')
          ? path.join(root, bare)
          : path.resolve(path.dirname(path.join(root, file)), bare);
        return !resolved.startsWith(root) || !existsSync(resolved);
      });
    expect(broken).toEqual([]);
  });
});

interface LayoutEntry {
  /** The folder as a full path ("components/ui"). */
  path: string;
  /** What the line says about it: the rest of the line after the folder's name. */
  description: string;
  /** `file:line`, for messages. */
  where: string;
}

/** Where a line's description starts: a line indented this far continues the line above. */
const DESCRIPTION_COLUMN = 20;

/** The folder entries of the fenced block under a heading of a Markdown file. */
function layoutEntries(file: string, heading: string): LayoutEntry[] {
  const markdown = readFileSync(path.join(root, file), 'utf8');
  const [before, section] = markdown.split(new RegExp(`^${heading}\\s*$`, 'm'));
  if (section === undefined) throw new Error(`${file} has no "${heading}" section`);
  const opening = section.match(/^```[^\n]*\n/m);
  if (!opening) throw new Error(`"${heading}" in ${file} has no fenced block`);
  const firstLine = before!.split('\n').length + section.slice(0, opening.index).split('\n').length;
  const block = section.slice(opening.index! + opening[0].length).split(/^```/m)[0]!;

  const entries: LayoutEntry[] = [];
  const stack: { indent: number; path: string }[] = [];
  let current: LayoutEntry | undefined;
  block.split('\n').forEach((line, index) => {
    if (current && new RegExp(`^ {${DESCRIPTION_COLUMN}}\\S`).test(line)) {
      current.description += ` ${line.trim()}`; // the entry's line, wrapped
      return;
    }
    const match = line.match(/^( *)([\w.[\]-]+(?:\/[\w.[\]-]+)*)\/(?=\s|$)/);
    current = undefined;
    if (!match) return;
    const indent = match[1]!.length;
    while (stack.length > 0 && stack[stack.length - 1]!.indent >= indent) stack.pop();
    const parent = stack[stack.length - 1];
    const entry = parent ? `${parent.path}/${match[2]}` : match[2]!;
    current = {
      path: entry,
      description: line.slice(match[0].length),
      where: `${file}:${firstLine + index}`,
    };
    entries.push(current);
    stack.push({ indent, path: entry });
  });
  return entries;
}

/** The files and folders at the repository's root. */
const topLevel = new Set(files.map((file) => file.split('/')[0]!));
/** Folders whose every folder architecture.md's tree shows on a line of its own. */
const documentedParents = ['components', 'content', 'lib', 'scripts'];

/** Type declarations (`<name>.d.mts`) go with the module of the same name and need no mention. */
const DECLARATION_FILE = /\.d\.[cm]?ts$/;

/** The files (declarations aside) and folders directly inside a folder, by name. */
function entriesOf(folder: string): { files: string[]; folders: string[] } {
  return {
    files: files
      .filter((file) => path.posix.dirname(file) === folder)
      .map((file) => path.posix.basename(file))
      .filter((name) => !DECLARATION_FILE.test(name)),
    folders: [...folders]
      .filter((candidate) => path.posix.dirname(candidate) === folder)
      .map((candidate) => path.posix.basename(candidate)),
  };
}

/**
 * How a layout line is read. Its words that name something carry their kind: a file with its
 * extension (`button.tsx`), a folder with a trailing slash (`agents/`), a path inside the folder
 * with its slashes (`legal/[id]/`), a path elsewhere from the root (`app/icons.css`); other words
 * are prose. Each such word must exist: in the line's folder, or else from the root (a generated
 * folder such as `outbox/` aside). A line that names one file of its folder is a list and names
 * them all, and every folder inside that has no line of its own.
 * @returns one message per word that names nothing and per entry a list leaves out.
 */
function layoutLineProblems(entry: LayoutEntry, subfoldersWithLines: Set<string>): string[] {
  const where = `${entry.where}: ${entry.path}/`;
  const inside = entriesOf(entry.path);
  const named = new Set<string>();
  const problems: string[] = [];
  for (const word of wordsOf(entry.description)) {
    if (word.startsWith('/')) continue; // a route
    const isFolderWord = word.endsWith('/');
    const name = word.replace(/\/+$/, '');
    const first = name.split('/')[0]!;
    const here = `${entry.path}/${name}`;
    if (inside.files.includes(name) || inside.folders.includes(first)) {
      if (files.includes(here) || folders.has(here)) named.add(first);
      else problems.push(`${where}: ${word}: not in this folder`);
      continue;
    }
    const isPath = name.includes('/') && (topLevel.has(first) || looksLikeFileName(name));
    if (!isFolderWord && !isPath && !looksLikeFileName(name)) continue; // prose
    if (GENERATED.has(first) || NOT_IN_REPOSITORY.has(name)) continue;
    const fromRoot = files.includes(name) || folders.has(name);
    if (!fromRoot) problems.push(`${where}: ${word}: neither in this folder nor from the root`);
  }

  const isList = inside.files.some((name) => named.has(name));
  if (isList) {
    for (const name of inside.files) {
      if (!named.has(name)) problems.push(`${where}: the list leaves out the file ${name}`);
    }
    for (const name of inside.folders) {
      if (!named.has(name) && !subfoldersWithLines.has(`${entry.path}/${name}`)) {
        problems.push(`${where}: the list leaves out the folder ${name}/`);
      }
    }
  }
  return problems;
}

/** Every script a text runs as `npm run <name>`. */
function npmRunNames(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/\bnpm run (\w[\w:.-]*\w)/g)].map((match) => match[1]!));
}

/** The scripts npm also runs without `run` that a text runs so (`npm test`, `npm start`). */
function npmShortcutNames(markdown: string): Set<string> {
  return new Set(
    [...markdown.matchAll(/\bnpm (test|start)(?![\w:.-])/g)].map((match) => match[1]!),
  );
}

const readme = readFileSync(path.join(root, 'README.md'), 'utf8');

/** The top-level folders a tree must list: git's, less the generated ones and dotfolders but CI's. */
const topLevelFolders = [...folders].filter(
  (folder) =>
    !folder.includes('/') &&
    !GENERATED.has(folder) &&
    (!folder.startsWith('.') || folder === '.ci'),
);

describe.each([
  { file: 'README.md', heading: '## Project layout', parents: [] as string[] },
  { file: 'docs/architecture.md', heading: '## Folders', parents: documentedParents },
])('the layout tree of $file', ({ file, heading, parents }) => {
  const layout = layoutEntries(file, heading);
  const entries = layout.map((entry) => entry.path);
  const listed = new Set<string>();
  for (const entry of entries) {
    const parts = entry.split('/');
    for (let depth = 1; depth <= parts.length; depth += 1) {
      listed.add(parts.slice(0, depth).join('/'));
    }
  }

  it('is found and lists folders', () => {
    expect(entries.length).toBeGreaterThan(8);
  });

  it('lists every top-level folder', () => {
    expect(topLevelFolders.filter((folder) => !listed.has(folder)).sort()).toEqual([]);
  });

  // The README's tree is of the top level only: it has no parents to check.
  if (parents.length > 0)
    it.each(parents)('lists every folder directly under %s/', (parent) => {
      const children = [...folders].filter(
        (folder) => folder.startsWith(`${parent}/`) && folder.split('/').length === 2,
      );
      expect(children.filter((folder) => !listed.has(folder)).sort()).toEqual([]);
    });

  it('lists no folder that does not exist', () => {
    expect(
      layout
        .filter((entry) => !folders.has(entry.path))
        .map((entry) => `${entry.where}: ${entry.path}/ does not exist`),
    ).toEqual([]);
  });

  it('names on each line only what exists, and on a list every entry of its folder', () => {
    const withLines = new Set(entries);
    expect(layout.flatMap((entry) => layoutLineProblems(entry, withLines))).toEqual([]);
  });
});

/**
 * A helper list in the documentation: a section headed with its folder in backticks
 * (`## End-to-end helpers (`tests/e2e/`)`) whose bullets each open with a bold file name
 * (`- **`fixtures.ts`**: ...`). It names exactly the folder's files that are not tests
 * (`*.spec.ts`, `*.test.ts`), those in subfolders by their path inside it (`support/esm.ts`).
 */
function helperLists(file: string, markdown: string) {
  const lists: { where: string; folder: string; names: string[] }[] = [];
  const sections = markdown.split(/^(?=## )/m);
  let line = 1;
  for (const section of sections) {
    const folder = section.match(/^## [^\n]*\(`([\w./-]+)\/`\)\s*$/m)?.[1];
    const names = [...section.matchAll(/^- \*\*`([^`]+)`\*\*/gm)].map((match) => match[1]!);
    if (folder !== undefined && names.length > 0) {
      lists.push({ where: `${file}:${line}`, folder, names });
    }
    line += section.split('\n').length - 1;
  }
  return lists;
}

const TEST_FILE = /\.(spec|test)\.[cm]?[jt]sx?$/;

describe('helper lists in docs/', () => {
  const lists = markdownFiles
    .filter((file) => file.startsWith('docs/'))
    .flatMap((file) => helperLists(file, readFileSync(path.join(root, file), 'utf8')));

  it('are found', () => {
    expect(lists.length).toBeGreaterThan(0);
  });

  it('name exactly the files of their folder that are not tests', () => {
    const problems = lists.flatMap(({ where, folder, names }) => {
      const helpers = files
        .filter((file) => file.startsWith(`${folder}/`))
        .map((file) => file.slice(folder.length + 1))
        .filter((name) => !TEST_FILE.test(name) && !name.includes('__'));
      return [
        ...names
          .filter((name) => !helpers.includes(name))
          .map((name) => `${where}: ${name} is not a helper in ${folder}/`),
        ...helpers
          .filter((name) => !names.includes(name))
          .map((name) => `${where}: the list leaves out ${folder}/${name}`),
      ];
    });
    expect(problems).toEqual([]);
  });
});

describe('docs/architecture.md', () => {
  it('sorts every folder of components/ into a feature folder or a shared one', () => {
    const architecture = readFileSync(path.join(root, 'docs', 'architecture.md'), 'utf8');
    const bullet = architecture.match(/^- \*\*Feature folders\*\*[\s\S]*?(?=^\S|^- )/m)?.[0];
    if (bullet === undefined)
      throw new Error('docs/architecture.md has no "Feature folders" bullet');
    const sorted = [...bullet.matchAll(/`([\w-]+)\/`/g)].map((match) => match[1]!);
    const subfolders = entriesOf('components').folders;
    expect([...new Set(sorted)].sort()).toEqual([...subfolders].sort());
  });
});

/** The rows of the table under a README heading, as trimmed cells. */
const readmeTable = (heading: string) => tableRows(sectionOf(readme, heading));

describe('the README and the npm scripts', () => {
  const scripts = Object.keys(
    (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: object })
      .scripts,
  );

  it("has a scripts table with one row per package.json script, in package.json's order", () => {
    const rows = readmeTable('## Scripts').map(
      ([command]) => /^`npm (?:run )?([\w:.-]+)`$/.exec(command ?? '')?.[1] ?? command,
    );
    expect(rows).toEqual(scripts);
  });

  it.each(markdownFiles)('%s runs no npm script that does not exist', (file) => {
    const markdown = readFileSync(path.join(root, file), 'utf8');
    expect([...npmRunNames(markdown)].filter((name) => !scripts.includes(name))).toEqual([]);
  });

  it('names npm test and npm start as npm does', () => {
    expect([...npmShortcutNames(readme)].sort()).toEqual(['start', 'test']);
  });
});

describe("the README's configuration table", () => {
  const rows = readmeTable('## Configuration');
  const documented = new Map(
    rows.map(([name, defaultValue]) => [/^`(\w+)`$/.exec(name ?? '')?.[1] ?? name, defaultValue!]),
  );
  const envSource = readFileSync(path.join(root, 'lib', 'env.ts'), 'utf8');
  const read = new Set(
    [...envSource.matchAll(/process\.env\.(NEXT_PUBLIC_\w+)/g)].map((m) => m[1]!),
  );
  const defaultsSource = readFileSync(path.join(root, 'lib', 'env-defaults.mjs'), 'utf8');
  /** `NAME: 'value'` pairs of one frozen object in lib/env-defaults.mjs. */
  const defaultsOf = (object: string) => {
    const body = new RegExp(`${object} = Object\\.freeze\\(\\{([\\s\\S]*?)\\}\\)`).exec(
      defaultsSource,
    )?.[1];
    if (body === undefined) throw new Error(`lib/env-defaults.mjs has no ${object}`);
    return [...body.matchAll(/(NEXT_PUBLIC_\w+): '([^']*)'/g)].map((m) => [m[1]!, m[2]!] as const);
  };

  it('has a row for every NEXT_PUBLIC_* variable lib/env.ts reads, and no other', () => {
    expect(read.size).toBeGreaterThan(5);
    expect([...documented.keys()].sort()).toEqual([...read].sort());
  });

  it('gives each default lib/env-defaults.mjs sets, and the Pages defaults as such', () => {
    const wrong = [
      ...defaultsOf('envDefaults').filter(
        ([name, value]) => !documented.get(name)?.includes(`\`${value}\``),
      ),
      ...defaultsOf('pagesDefaults').filter(
        ([name, value]) => !new RegExp(`\`${value}\` on Pages`).test(documented.get(name) ?? ''),
      ),
    ].map(([name, value]) => `${name}: ${value}`);
    expect(wrong).toEqual([]);
  });
});

describe('the repository stands alone', () => {
  // Built from parts so this file does not match itself.
  const outsidePath = new RegExp(['\\.\\.', 'shared'].join('/'));
  const trackerReference = new RegExp(['\\bissues?', '#?\\d'].join('\\s+'), 'i');

  it('no file points to a sibling folder or cites a numbered issue', () => {
    const offenders: string[] = [];
    for (const file of files) {
      if (file === 'package-lock.json') continue;
      const bytes = readFileSync(path.join(root, file));
      if (bytes.subarray(0, 8000).includes(0)) continue; // binary: images, video
      const lines = bytes.toString('utf8').split('\n');
      lines.forEach((line, index) => {
        if (outsidePath.test(line) || trackerReference.test(line)) {
          offenders.push(`${file}:${index + 1}: ${line.trim().slice(0, 120)}`);
        }
      });
    }
    expect(offenders).toEqual([]);
  });
});
