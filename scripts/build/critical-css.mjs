// The rules of a stylesheet that a page's HTML can use: a style rule whose selectors all need a
// class that no element of the page carries cannot match anything until a script adds that class,
// so it is left out. Everything else stays, in its order: rules with a selector that needs no class
// (the base styles, `:root`, `[hidden]`, `:not(.x)`), at-rules without blocks of rules
// (`@property`, `@keyframes`, `@font-face`) and every rule that needs at least one class the page
// has. A class inside `:not()` is not needed (`.a:not(.b)` matches where .b is absent), nor is one
// inside an `:is()`/`:where()` with a class-free alternative. Keeping too much only costs bytes;
// leaving out a rule the page needs would change how it looks, so the test is the crude, safe one
// (tests/e2e/critical-css.spec.ts checks every page's layout against the full stylesheet's).
// The full stylesheet follows after the first paint (first-paint.mjs), for the classes scripts add
// later (an open dialog, the cookie banner, a toast).

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * Every class name the page's elements carry, as written in their `class` attributes.
 *
 * @param {string} html
 * @returns {Set<string>}
 */
export function classesOf(html) {
  const classes = new Set();
  for (const [, value = ''] of html.matchAll(/\sclass="([^"]*)"/g)) {
    const decoded = value.replace(/&(?:#x([0-9a-f]+)|#(\d+)|(\w+));/gi, (entity, hex, dec, name) =>
      hex
        ? String.fromCodePoint(parseInt(hex, 16))
        : dec
          ? String.fromCodePoint(Number(dec))
          : (ENTITIES[/** @type {keyof typeof ENTITIES} */ (name)] ?? entity),
    );
    for (const name of decoded.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
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
 * @returns {string}
 */
export function criticalCss(css, classes) {
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
      const inner = criticalCss(css.slice(open + 1, end - 1), classes);
      if (inner.trim()) out += `${prelude}{${inner}}`;
    } else if (head.startsWith('@')) {
      out += prelude + css.slice(open, end);
    } else {
      const names = requiredClasses(head);
      if (names === null || names.some((name) => classes.has(name))) {
        out += prelude + css.slice(open, end);
      }
    }
    i = end;
  }
  return out;
}
