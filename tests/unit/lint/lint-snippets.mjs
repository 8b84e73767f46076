// Lints code snippets with the project's ESLint config, each as if it were the file it names, and
// prints the rules each one breaks. A separate Node process: ESLint loads eslint.config.mjs with a
// dynamic import(), which jest's module system refuses without --experimental-vm-modules.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.mjs') });

/** @type {{ code: string, filePath: string }[]} */
const snippets = JSON.parse(readFileSync(0, 'utf8'));
const rules = [];
for (const { code, filePath } of snippets) {
  const [result] = await eslint.lintText(code, { filePath });
  rules.push((result?.messages ?? []).map((message) => message.ruleId ?? message.message));
}
process.stdout.write(JSON.stringify(rules));
