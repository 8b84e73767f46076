/**
 * The GitHub Actions workflow (.github/workflows/ci.yml) runs what `npm test` runs, spread over
 * jobs: these checks fail when a step of `npm test` or a Playwright project is added and the
 * workflow is not told.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const workflow = read('.github/workflows/ci.yml');
const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };

describe('the CI workflow', () => {
  it('runs every step of npm test but the browser suites as it is written in package.json', () => {
    const steps = scripts
      .test!.split('&&')
      .map((step) => step.trim())
      .filter((step) => step !== 'npm run test:e2e');
    expect(steps.length).toBeGreaterThan(5);
    expect(steps.filter((step) => !workflow.includes(step))).toEqual([]);
  });

  it('runs every Playwright project: long-tasks alone, the others in the shards', () => {
    const projects = [...read('playwright.config.ts').matchAll(/\bname: '([a-z-]+)'/g)].map(
      ([, name]) => name!,
    );
    const sharded = [...workflow.matchAll(/--project=([a-z-]+)/g)].map(([, name]) => name!);
    expect(projects).toContain('long-tasks');
    expect([...sharded].sort()).toEqual([...projects].sort());
    expect(workflow).toMatch(/--project=long-tasks --no-deps/);
  });

  it('shards the browser suites as many ways as the matrix has runners', () => {
    const shards = /shard: \[([\d, ]+)\]/.exec(workflow)![1]!.split(',').map(Number);
    const of = [...workflow.matchAll(/--shard=\$\{\{ matrix\.shard \}\}\/(\d+)/g)].map(([, n]) =>
      Number(n),
    );
    expect(of).toEqual([shards.length]);
    expect(shards).toEqual(shards.map((_, index) => index + 1));
    expect(workflow).toMatch(
      new RegExp(`Browsers \\$\\{\\{ matrix\\.shard \\}\\}/${shards.length}`),
    );
  });

  it('prepares each job the way .ci/run does, on the Node major .nvmrc names', () => {
    const major = read('.nvmrc').trim();
    const jobs = workflow.slice(workflow.indexOf('\njobs:\n')).match(/^ {2}[a-z0-9-]+:$/gm)!;
    expect(jobs).toHaveLength(5);
    expect(workflow.match(new RegExp(`container: node:${major}-bookworm`, 'g'))).toHaveLength(
      jobs.length,
    );
    expect(read('.ci/run')).toMatch(/^source \.ci\/setup$/m);
    // Every job but the report, which only merges what the others wrote, runs the setup.
    expect(workflow.match(/- run: source \.ci\/setup$/gm)).toHaveLength(jobs.length - 1);
  });
});
