import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The documentation stands alone: its links resolve inside the repository, the README's layout
 * block matches the folders and files that exist, the README names every npm script and the
 * documentation no script that does not exist, and no file points outside the repository or to
 * work tracking.
 */
const root = path.resolve(__dirname, '..', '..');

/** Files git tracks or would track (untracked but not ignored), so generated folders never count. */
function repoFiles(): string[] {
  const output = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z'],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const files = output.split('\0').filter((file) => file !== '');
  return [...new Set(files)].filter((file) => existsSync(path.join(root, file)));
}

/** Every folder that holds a repository file, at any depth ("a", "a/b", ...). */
function repoFolders(files: string[]): Set<string> {
  const folders = new Set<string>();
  for (const file of files) {
    const parts = file.split('/').slice(0, -1);
    for (let depth = 1; depth <= parts.length; depth += 1) {
      folders.add(parts.slice(0, depth).join('/'));
    }
  }
  return folders;
}

const files = repoFiles();
const folders = repoFolders(files);

const markdownFiles = [
  'README.md',
  'bench/notes.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

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
}

/** The folder entries of the README's layout block. */
function layoutEntries(readme: string): LayoutEntry[] {
  const section = readme.split(/^## Project layout\s*$/m)[1]?.split(/^## /m)[0];
  if (section === undefined) throw new Error('README.md has no "## Project layout" section');
  const block = section.match(/^```[^\n]*\n([\s\S]*?)^```/m)?.[1];
  if (block === undefined) throw new Error('"## Project layout" has no fenced block');

  const entries: LayoutEntry[] = [];
  const stack: { indent: number; path: string }[] = [];
  for (const line of block.split('\n')) {
    const match = line.match(/^( *)([\w.[\]-]+(?:\/[\w.[\]-]+)*)\/(?=\s|$)/);
    if (!match) continue;
    const indent = match[1]!.length;
    while (stack.length > 0 && stack[stack.length - 1]!.indent >= indent) stack.pop();
    const parent = stack[stack.length - 1];
    const entry = parent ? `${parent.path}/${match[2]}` : match[2]!;
    entries.push({ path: entry, description: line.slice(match[0].length) });
    stack.push({ indent, path: entry });
  }
  return entries;
}

/** Top-level folders the layout must show: dotfolders (but .ci) and generated output aside. */
const generated = new Set([
  'node_modules',
  'out',
  'out-configured',
  '.next',
  'test-results',
  'reports',
  'outbox',
  'playwright-report',
]);
const documentedParents = ['components', 'content', 'lib', 'scripts'];

/** Folders whose layout line names each of their files (by file name, or without its extension). */
const folderWithFilesListed = ['scripts/build', 'scripts/servers', 'lib/analytics', 'lib/hooks'];
/** Type declarations (`x.d.mts`) go with the module of the same name and need no mention. */
const DECLARATION_FILE = /\.d\.[cm]?ts$/;

/** The names a layout line mentions: runs of name characters, trailing dots aside. */
function namesIn(description: string): Set<string> {
  return new Set(
    description
      .split(/[^\w./[\]-]+/)
      .map((token) => token.replace(/\.+$/, ''))
      .filter((token) => token !== ''),
  );
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

describe('the README layout block', () => {
  const layout = layoutEntries(readme);
  const entries = layout.map((entry) => entry.path);
  const listed = new Set<string>();
  for (const entry of entries) {
    const parts = entry.split('/');
    for (let depth = 1; depth <= parts.length; depth += 1) {
      listed.add(parts.slice(0, depth).join('/'));
    }
  }

  it('is found and lists folders', () => {
    expect(entries.length).toBeGreaterThan(10);
  });

  it('lists every top-level folder', () => {
    const topLevel = [...folders].filter(
      (folder) =>
        !folder.includes('/') &&
        !generated.has(folder) &&
        (!folder.startsWith('.') || folder === '.ci'),
    );
    expect(topLevel.filter((folder) => !listed.has(folder)).sort()).toEqual([]);
  });

  it.each(documentedParents)('lists every folder directly under %s/', (parent) => {
    const children = [...folders].filter(
      (folder) => folder.startsWith(`${parent}/`) && folder.split('/').length === 2,
    );
    expect(children.filter((folder) => !listed.has(folder)).sort()).toEqual([]);
  });

  it('lists no folder that does not exist', () => {
    expect(entries.filter((entry) => !folders.has(entry))).toEqual([]);
  });

  it.each(folderWithFilesListed)('names every file directly under %s/ on its line', (folder) => {
    const entry = layout.find((candidate) => candidate.path === folder);
    if (entry === undefined) throw new Error(`the layout block has no line for ${folder}/`);
    const named = namesIn(entry.description);
    const unnamed = files
      .filter((file) => path.posix.dirname(file) === folder)
      .map((file) => path.posix.basename(file))
      .filter((name) => !DECLARATION_FILE.test(name))
      .filter((name) => !named.has(name) && !named.has(name.replace(/\.[^.]+$/, '')));
    expect(unnamed.sort()).toEqual([]);
  });
});

describe('the README and the npm scripts', () => {
  const scripts = Object.keys(
    (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: object })
      .scripts,
  );
  const named = new Set([...npmRunNames(readme), ...npmShortcutNames(readme)]);

  it('names every script in package.json', () => {
    expect(scripts.filter((name) => !named.has(name)).sort()).toEqual([]);
  });

  it.each(markdownFiles)('%s runs no npm script that does not exist', (file) => {
    const markdown = readFileSync(path.join(root, file), 'utf8');
    expect([...npmRunNames(markdown)].filter((name) => !scripts.includes(name))).toEqual([]);
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
