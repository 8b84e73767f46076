// Part of the first-paint step (first-paint.mjs): the page description, the RSC payload React
// hydrates from, moved out of each exported page's HTML.
//
// Next writes the description twice: inline at the end of the HTML, as
// `<script>self.__next_f.push([1,"…"])</script>` chunks (about half of the home page's HTML,
// gzipped), and as the route's `.txt` file, which its router fetches on client navigations. The
// bytes are the same. The step removes the inline copy and the page's loader fetches the file
// instead (first-paint-loader.mjs), so the HTML a visitor waits for is the page alone.
//
// Every assumption is checked, and a page that breaks one fails the build: the chunks joined must
// equal the file byte for byte, and no chunk of another kind may remain (a Next upgrade that writes
// the description another way stops the build rather than shipping a page that cannot hydrate).

import { access, readFile } from 'node:fs/promises';
import path from 'node:path';

/** One inline chunk of the description, its text a JSON string literal. */
const CHUNK = /<script>self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)<\/script>/g;
/** Any push into Next's description queue but the `[0]` that starts it. */
const ANY_PUSH = /__next_f\.push\(\[(?!0\])/;

/**
 * The description the page carries inline, its chunks joined; '' when it has none.
 *
 * @param {string} html
 */
export function inlineDescription(html) {
  return [...html.matchAll(CHUNK)].map(([, literal = '""']) => JSON.parse(literal)).join('');
}

/**
 * Whether any push into Next's description queue (but the `[0]` that starts it) is in the page.
 *
 * @param {string} html
 */
export const hasInlineDescription = (html) => ANY_PUSH.test(html);

/**
 * The page without its inline description; throws when what the HTML carries is not exactly
 * `description` (the route's `.txt` file), or when a push of another form would remain.
 *
 * @param {string} html
 * @param {{ address: string, text: string }} description
 */
export function withoutInlineDescription(html, description) {
  if (!hasInlineDescription(html))
    throw new Error('no inline page description (self.__next_f.push([1,…]))');
  const inline = inlineDescription(html);
  if (inline !== description.text)
    throw new Error(
      `its inline page description (${inline.length} characters) is not the same as ` +
        `${description.address} (${description.text.length})`,
    );
  const rest = html.replace(CHUNK, '');
  const left = rest.match(ANY_PUSH);
  if (left) throw new Error(`a page-description chunk of another form is left: ${left[0]}…`);
  return rest;
}

/** Where a description names its build: `"b":"<build id>"` in its first line, `0:{…}`. */
const BUILD_MARK = /"b":"([^"\\]*)"/g;

/**
 * The build id a page description carries (Next writes it into the description's root line as
 * `"b":"…"`), which the loader checks the fetched description against; throws when the
 * description names no build id or more than one, so a Next update that moves it stops the build.
 *
 * @param {string} text
 */
export function buildIdOf(text) {
  const ids = new Set([...text.matchAll(BUILD_MARK)].map(([, id = '']) => id));
  const [id] = ids;
  if (ids.size !== 1 || !id)
    throw new Error(
      `the page description names ${ids.size === 0 ? 'no build id' : `build ids ${[...ids].join(', ')}`} ` +
        '("b":"…"): the loader cannot tell a description of another build',
    );
  return id;
}

/**
 * The `.txt` files that can hold an exported page's description, most likely first: the page's
 * own name (`index.html` → `index.txt`, `legal/terms.html` → `legal/terms.txt`) and, for the
 * not-found page that Next also writes as `404.html`, `_not-found.txt`.
 *
 * @param {string} page the HTML file's path inside the export, with `/`
 */
export function descriptionCandidates(page) {
  const own = page.replace(/\.html$/, '.txt');
  return page === '404.html' ? [own, '_not-found.txt'] : [own];
}

/**
 * The page's description file: the first candidate whose text equals what the HTML carries, with
 * the address the loader fetches; throws, naming what was compared, when none does.
 *
 * @param {string} root the export folder
 * @param {string} page the HTML file's path inside it
 * @param {string} html
 */
export async function descriptionFile(root, page, html) {
  const inline = inlineDescription(html);
  const tried = [];
  for (const candidate of descriptionCandidates(page.split(path.sep).join('/'))) {
    const file = path.join(root, candidate);
    const exists = await access(file).then(
      () => true,
      () => false,
    );
    if (!exists) {
      tried.push(`${candidate} (missing)`);
      continue;
    }
    const text = await readFile(file, 'utf8');
    if (text === inline) return { address: `/${candidate}`, text };
    tried.push(`${candidate} (different)`);
  }
  throw new Error(`no file in the export holds its page description: tried ${tried.join(', ')}`);
}
