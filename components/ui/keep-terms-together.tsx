import { Fragment } from 'react';

/** Hyphenated words such as "AI-native": browsers may break a line after the hyphen. */
const HYPHENATED = /([\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+)/u;

/**
 * Text with every hyphenated word kept on one line. The characters stay as written (a
 * non-breaking hyphen would change what is copied, searched and read aloud); only wrapping
 * changes, so narrow headings never end a line on "AI-".
 */
export function KeepTermsTogether({ text }: { text: string }) {
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
