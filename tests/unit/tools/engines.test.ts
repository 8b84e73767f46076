import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type Engine,
  atLeast,
  engineStates,
  engines,
  problemLine,
  releaseIn,
} from '../../../scripts/lib/engines.mjs';

/** An engine whose file is `file` and whose release reads as `release`. */
const engine = (
  file: string,
  release: string | null,
  minimum: string | null = '153.0',
): Engine => ({
  name: 'Firefox ESR',
  debianPackage: 'firefox-esr',
  path: file,
  minimum,
  why: 'Playwright drives ESR 153',
  required: true,
  version: () => release,
});

const present = path.join(mkdtempSync(path.join(os.tmpdir(), 'engines-')), 'firefox-esr');
writeFileSync(present, '');

describe('releases', () => {
  it('reads the first major.minor[.patch] in what a program prints', () => {
    expect(releaseIn('Mozilla Firefox 153.8.0esr')).toBe('153.8.0');
    expect(releaseIn('Chromium 156.0.8078.108')).toBe('156.0.8078');
    expect(releaseIn('2.50.6-1~deb12u2')).toBe('2.50.6');
    expect(releaseIn('Usage: WebKitWebDriver options')).toBeNull();
  });

  it('compares them number by number, not as text', () => {
    expect(atLeast('153.8.0', '153.0')).toBe(true);
    expect(atLeast('140.12.0', '153.0')).toBe(false);
    expect(atLeast('2.50.6', '2.50')).toBe(true);
    expect(atLeast('2.48.9', '2.50')).toBe(false);
    expect(atLeast('1000.0', '999.9')).toBe(true);
  });
});

describe('engine states and the line a problem prints', () => {
  it('passes an engine at or past its minimum, and one with no minimum', () => {
    expect(engineStates([engine(present, '153.8.0')])[0]!.state).toBe('ok');
    expect(engineStates([engine(present, null, null)])[0]!.state).toBe('ok');
  });

  it('names an old engine: what was found, what is needed, why, and the command that fixes it', () => {
    const [state] = engineStates([engine(present, '140.12.0')]);
    expect(state!.state).toBe('old');
    expect(problemLine(state!)).toBe(
      'Firefox ESR 140.12.0 is older than 153.0, needed because Playwright drives ESR 153: ' +
        'sudo apt-get update && sudo apt-get install firefox-esr',
    );
  });

  it('names a missing one and where it was looked for', () => {
    const [state] = engineStates([engine('/nowhere/firefox-esr', null)]);
    expect(state!.state).toBe('missing');
    expect(problemLine(state!)).toMatch(/^Firefox ESR is not installed \(\/nowhere\/firefox-esr\)/);
  });

  it('every engine the suite drives has a package that installs it and a reason for its minimum', () => {
    expect(engines.map((each) => each.debianPackage)).toEqual([
      'chromium-headless-shell',
      'firefox-esr',
      'webkit2gtk-driver',
      'xvfb',
      'nginx',
    ]);
    for (const each of engines) expect(each.why.length).toBeGreaterThan(10);
  });
});
