import { Fragment } from 'react';

/** Hyphenated words such as "AI-native": browsers may break a line after the hyphen. */
const HYPHENATED = /([\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+)/u;

/** The longest pair of last words kept together: longer, it could overflow a phone's line. */
const TAIL_MAX = 24;

function termsKept(text: string) {
  const parts = text.split(HYPHENATED);
  if (parts.length === 1) return text;
  return parts.map((part, index) =>
    // split() with one capture group puts the matches at the odd indexes.
    index % 2 === 1 ? (
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}

/**
 * Text with every hyphenated word kept on one line and, with `lastWords`, its last two words
 * too, so a heading never ends on a word alone ("…the / Follow-Up?"). A hyphenated word is a
 * `white-space: nowrap` span: its characters stay as written (a non-breaking hyphen would change
 * what is copied and searched). The last two words are joined by a no-break space, which reads,
 * copies and matches as a space and adds no element (every element on `/` counts: see
 * `DOM_ELEMENTS_MEASURED`).
 */
export function KeepTermsTogether({
  text,
  lastWords = false,
  single = false,
}: {
  text: string;
  lastWords?: boolean;
  /** One inline element when the text has parts: for a flex or grid parent. */
  single?: boolean;
}) {
  const trimmed = text.trimEnd();
  const space = trimmed.lastIndexOf(' ');
  const tail = trimmed.slice(space + 1);
  const kept =
    !lastWords || space <= 0 || trimmed.length - trimmed.lastIndexOf(' ', space - 1) - 1 > TAIL_MAX
      ? termsKept(text)
      : termsKept(`${trimmed.slice(0, space)}\u00a0${tail}`);
  // In a flex or grid row each part would be an item of its own, with the row's gap between.
  return single && typeof kept !== 'string' ? <span>{kept}</span> : kept;
}
