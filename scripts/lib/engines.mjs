// The other engines the end-to-end tests run in, from Debian's packages (.ci/run installs them):
// Firefox ESR, driven by Playwright over WebDriver BiDi, and WebKitGTK's MiniBrowser, driven over
// W3C WebDriver by WebKitWebDriver under Xvfb (tests/webkit/). docs/testing.md, "Every engine".

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { HEADLESS_SHELL_PATH } from './chromium.mjs';

/** Debian's `firefox-esr` package. */
export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** Debian's `webkit2gtk-driver` package: the W3C WebDriver server for WebKitGTK. */
export const webkitDriverPath = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';

/**
 * The MiniBrowser of Debian's `libwebkit2gtk-4.1-0` (`dpkg -L libwebkit2gtk-4.1-0` lists it), the
 * browser WebKitWebDriver starts: WebKit, the engine behind Safari.
 */
export const miniBrowserPath =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** Xvfb's wrapper (Debian's `xvfb`): the MiniBrowser needs a display and has no headless mode. */
export const xvfbRunPath = process.env.XVFB_RUN_PATH ?? '/usr/bin/xvfb-run';

export const hasWebKit = [webkitDriverPath, miniBrowserPath, xvfbRunPath].every((path) =>
  existsSync(path),
);

/** The Chromium the tests drive: CHROME_PATH, or Debian's headless shell (./chromium.mjs). */
const shellPath = process.env.CHROME_PATH ?? HEADLESS_SHELL_PATH;

/**
 * @typedef {object} Engine
 * @property {string} name what a person calls it, in the one line a problem prints
 * @property {string} debianPackage the package that installs (and upgrades) it
 * @property {string} path the file that must exist
 * @property {string | null} minimum the oldest release the suite works with (major.minor), or null
 *   where any release does
 * @property {string} why what needs that release
 * @property {boolean} required false where the suite runs without it outside CI (a project it skips)
 * @property {() => string | null} version the installed release (major.minor[.patch]), or null
 */

/** Runs a program and returns what it printed (stdout, then stderr), or '' when it did not run. */
function printed(/** @type {string} */ file, /** @type {string[]} */ args) {
  const result = spawnSync(file, args, { encoding: 'utf8', timeout: 20_000 });
  return result.error ? '' : `${result.stdout ?? ''}${result.stderr ?? ''}`;
}

/** The first `major.minor[.patch]` in `text`, or null. */
export const releaseIn = (/** @type {string} */ text) =>
  /(\d+\.\d+(?:\.\d+)?)/.exec(text)?.[1] ?? null;

/** Whether release `found` is at least `minimum`, both `major.minor[.patch]`. */
export function atLeast(/** @type {string} */ found, /** @type {string} */ minimum) {
  const a = found.split('.').map(Number);
  const b = minimum.split('.').map(Number);
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  }
  return true;
}

/**
 * The engines and servers the end-to-end suite drives, with the oldest release of each it works
 * with. Playwright's version is pinned for Firefox (package.json's overrides): 1.64.1 drives
 * Firefox ESR 153 over WebDriver BiDi, and every Firefox test fails at once in ESR 140 (which a
 * Debian 12 machine gets when its package lists were not refreshed). The dialogs open from invoker
 * commands, native from Chromium 135; WebKitGTK 2.50 is the release the WebKit tests were written
 * against (it lacks invoker commands: lib/dialogs/runtime.ts covers that).
 *
 * @type {Engine[]}
 */
export const engines = [
  {
    name: 'Chromium (headless shell)',
    debianPackage: 'chromium-headless-shell',
    path: shellPath,
    minimum: '135.0',
    why: 'invoker commands, which open the dialogs',
    required: true,
    version: () => releaseIn(printed(shellPath, ['--version'])),
  },
  {
    name: 'Firefox ESR',
    debianPackage: 'firefox-esr',
    path: firefoxPath,
    minimum: '153.0',
    why: 'Playwright 1.64.1 drives ESR 153 over WebDriver BiDi',
    required: true,
    version: () => releaseIn(printed(firefoxPath, ['--version'])),
  },
  {
    name: 'WebKitGTK WebDriver',
    debianPackage: 'webkit2gtk-driver',
    path: webkitDriverPath,
    minimum: '2.50',
    why: 'the WebKit tests are written against WebKitGTK 2.50',
    required: Boolean(process.env.CI),
    // The driver prints no version; its library's package does.
    version: () => releaseIn(printed('dpkg-query', ['-W', '-f=${Version}', 'libwebkit2gtk-4.1-0'])),
  },
  {
    name: 'Xvfb',
    debianPackage: 'xvfb',
    path: xvfbRunPath,
    minimum: null,
    why: 'the MiniBrowser needs a display',
    required: Boolean(process.env.CI),
    version: () => null,
  },
  {
    name: 'nginx',
    debianPackage: 'nginx',
    path: process.env.NGINX_BIN ?? '/usr/sbin/nginx',
    minimum: null,
    why: 'the nginx project serves the site with the production configuration',
    required: Boolean(process.env.CI),
    version: () => null,
  },
];

/**
 * @typedef {object} EngineState
 * @property {Engine} engine
 * @property {'ok' | 'missing' | 'old'} state
 * @property {string | null} found the installed release, when known
 */

/** @param {Engine[]} [list] @returns {EngineState[]} */
export function engineStates(list = engines) {
  return list.map((engine) => {
    if (!existsSync(engine.path)) return { engine, state: 'missing', found: null };
    const found = engine.minimum ? engine.version() : null;
    const old = engine.minimum !== null && found !== null && !atLeast(found, engine.minimum);
    return { engine, state: old ? 'old' : 'ok', found };
  });
}

/** The one line that names what is wrong, what is needed and the command that fixes it. */
export function problemLine(/** @type {EngineState} */ { engine, state, found }) {
  const fix = `sudo apt-get update && sudo apt-get install ${engine.debianPackage}`;
  return state === 'missing'
    ? `${engine.name} is not installed (${engine.path}), needed${engine.minimum ? ` at ${engine.minimum} or later` : ''} because ${engine.why}: ${fix}`
    : `${engine.name} ${found} is older than ${engine.minimum}, needed because ${engine.why}: ${fix}`;
}
