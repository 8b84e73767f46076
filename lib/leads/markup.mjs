// The trial signup e-mail's markup, written once: the browser builds the body with these
// (lib/trial/email.ts) and the signup endpoint (lib/leads/handler.mjs) parses what it is sent back
// into headings and rows, then writes the e-mail with these again. So the inbox only ever gets the
// site's own markup: a crafted body with a <script>, <a>, <img>, <style> or <form> does not parse.

/** @type {Record<string, string>} */
const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** @type {Record<string, string>} */
const UNESCAPES = Object.fromEntries(
  Object.entries(ESCAPES).map(([char, entity]) => [entity, char]),
);

/**
 * Escapes text for HTML element content and quoted attribute values.
 *
 * @param {string} value
 */
export function escapeHtml(value) {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/**
 * @param {string} label
 * @param {string} value
 */
export function rowHtml(label, value) {
  return `<tr><th align="left" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`;
}

/** @param {string[]} rows already written with rowHtml */
export function tableHtml(rows) {
  return `<table cellspacing="0" cellpadding="0"><tbody>${rows.join('')}</tbody></table>`;
}

/**
 * @param {2 | 3} level
 * @param {string} text
 */
export function headingHtml(level, text) {
  return `<h${level}>${escapeHtml(text)}</h${level}>`;
}

/**
 * One heading and the rows under it.
 *
 * @typedef {{ level: 2 | 3, heading: string, rows: [label: string, value: string][] }} SignupBlock
 */

/** @param {SignupBlock[]} blocks */
export function signupHtml(blocks) {
  return blocks
    .flatMap(({ level, heading, rows }) => [
      headingHtml(level, heading),
      tableHtml(rows.map(([label, value]) => rowHtml(label, value))),
    ])
    .join('\n');
}

/**
 * The same e-mail as plain text, for mail clients that show no HTML.
 *
 * @param {SignupBlock[]} blocks
 */
export function signupText(blocks) {
  return blocks
    .map(({ heading, rows }) => [heading, '', ...rows.map(([l, v]) => `${l}: ${v}`)].join('\n'))
    .join('\n\n');
}

/** Text as escapeHtml writes it: no tag, no bare quote, and `&` only in its five entities. */
const TEXT = String.raw`(?:[^<>&"']|&(?:amp|lt|gt|quot|#39);)*`;
const HEADING = new RegExp(String.raw`^<h([23])>(${TEXT})</h\1>$`);
const TABLE = /^<table cellspacing="0" cellpadding="0"><tbody>(.*)<\/tbody><\/table>$/;
const ROW = new RegExp(
  String.raw`<tr><th align="left" style="padding:4px 12px 4px 0">(${TEXT})</th><td style="padding:4px 0">(${TEXT})</td></tr>`,
  'y',
);
const MAX_BLOCKS = 4;
const MAX_ROWS = 40;
const MAX_TEXT = 10_000;

/** @param {string} text */
const unescapeHtml = (text) => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => UNESCAPES[e] ?? e);

/** @param {string} text */
function rowsOf(text) {
  /** @type {[string, string][]} */
  const rows = [];
  ROW.lastIndex = 0;
  while (ROW.lastIndex < text.length) {
    const match = ROW.exec(text);
    if (!match || rows.length >= MAX_ROWS) return null;
    const label = unescapeHtml(match[1] ?? '');
    const value = unescapeHtml(match[2] ?? '');
    if (label.length > MAX_TEXT || value.length > MAX_TEXT) return null;
    rows.push([label, value]);
  }
  return rows;
}

/**
 * Reads a body written by signupHtml back into its blocks; null for anything else (another tag,
 * an attribute, a bare `<` or quote, text between the parts, too many rows).
 *
 * @param {string} html
 * @returns {SignupBlock[] | null}
 */
export function parseSignupHtml(html) {
  // multipart/form-data sends each line break of a value as CRLF (the HTML spec's encoding, which
  // browsers and undici follow): the body arrives with \r\n where signupHtml wrote \n.
  const lines = html.split(/\r?\n/);
  if (lines.length === 0 || lines.length % 2 !== 0 || lines.length > MAX_BLOCKS * 2) return null;
  /** @type {SignupBlock[]} */
  const blocks = [];
  for (let i = 0; i < lines.length; i += 2) {
    const heading = HEADING.exec(lines[i] ?? '');
    const table = TABLE.exec(lines[i + 1] ?? '');
    const rows = table ? rowsOf(table[1] ?? '') : null;
    if (!heading || !rows || rows.length === 0) return null;
    const level = heading[1] === '2' ? 2 : 3;
    blocks.push({ level, heading: unescapeHtml(heading[2] ?? ''), rows });
  }
  return blocks;
}
