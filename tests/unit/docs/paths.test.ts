import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { commentsOf, describeProblems, missingPathsIn, repoFiles, root } from './repo-paths';

/**
 * Every path the documentation names exists: in README.md and docs/*.md, prose, inline code and
 * code blocks alike, each word that is a path from the root (`lib/trial/submit.ts`), a path
 * inside some folder (`nginx/kyrelo.conf`), a file name (`first-paint.mjs`), a folder name
 * (`home/`) or a glob (`tests/e2e/*.configured.spec.ts`) must name a file or folder of the
 * repository (what the rules are is in repo-paths.ts). The same holds for the comments of every
 * source file and of the files that configure hosts, servers and CI.
 */
const markdownFiles = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/**
 * Files whose comments are read: the host rules, the deploy units, the Pages project and CI's
 * script, and every source file (TypeScript and JavaScript: the site, the scripts, the tests,
 * the configuration), the export fixtures aside.
 */
const commentedFiles = [
  'public/_headers',
  ...repoFiles.filter((file) => file.startsWith('deploy/')),
  'wrangler.toml',
  '.ci/run',
  ...repoFiles.filter(
    (file) => /\.(tsx?|mts|mjs|js)$/.test(file) && !file.startsWith('tests/fixtures/'),
  ),
];

describe('paths named in the documentation', () => {
  it.each(markdownFiles)('%s names only files and folders that exist', (file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    expect(describeProblems(missingPathsIn(file, text))).toEqual([]);
  });

  it('the comments of source and configuration files name only files and folders that exist', () => {
    const problems = commentedFiles.flatMap((file) =>
      missingPathsIn(file, commentsOf(file, readFileSync(path.join(root, file), 'utf8'))),
    );
    expect(describeProblems(problems)).toEqual([]);
  });
});
