import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The documentation stands alone: its links resolve inside the repository, the README's layout
 * block matches the folders that exist, and no file points outside the repository or to work
 * tracking.
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

/** The folder entries of the README's layout block, as full paths ("components/ui"). */
function layoutEntries(readme: string): string[] {
  const section = readme.split(/^## Project layout\s*$/m)[1]?.split(/^## /m)[0];
  if (section === undefined) throw new Error('README.md has no "## Project layout" section');
  const block = section.match(/^```[^\n]*\n([\s\S]*?)^```/m)?.[1];
  if (block === undefined) throw new Error('"## Project layout" has no fenced block');

  const entries: string[] = [];
  const stack: { indent: number; path: string }[] = [];
  for (const line of block.split('\n')) {
    const match = line.match(/^( *)([\w.[\]-]+(?:\/[\w.[\]-]+)*)\/(?=\s|$)/);
    if (!match) continue;
    const indent = match[1]!.length;
    while (stack.length > 0 && stack[stack.length - 1]!.indent >= indent) stack.pop();
    const parent = stack[stack.length - 1];
    const entry = parent ? `${parent.path}/${match[2]}` : match[2]!;
    entries.push(entry);
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

describe('the README layout block', () => {
  const entries = layoutEntries(readFileSync(path.join(root, 'README.md'), 'utf8'));
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
