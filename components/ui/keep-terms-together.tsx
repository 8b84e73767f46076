import { Fragment } from 'react';

/** Hyphenated words such as "AI-native": browsers may break a line after the hyphen. */
const HYPHENATED = /([\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+)/u;

/** The longest pair of last words kept together: longer, it could overflow a phone's line. */
const TAIL_MAX = 24;

function termsKept(text: string, keyPrefix: string) {
  const parts = text.split(HYPHENATED);
  if (parts.length === 1) return text;
  return parts.map((part, index) =>
    // split() with one capture group puts the matches at the odd indexes.
    index % 2 === 1 ? (
      <span key={`${keyPrefix}${index}`} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      <Fragment key={`${keyPrefix}${index}`}>{part}</Fragment>
    ),
  );
}

/**
 * Text with every hyphenated word kept on one line and, with `lastWords`, its last two words
 * too, so a heading never ends on a word alone ("…the / Follow-Up?"). The characters stay as
 * written (a non-breaking hyphen or space would change what is copied, searched and read aloud);
 * only wrapping changes, so narrow headings never end a line on "AI-".
 */
export function KeepTermsTogether({
  text,
  lastWords = false,
}: {
  text: string;
  lastWords?: boolean;
}) {
  const trimmed = text.trimEnd();
  const split = trimmed.lastIndexOf(' ', trimmed.lastIndexOf(' ') - 1);
  const tail = lastWords && split > 0 ? trimmed.slice(split + 1) : '';
  if (!tail || tail.length > TAIL_MAX || !tail.includes(' ')) return termsKept(text, '');
  return (
    <>
      {termsKept(trimmed.slice(0, split + 1), 'head')}
      <span className="whitespace-nowrap">{tail}</span>
    </>
  );
}
