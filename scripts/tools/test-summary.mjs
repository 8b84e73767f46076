// Prints one closing line for CI, "N passed, N failed", from the jest and Playwright JSON reports.
import { readJson } from '../lib/common.mjs';

/**
 * The counts read from jest's `--json` report.
 *
 * @typedef {{ numPassedTests: number, numFailedTests: number, numPendingTests: number, numTodoTests: number }} JestReport
 */
/**
 * The counts read from Playwright's JSON reporter.
 *
 * @typedef {{ stats: { expected: number, unexpected: number, flaky: number, skipped: number } }} PlaywrightReport
 */

/** @type {JestReport} */
const jest = await readJson('reports/unit.json');
/** @type {PlaywrightReport} */
const e2e = await readJson('reports/e2e.json');
const passed = jest.numPassedTests + e2e.stats.expected;
const failed = jest.numFailedTests + e2e.stats.unexpected + e2e.stats.flaky;
const skipped = jest.numPendingTests + jest.numTodoTests + e2e.stats.skipped;

console.log(`unit: ${jest.numPassedTests} passed, e2e: ${e2e.stats.expected} passed`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
