// Validates every HTML file of an export (default out/) with html-validate and .htmlvalidate.json.
// Usage: node scripts/build/validate-html.mjs [folder]. The html-validate CLI needs Node 22 (it
// expands its arguments with fs.globSync); this walks the folder itself and uses the same API, so
// it runs on Node 20.
import path from 'node:path';
import { FileSystemConfigLoader, HtmlValidate, formatterFactory } from 'html-validate';
import { exportDir, htmlFiles } from '../lib/common.mjs';

/** @import { Result } from 'html-validate' */

const root = exportDir();
const name = path.relative(process.cwd(), root) || '.';
// Relative paths, so the report names files as the CLI would.
const files = (await htmlFiles(root)).map((file) => path.relative(process.cwd(), file));

// Finds .htmlvalidate.json by walking up from each file, as the CLI does.
const validator = new HtmlValidate(new FileSystemConfigLoader());
/** @type {Result[]} */
const results = [];
for (const file of files) results.push(...(await validator.validateFile(file)).results);

const errors = results.reduce((sum, result) => sum + result.errorCount, 0);
const warnings = results.reduce((sum, result) => sum + result.warningCount, 0);
if (results.length > 0) console.log(formatterFactory('stylish')(results));
console.log(`${files.length} HTML files in ${name}/: ${errors} errors, ${warnings} warnings`);
process.exitCode = errors > 0 ? 1 : 0;
