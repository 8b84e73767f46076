// The other engines the end-to-end tests run in, from Debian's packages (.ci/run installs them):
// Firefox ESR, driven by Playwright over WebDriver BiDi, and WebKitGTK's MiniBrowser, driven over
// W3C WebDriver by WebKitWebDriver under Xvfb (tests/webkit/). docs/testing.md, "Every engine".

import { existsSync } from 'node:fs';

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

export const hasFirefox = existsSync(firefoxPath);
export const hasWebKit = [webkitDriverPath, miniBrowserPath, xvfbRunPath].every((path) =>
  existsSync(path),
);
