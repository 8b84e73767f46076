import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { commentsOf, describeProblems, missingPathsIn, repoFiles, root } from './repo-paths';

/**
 * Every path the documentation names exists: in README.md and docs/*.md, prose, inline code and
 * code blocks alike, each word that is a path from the root (`lib/trial/submit.ts`), a path
 * inside some folder (`nginx/kyrelo.conf`), a file name (`first-paint.mjs`), a folder name
 * (`home/`) or a glob (`tests/e2e/*.configured.spec.ts`) must name a file or folder of the
 * repository (what the rules are is in repo-paths.ts). The same holds for the comments of the
 * files that configure hosts, servers, the build and the tests.
 */
const markdownFiles = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** Configuration files whose comments name paths: host rules, deploy units, build and test config. */
const configFiles = [
  'public/_headers',
  ...repoFiles.filter((file) => file.startsWith('deploy/')),
  'next.config.ts',
  'playwright.config.ts',
  'wrangler.toml',
  '.ci/run',
];

describe('paths named in the documentation', () => {
  it.each(markdownFiles)('%s names only files and folders that exist', (file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    expect(describeProblems(missingPathsIn(file, text))).toEqual([]);
  });

  it.each(configFiles)('the comments of %s name only files and folders that exist', (file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    expect(describeProblems(missingPathsIn(file, commentsOf(file, text)))).toEqual([]);
  });
});
