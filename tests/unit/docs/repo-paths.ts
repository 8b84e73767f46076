import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * What the documentation's paths are checked against: the files git tracks or would track
 * (untracked but not ignored), so generated folders never count, and the folders that hold them.
 */
export const root = path.resolve(__dirname, '..', '..', '..');

function listRepoFiles(): string[] {
  const output = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z'],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const listed = output.split('\0').filter((file) => file !== '');
  return [...new Set(listed)].filter((file) => existsSync(path.join(root, file)));
}

export const repoFiles = listRepoFiles();
const fileSet = new Set(repoFiles);

/** Every folder that holds a repository file, at any depth ("a", "a/b", ...). */
export const repoFolders = new Set<string>();
for (const file of repoFiles) {
  const parts = file.split('/').slice(0, -1);
  for (let depth = 1; depth <= parts.length; depth += 1) {
    repoFolders.add(parts.slice(0, depth).join('/'));
  }
}

const topLevel = new Set(repoFiles.map((file) => file.split('/')[0]!));
const baseNames = new Set(repoFiles.map((file) => path.posix.basename(file)));
const folderNames = new Set([...repoFolders].map((folder) => path.posix.basename(folder)));

/**
 * What the build, the servers and the tests write, git-ignored: a path into one of these names
 * something that exists only after a run, so it is not looked for.
 */
export const GENERATED = new Set([
  'node_modules',
  '.next',
  'out',
  'out-configured',
  'out.staging',
  'out-configured.staging',
  'out.previous',
  'out.fixtures',
  'out.built.json',
  'out-configured.built.json',
  'outbox',
  'test-results',
  'reports',
  'playwright-report',
  'blob-report',
  'coverage',
  'screenshots',
  '.wrangler',
  'bench/.work',
  '.ci/node', // the Node .ci/run installs when the machine's is older
]);

/** Whether a path lies in a generated folder (any of its leading parts is one). */
const isGenerated = (candidate: string) => {
  const parts = candidate.split('/');
  return parts.some((_, index) => GENERATED.has(parts.slice(0, index + 1).join('/')));
};

/**
 * File names the documentation tells a reader to create, or that belong to someone else: they are
 * never in the repository, so they are not looked for.
 */
export const NOT_IN_REPOSITORY = new Set([
  '.env', // the deployer's build settings, read like next build reads them
  '.env.local',
  '.env.production',
  '.env.production.local',
  '.dev.vars', // wrangler pages dev's local secrets
  'api.js', // Cloudflare Turnstile's script
  'lead/', // the prefix of kept leads' keys in the KV store
  'nginx.conf', // the host's main nginx configuration
  'report.md', // what npm run bench writes into bench/ (git-ignored)
  'report.json',
]);

/** Extensions that mark a word as a file name of this repository's kinds. */
const FILE_EXTENSION =
  /\.(tsx?|mts|d\.mts|mjs|cjs|js|json|css|md|toml|conf|service|ya?ml|sh|svg|mp4|vtt|webp)$/;

/**
 * A word is a file name when it ends in a known extension after a name in this repository's
 * spelling (lower case, as every file but README.md: `Next.js` is a product), or is a settings
 * dotfile (`.npmrc`, `.env.example`). A bare extension (`.txt`) or a CSS class (`.px-6`) is not.
 */
export const looksLikeFileName = (name: string) =>
  (FILE_EXTENSION.test(name) && /^([a-z0-9_[]|README\.md$)/.test(name.split('/').pop()!)) ||
  /^\.(\w+rc|env(\.\w+)*|\w+\.json)$/.test(name);

/** Markdown links `[text](target)` read as their two parts, so each is a word of its own. */
const unwrapLinks = (line: string) => line.replace(/\[([^\]\n]*)\]\(([^)\s]*)\)/g, '$1 $2');

/** The words of a line that could be paths, with quoting and trailing punctuation removed. */
export function wordsOf(line: string): string[] {
  return unwrapLinks(line)
    .split(/[\s`"'(),;|]+/)
    .map((word) =>
      word
        .replace(/#.*$/, '') // an anchor
        .replace(/[.:!?]+$/, '')
        .replace(/(:\d+)+$/, '') // a line number
        .replace(/^\.\//, '')
        .replace(/[.:!?]+$/, ''),
    )
    .filter((word) => word !== '');
}

/** A glob (`tests/e2e/*.configured.spec.ts`) as a regular expression over repository paths. */
function globPattern(glob: string): RegExp {
  const escaped = glob.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*');
  return new RegExp(`^${escaped}/?$`);
}

const existsAsFileOrFolder = (candidate: string) =>
  fileSet.has(candidate) || repoFolders.has(candidate);

/** Every tail of every path (`<a>/<b>/<c>` gives `<b>/<c>` and `<c>`), to find a path inside a folder. */
function suffixesOf(paths: Iterable<string>): Set<string> {
  const suffixes = new Set<string>();
  for (const candidate of paths) {
    const parts = candidate.split('/');
    for (let start = 0; start < parts.length; start += 1)
      suffixes.add(parts.slice(start).join('/'));
  }
  return suffixes;
}
const fileSuffixes = suffixesOf(repoFiles);
const folderSuffixes = suffixesOf(repoFolders);

const ignored = new Map<string, boolean>();
/** Whether git ignores a path: something a command writes (`bench/report.md`), never committed. */
function isIgnored(candidate: string): boolean {
  if (!ignored.has(candidate)) {
    try {
      execFileSync('git', ['check-ignore', '-q', '--no-index', candidate], { cwd: root });
      ignored.set(candidate, true);
    } catch {
      ignored.set(candidate, false);
    }
  }
  return ignored.get(candidate)!;
}

/** Whether a name is an installed package (`next/link.js` is a path inside one). */
const isPackage = (name: string) => existsSync(path.join(root, 'node_modules', name));

/** A module path (`@/lib/env`, `lib/hooks/use-in-view`) names a file with one of these endings. */
const MODULE_ENDINGS = ['.ts', '.tsx', '.mjs', '/index.ts'];

/**
 * Whether a word names something that is missing: a path from the repository root whose first
 * part is a top-level file or folder, a path relative to a folder somewhere in the repository
 * (`nginx/kyrelo.conf`), a file name (`first-paint.mjs`) or a folder name (`home/`). Words that
 * name nothing of the repository (package paths such as `zod/mini`, URLs, placeholders such as
 * `content/<page>.ts`, paths of the host or the export) are not judged.
 * @returns a reason when the word names something that does not exist, else undefined.
 */
export function missingPath(word: string): string | undefined {
  if (/[<>{}…$=~^%\\]/.test(word) || /^(\/|\.\.|[a-z]+:)/i.test(word)) return undefined;
  if (word.includes('@') && !word.startsWith('@/')) return undefined;
  const bare = word.startsWith('@/') ? word.slice(2) : word;
  const trimmed = bare.replace(/\/+$/, '');
  if (trimmed === '' || /^[\d.]+$/.test(trimmed)) return undefined;
  const first = trimmed.split('/')[0]!;
  if (isGenerated(trimmed) || NOT_IN_REPOSITORY.has(trimmed) || NOT_IN_REPOSITORY.has(bare)) {
    return undefined;
  }

  if (trimmed.includes('*')) {
    if (!trimmed.includes('/') || !topLevel.has(first)) return undefined;
    const pattern = globPattern(trimmed);
    return [...fileSet, ...repoFolders].some((candidate) => pattern.test(candidate))
      ? undefined
      : 'matches no file';
  }

  const isFolder = bare.endsWith('/');
  if (trimmed.includes('/')) {
    if (topLevel.has(first) || word.startsWith('@/')) {
      if (existsAsFileOrFolder(trimmed)) return undefined;
      if (!isFolder && MODULE_ENDINGS.some((ending) => fileSet.has(trimmed + ending))) {
        return undefined;
      }
      return isIgnored(trimmed) ? undefined : 'no such file or folder';
    }
    if (!isFolder && !looksLikeFileName(trimmed)) return undefined; // a package path, a pair of words
    if (isIgnored(trimmed) || isPackage(first)) return undefined;
    const found = isFolder ? folderSuffixes.has(trimmed) : fileSuffixes.has(trimmed);
    return found ? undefined : 'no such file or folder anywhere in the repository';
  }

  if (isFolder) {
    return folderNames.has(trimmed) || topLevel.has(trimmed) ? undefined : 'no folder of that name';
  }
  if (looksLikeFileName(trimmed)) {
    return baseNames.has(trimmed) ? undefined : 'no file of that name';
  }
  return undefined;
}

/**
 * Whether a word names a file or folder that exists, by the rules of {@link missingPath}: a word
 * that is no path at all, or a path of a generated folder, names nothing.
 */
export function namesExistingPath(word: string): boolean {
  const trimmed = word.replace(/^@\//, '').replace(/\/+$/, '');
  if (trimmed === '' || /[<>{}…$=~^%\\*]/.test(word) || /^(\/|\.\.|[a-z]+:)/i.test(word)) {
    return false;
  }
  if (isGenerated(trimmed) || NOT_IN_REPOSITORY.has(trimmed) || NOT_IN_REPOSITORY.has(word)) {
    return false;
  }
  const first = trimmed.split('/')[0]!;
  const pathLike = trimmed.includes('/')
    ? topLevel.has(first) ||
      word.startsWith('@/') ||
      word.endsWith('/') ||
      looksLikeFileName(trimmed)
    : word.endsWith('/') || looksLikeFileName(trimmed);
  return pathLike && missingPath(word) === undefined;
}

export interface PathProblem {
  /** `file:line`, for the message. */
  where: string;
  word: string;
  reason: string;
}

/** Every word of a text that names a missing path, with its line number. */
export function missingPathsIn(file: string, text: string, firstLine = 1): PathProblem[] {
  const problems: PathProblem[] = [];
  text.split('\n').forEach((line, index) => {
    for (const word of wordsOf(line)) {
      const reason = missingPath(word);
      if (reason !== undefined) {
        problems.push({ where: `${file}:${index + firstLine}`, word, reason });
      }
    }
  });
  return problems;
}

/** Problems as one line each, so a failure reads "<doc>:<line>: <path>: no such file or folder". */
export const describeProblems = (problems: PathProblem[]) =>
  problems.map((problem) => `${problem.where}: ${problem.word}: ${problem.reason}`);

/**
 * The comments of a configuration file, with the rest of each line blanked so line numbers stay:
 * `#` comments in host and service files, `//` and `/* *\/` comments in TypeScript.
 */
export function commentsOf(file: string, text: string): string {
  if (/\.(ts|mjs|js)$/.test(file)) {
    return text
      .split('\n')
      .map((line) => {
        const lineComment = line.match(/(?:^|[^:'"`])\/\/(.*)$/);
        if (lineComment) return lineComment[1]!;
        const blockLine = line.match(/^\s*(?:\/\*\*?|\*)(?!\/)(.*)$/);
        return blockLine ? blockLine[1]!.replace(/\*\/\s*$/, '') : '';
      })
      .join('\n');
  }
  return text
    .split('\n')
    .map((line) => line.match(/(?:^|\s)#(.*)$/)?.[1] ?? '')
    .join('\n');
}
