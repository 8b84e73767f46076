// Prints CI's closing summary from the JSON reports of the two jest runs (unit, HTTP) and
// Playwright: a line per jest run, the end-to-end total, a line per project, then the total
// (docs/testing.md, "CI", and tests/unit/docs/claims.test.ts hold the docs to it).
import { readJson } from '../lib/common.mjs';

/**
 * The counts read from jest's `--json` report.
 *
 * @typedef {{ numPassedTests: number, numFailedTests: number, numPendingTests: number, numTodoTests: number }} JestReport
 */
/**
 * The parts of Playwright's JSON report read here: the totals, and each test's project and outcome.
 *
 * @typedef {{ projectName: string, status: string }} PlaywrightTest
 * @typedef {{ specs?: { tests: PlaywrightTest[] }[], suites?: PlaywrightSuite[] }} PlaywrightSuite
 * @typedef {{
 *   stats: { expected: number, unexpected: number, flaky: number, skipped: number },
 *   suites: PlaywrightSuite[],
 * }} PlaywrightReport
 */

/**
 * Tests per Playwright project and outcome, so the summary shows that each pass (the CDN-like
 * server, the configured export, nginx) really ran rather than being skipped.
 *
 * @param {PlaywrightSuite[]} suites
 * @param {Map<string, Record<string, number>>} [counts]
 */
function countByProject(suites, counts = new Map()) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const project = counts.get(test.projectName) ?? {};
        project[test.status] = (project[test.status] ?? 0) + 1;
        counts.set(test.projectName, project);
      }
    }
    countByProject(suite.suites ?? [], counts);
  }
  return counts;
}

/** @type {Record<string, string>} */
const OUTCOME_WORDS = { expected: 'passed', unexpected: 'failed' };

/** @type {Record<string, JestReport>} */
const jest = {
  unit: await readJson('reports/unit.json'),
  http: await readJson('reports/http.json'),
};
/** @type {PlaywrightReport} */
const e2e = await readJson('reports/e2e.json');
const runs = Object.values(jest);
const sum = (/** @type {(run: JestReport) => number} */ count) =>
  runs.reduce((total, run) => total + count(run), 0);
const passed = sum((run) => run.numPassedTests) + e2e.stats.expected;
const failed = sum((run) => run.numFailedTests) + e2e.stats.unexpected + e2e.stats.flaky;
const skipped = sum((run) => run.numPendingTests + run.numTodoTests) + e2e.stats.skipped;

for (const [name, run] of Object.entries(jest)) {
  const failures = run.numFailedTests ? `, ${run.numFailedTests} failed` : '';
  console.log(`jest ${name}: ${run.numPassedTests} passed${failures}`);
}
console.log(`e2e: ${e2e.stats.expected} passed`);
for (const [project, outcomes] of countByProject(e2e.suites)) {
  const parts = Object.entries(outcomes).map(
    ([status, count]) => `${count} ${OUTCOME_WORDS[status] ?? status}`,
  );
  console.log(`  e2e project ${project}: ${parts.join(', ')}`);
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
