// Turns a self-contained function of the source into the text of an inline script: its source
// (`Function.prototype.toString`), minified, called with its arguments written as literals. So the
// loader stays ordinary code, typed and linted, and only this step knows it ends up as a string.
//
// Why this way: the build steps are plain Node .mjs, run as they are, so the runtime is
// .mjs typed with JSDoc, which tsc checks (checkJs) and Node serialises as it is. The minifier is
// the terser that Next ships (next/dist/compiled/terser): no new dependency, a maintained tool, and
// a synchronous API, so the page rewrite stays synchronous. It is required rather than imported
// because next/dist is Next's private output, which app code must not import (eslint.config.mjs);
// a Next upgrade that moves it fails the build here, loudly.

import { createRequire } from 'node:module';

/**
 * @typedef {object} TerserAst
 * @property {() => void} figure_out_scope
 * @property {Map<string, unknown>} globals the names the code uses but does not declare
 */
const terser =
  /** @type {{ minify_sync(code: string, options: object): { code?: string, ast?: TerserAst } }} */ (
    createRequire(import.meta.url)('next/dist/compiled/terser')
  );

/**
 * The globals an inline function may name: the window's few that the loader uses and the
 * language's own objects. The unit tests run the loader in a context holding no other of the
 * window's (tests/unit/build/run-loader.ts).
 */
export const INLINE_GLOBALS = Object.freeze([
  'document',
  'window',
  'self',
  'fetch',
  'setTimeout',
  'Object',
  'JSON',
  'Math',
  'Date',
]);

/** @type {WeakMap<Function, string>} */
const minified = new WeakMap();

/**
 * `fn` as a minified function expression. Throws when the text names any global but
 * {@link INLINE_GLOBALS} (a name of its module, say, which the page does not have), or holds a
 * `<`: none can end the script element early, and the tools that read the loader's list back
 * (first-paint-loader.mjs) rely on it.
 *
 * @param {Function} fn
 */
export function inlineFunction(fn) {
  const known = minified.get(fn);
  if (known !== undefined) return known;
  // As the value of a top-level variable, which the minifier keeps: only its text is wanted.
  const result = terser.minify_sync(`var f=${fn.toString()}`, {
    ecma: 2020,
    format: { ast: true, wrap_func_args: false },
  });
  const { ast } = result;
  const code = result.code?.match(/^var f=(.*);$/s)?.[1];
  if (!ast || !code) throw new Error(`${fn.name}: the minifier returned ${result.code}`);
  ast.figure_out_scope();
  const strangers = [...ast.globals.keys()].filter((name) => !INLINE_GLOBALS.includes(name));
  if (strangers.length > 0)
    throw new Error(
      `${fn.name} is inlined into every page, where ${strangers.join(', ')} ` +
        `does not exist: it may use only its arguments and ${INLINE_GLOBALS.join(', ')}`,
    );
  if (code.includes('<')) throw new Error(`${fn.name} minified holds a "<": ${code}`);
  minified.set(fn, code);
  return code;
}

/**
 * A value as a literal in an inline script: JSON, with `<` escaped (`\u003c`) for the reason
 * above.
 *
 * @param {unknown} value
 */
export const literal = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The inline call of `fn` with `args`, each already code (see {@link literal}).
 *
 * @param {Function} fn
 * @param {...string} args
 */
export const inlineCall = (fn, ...args) => `(${inlineFunction(fn)})(${args.join(',')})`;
