import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';

/**
 * Installs are reproducible: package.json pins every package to one version (a range would let a
 * formatter or linter release turn CI red with no change here), package-lock.json locks that same
 * version, `npm install <name>` keeps pinning, and the update bot proposes pins, with Next and React
 * moving as one change.
 */
const root = path.resolve(__dirname, '..', '..');
const readJson = <T>(file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as T;

type Versions = Record<string, string>;
const manifest = readJson<{
  dependencies: Versions;
  devDependencies: Versions;
  engines: { node: string };
}>('package.json');
const lock = readJson<{
  packages: Record<
    string,
    { version?: string; engines?: Versions | string[]; os?: string[]; cpu?: string[] }
  >;
}>('package-lock.json');
const renovate = readJson<{
  rangeStrategy?: string;
  packageRules: { groupName?: string; matchPackageNames?: string[] }[];
}>('renovate.json');

/** npm's reading of `os` and `cpu`: names allow, `!names` refuse, absent allows every one. */
const allows = (list: string[] | undefined, value: string) =>
  !list ||
  (!list.includes(`!${value}`) &&
    (list.every((name) => name.startsWith('!')) || list.includes(value)));
const installsHere = (entry: { os?: string[]; cpu?: string[] }) =>
  allows(entry.os, process.platform) && allows(entry.cpu, process.arch);

const pinned = Object.entries({ ...manifest.dependencies, ...manifest.devDependencies });
/** One release: major.minor.patch, a pre-release or build suffix at most; no range, tag or URL. */
const EXACT = /^\d+\.\d+\.\d+(?:-[\w.-]+)?(?:\+[\w.-]+)?$/;

it('package.json pins every dependency and devDependency to an exact version', () => {
  expect(pinned.filter(([, version]) => !EXACT.test(version))).toEqual([]);
});

it('package-lock.json installs the version package.json pins', () => {
  const unlocked = pinned.filter(
    ([name, version]) => lock.packages[`node_modules/${name}`]?.version !== version,
  );
  expect(unlocked).toEqual([]);
});

describe('the Node release', () => {
  it('is the one package.json asks for, and .nvmrc names its major', () => {
    expect(semver.satisfies(process.version, manifest.engines.node)).toBe(true);
    const major = readFileSync(path.join(root, '.nvmrc'), 'utf8').trim();
    expect(semver.minVersion(manifest.engines.node)?.major).toBe(Number(major));
  });

  it("is inside every installed package's declared engine range", () => {
    // The lockfile records each package's `engines` as published (an old array form says nothing),
    // and its `os` and `cpu`: a platform's binary package for another platform is never installed.
    const refused = Object.entries(lock.packages).flatMap(([where, entry]) => {
      const range = entry.engines && !Array.isArray(entry.engines) ? entry.engines.node : undefined;
      if (!range || !installsHere(entry)) return [];
      return semver.satisfies(process.version, range, { includePrerelease: true })
        ? []
        : [`${where.replace(/^.*node_modules\//, '')}@${entry.version}: node ${range}`];
    });
    expect(refused).toEqual([]);
  });
});

it('.npmrc makes npm install save exact versions', () => {
  expect(readFileSync(path.join(root, '.npmrc'), 'utf8')).toMatch(/^save-exact=true$/m);
});

describe('renovate.json', () => {
  it('proposes pinned versions', () => {
    expect(renovate.rangeStrategy).toBe('pin');
  });

  it('groups every Next and React package into one update', () => {
    const framework =
      /^(?:next|@next\/.+|eslint-config-next|react|react-dom|@types\/react(?:-dom)?)$/;
    const matches = (pattern: string, name: string) =>
      pattern === name || (pattern.endsWith('/**') && name.startsWith(pattern.slice(0, -2)));
    // Renovate applies every matching rule in order, so the last group named wins.
    const groupOf = (name: string) =>
      renovate.packageRules.findLast(
        (rule) =>
          rule.groupName !== undefined &&
          (rule.matchPackageNames ?? []).some((pattern) => matches(pattern, name)),
      )?.groupName;
    const names = pinned.map(([name]) => name).filter((name) => framework.test(name));
    expect(names.length).toBeGreaterThanOrEqual(6);
    expect(names.filter((name) => groupOf(name) !== 'next and react')).toEqual([]);
  });
});
