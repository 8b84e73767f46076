// The rules of a stylesheet that a page's HTML can use: a style rule whose selectors all need a
// class that no element of the page carries cannot match anything until a script adds that class,
// so it is left out. Everything else stays, in its order: rules with a selector that needs no class
// (the base styles, `:root`, `[hidden]`, `:not(.x)`), at-rules without blocks of rules
// (`@property`, `@keyframes`, `@font-face`) and every rule that needs at least one class the page
// has. A class inside `:not()` is not needed (`.a:not(.b)` matches where .b is absent), nor is one
// inside an `:is()`/`:where()` with a class-free alternative. A rule goes, too, when each of its
// selectors asks outside any function for an exact attribute value (`[aria-labelledby='x']`) that
// no element of the page carries. Keeping too much only costs bytes;
// leaving out a rule the page needs would change how it looks, so the test is the crude, safe one
// (tests/e2e/critical-css.spec.ts checks every page's layout against the full stylesheet's).
// The full stylesheet follows after the first paint (first-paint.mjs), for the classes scripts add
// later (an open dialog, the cookie banner, a toast).

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** @param {string} value an attribute value as the HTML writes it */
const decodeEntities = (value) =>
  value.replace(/&(?:#x([0-9a-f]+)|#(\d+)|(\w+));/gi, (entity, hex, dec, name) =>
    hex
      ? String.fromCodePoint(parseInt(hex, 16))
      : dec
        ? String.fromCodePoint(Number(dec))
        : (ENTITIES[/** @type {keyof typeof ENTITIES} */ (name)] ?? entity),
  );

/**
 * Every class name the page's elements carry, as written in their `class` attributes.
 *
 * @param {string} html
 * @returns {Set<string>}
 */
export function classesOf(html) {
  const classes = new Set();
  for (const [, value = ''] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of decodeEntities(value).split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/**
 * Every attribute of the page's elements with its value, as `name="value"` (the form
 * `attributeToken` gives a selector's `[name=value]`).
 *
 * @param {string} html
 * @returns {Set<string>}
 */
export function attributesOf(html) {
  const attributes = new Set();
  for (const [, name = '', value = ''] of html.matchAll(/\s([\w:.-]+)="([^"]*)"/g))
    attributes.add(attributeToken(name, decodeEntities(value)));
  return attributes;
}

/** @param {string} name @param {string} value */
const attributeToken = (name, value) => `${name.toLowerCase()}=${JSON.stringify(value)}`;

const EXACT_ATTRIBUTE =
  /^\[\s*([\w-]+)\s*=\s*(?:"((?:\\.|[^"\\])*)"|'((?:\\.|[^'\\])*)'|([\w-]+))\s*\]$/;

/**
 * For each selector of the list, the exact attribute values (`[name=value]`, as `name="value"`)
 * it asks for outside any function: the selector can match only on a page that has all of
 * them. A selector that asks for none gives an empty list.
 *
 * @param {string} selector
 * @returns {string[][]}
 */
export function requiredAttributes(selector) {
  /** @type {string[][]} */
  const branches = [[]];
  let depth = 0;
  for (let i = 0; i < selector.length; i += 1) {
    const char = selector[i];
    if (char === '\\') i += 1;
    else if (char === '"' || char === "'") {
      for (i += 1; i < selector.length && selector[i] !== char; i += 1)
        if (selector[i] === '\\') i += 1;
    } else if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === ',' && depth === 0) branches.push([]);
    else if (char === '[') {
      let end = i + 1;
      for (; end < selector.length && selector[end] !== ']'; end += 1) {
        const inner = selector[end];
        if (inner === '\\') end += 1;
        else if (inner === '"' || inner === "'") {
          for (end += 1; end < selector.length && selector[end] !== inner; end += 1)
            if (selector[end] === '\\') end += 1;
        }
      }
      const match = depth === 0 ? EXACT_ATTRIBUTE.exec(selector.slice(i, end + 1)) : null;
      if (match) {
        const value = (match[2] ?? match[3] ?? match[4] ?? '').replace(/\\(.)/g, '$1');
        branches.at(-1)?.push(attributeToken(match[1] ?? '', value));
      }
      i = end;
    }
  }
  return branches;
}

const CLASS_TOKEN = /\.((?:\\[0-9a-fA-F]{1,6}\s?|\\[^0-9a-fA-F\n]|[\w-]|[^\x00-\x7f])+)/y;
const FUNCTION = /:{1,2}([\w-]+)\(/y;

/** @param {string} name a class name as the stylesheet escapes it */
const unescape = (name) =>
  name.replace(/\\([0-9a-fA-F]{1,6})\s?|\\(.)/g, (_, hex, char) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : char,
  );

/**
 * The classes a selector list needs, unescaped (`.md\:flex` names `md:flex`): the rule can match
 * only on a page with at least one of them. `null` when one of its selectors needs none, so the
 * rule can match on any page. Classes inside `:not()` are not needed; an `:is()`, `:where()` or
 * `:has()` needs what its own list needs, nothing when one of its selectors needs nothing.
 *
 * @param {string} selector
 * @returns {string[] | null}
 */
export function requiredClasses(selector) {
  const source = selector.replace(/"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'/g, '""');
  let i = 0;
  /** The list from `i` to its closing `)` or the end. @returns {string[] | null} */
  const list = () => {
    /** @type {string[]} */
    const needed = [];
    let branch = 0;
    let free = false;
    while (i < source.length && source[i] !== ')') {
      const char = source[i];
      CLASS_TOKEN.lastIndex = FUNCTION.lastIndex = i;
      const token = char === '.' ? CLASS_TOKEN.exec(source) : null;
      const call = char === ':' ? FUNCTION.exec(source) : null;
      if (token) {
        needed.push(unescape(token[1] ?? ''));
        branch += 1;
        i = CLASS_TOKEN.lastIndex;
      } else if (call) {
        i = FUNCTION.lastIndex;
        const inner = list();
        i += 1;
        if (inner && call[1]?.toLowerCase() !== 'not') {
          needed.push(...inner);
          branch += inner.length;
        }
      } else if (char === ',') {
        free ||= branch === 0;
        branch = 0;
        i += 1;
      } else if (char === '[') {
        i = source.indexOf(']', i) + 1 || source.length;
      } else {
        i += char === '\\' ? 2 : 1;
      }
    }
    return free || branch === 0 ? null : needed;
  };
  return list();
}

/**
 * The index just past the block that opens at `start` (a `{`), skipping strings and comments.
 *
 * @param {string} css
 * @param {number} start
 */
function blockEnd(css, start) {
  let depth = 0;
  for (let i = start; i < css.length; i += 1) {
    const char = css[i];
    if (char === '\\') {
      // An escaped character, such as the quote in Tailwind's `.after\:content-\[\',\'\]`.
      i += 1;
    } else if (char === '"' || char === "'") {
      for (i += 1; i < css.length && css[i] !== char; i += 1) if (css[i] === '\\') i += 1;
    } else if (char === '/' && css[i + 1] === '*') {
      i = css.indexOf('*/', i + 2) + 1;
      if (i === 0) break;
    } else if (char === '{') depth += 1;
    else if (char === '}' && --depth === 0) return i + 1;
  }
  throw new Error(`Unbalanced braces in the stylesheet at ${start}`);
}

/** At-rules whose blocks hold rules to filter; any other at-rule is kept whole. */
const GROUPING = /^@(media|supports|layer|container|scope|starting-style|document)\b/i;

/**
 * The stylesheet without the style rules that can match nothing on a page with these classes.
 *
 * @param {string} css minified or not; comments between rules are dropped
 * @param {Set<string>} classes
 * @param {Set<string>} [attributes] the page's `attributesOf`; without it no rule goes for an
 *   attribute value
 * @returns {string}
 */
export function criticalCss(css, classes, attributes) {
  let out = '';
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    const semicolon = css.indexOf(';', i);
    if (
      open === -1 ||
      (semicolon !== -1 && semicolon < open && css.slice(i, semicolon).trim().startsWith('@'))
    ) {
      // A statement at-rule (`@layer a, b;`, `@import`, `@charset`), or the trailing text.
      const end = open === -1 ? css.length : semicolon + 1;
      out += css
        .slice(i, end)
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .trim();
      i = end;
      continue;
    }
    const prelude = css.slice(i, open).replace(/\/\*[\s\S]*?\*\//g, '');
    const end = blockEnd(css, open);
    const head = prelude.trim();
    if (GROUPING.test(head)) {
      const inner = criticalCss(css.slice(open + 1, end - 1), classes, attributes);
      if (inner.trim()) out += `${prelude}{${inner}}`;
    } else if (head.startsWith('@')) {
      out += prelude + css.slice(open, end);
    } else {
      const names = requiredClasses(head);
      const possible =
        !attributes ||
        requiredAttributes(head).some((needed) => needed.every((token) => attributes.has(token)));
      if (possible && (names === null || names.some((name) => classes.has(name)))) {
        out += prelude + css.slice(open, end);
      }
    }
    i = end;
  }
  return out;
}
