// Validates every HTML file of an export (default out/) with html-validate and .htmlvalidate.json.
// Usage: node scripts/build/validate-html.mjs [folder]. The html-validate CLI needs Node 22 (it expands
// its arguments with fs.globSync); this walks the folder itself and uses the same API, so it runs
// on Node 20.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { FileSystemConfigLoader, HtmlValidate, formatterFactory } from 'html-validate';

const root = process.argv[2] ?? 'out';
const files = (await readdir(root, { recursive: true }))
  .filter((file) => file.endsWith('.html'))
  .sort()
  .map((file) => path.join(root, file));
if (files.length === 0) throw new Error(`No HTML files in ${root}/: build first`);

// Finds .htmlvalidate.json by walking up from each file, as the CLI does.
const validator = new HtmlValidate(new FileSystemConfigLoader());
const results = [];
for (const file of files) results.push(...(await validator.validateFile(file)).results);

const errors = results.reduce((sum, result) => sum + result.errorCount, 0);
const warnings = results.reduce((sum, result) => sum + result.warningCount, 0);
if (results.length > 0) console.log(formatterFactory('stylish')(results));
console.log(`${files.length} HTML files in ${root}/: ${errors} errors, ${warnings} warnings`);
process.exitCode = errors > 0 ? 1 : 0;
