// Prints one closing line for CI, "N passed, N failed", from the jest and Playwright JSON reports.
import { readFile } from 'node:fs/promises';

const read = async (file) => JSON.parse(await readFile(file, 'utf8'));

const jest = await read('reports/unit.json');
const e2e = await read('reports/e2e.json');
const passed = jest.numPassedTests + e2e.stats.expected;
const failed = jest.numFailedTests + e2e.stats.unexpected + e2e.stats.flaky;
const skipped = jest.numPendingTests + jest.numTodoTests + e2e.stats.skipped;

console.log(`unit: ${jest.numPassedTests} passed, e2e: ${e2e.stats.expected} passed`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
