// What `npm run bench` and `npm run bench:ab` share: Chromium's flags, the mobile configurations
// per throttling method and one Lighthouse run with retries.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { chromiumArgs, chromiumPath } from '../../lib/chromium.mjs';

/** @import { Config, Result } from 'lighthouse' */
/** @import { Method } from './report.mjs' */

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', ...chromiumArgs];

/**
 * Lighthouse's default mobile configuration with the throttling method named outright, so the
 * figures never depend on what a Lighthouse upgrade makes the default.
 *
 * @type {Record<Method, Config>}
 */
export const MOBILE_CONFIGS = {
  simulate: { extends: 'lighthouse:default', settings: { throttlingMethod: 'simulate' } },
  devtools: { extends: 'lighthouse:default', settings: { throttlingMethod: 'devtools' } },
};

/**
 * The mobile configurations with another CPU slowdown than Lighthouse's 4× (the slow 4G network
 * unchanged): the calibration of a host faster than the phone a target was set on, so that the
 * floor's Total Blocking Time reaches what it is on that phone. `bench:ab -- --cpu N`.
 *
 * @param {number} cpu
 * @returns {Record<Method, Config>}
 */
export function mobileConfigsAt(cpu) {
  const slowed = { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpu };
  return {
    simulate: {
      extends: 'lighthouse:default',
      settings: { throttlingMethod: 'simulate', throttling: slowed },
    },
    devtools: {
      extends: 'lighthouse:default',
      settings: { throttlingMethod: 'devtools', throttling: slowed },
    },
  };
}

/** Debian's Chromium, headless, for Lighthouse to drive. */
export const launchChromium = () => launch({ chromePath: chromiumPath, chromeFlags: CHROME_FLAGS });

/**
 * One Lighthouse run; a run that Lighthouse itself reports as failed (NO_NAVSTART…) is retried.
 *
 * @param {string} url
 * @param {number} port Chrome's debugging port
 * @param {Config} [config]
 * @param {number} [attempts]
 * @returns {Promise<Result>}
 */
export async function lighthouseRun(url, port, config, attempts = 3) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' }, config);
  const error = result?.lhr ? result.lhr.runtimeError : { message: 'no result' };
  if (result && !error) return result.lhr;
  if (attempts <= 1) throw new Error(`${url}: ${error?.message}`);
  console.warn(`retrying ${url}: ${error?.message}`);
  return lighthouseRun(url, port, config, attempts - 1);
}
