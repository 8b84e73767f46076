/** Reading the documentation's Markdown: a section under its heading, the rows of its table. */

/**
 * A section of a Markdown text: the lines after its heading (written out, `## CI`) up to the next
 * heading of the same level or above.
 */
export function sectionOf(markdown: string, heading: string): string {
  const level = /^#+/.exec(heading)?.[0].length ?? 2;
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.trim() === heading);
  if (start === -1) throw new Error(`no "${heading}" section`);
  const after = lines.slice(start + 1);
  const end = after.findIndex((line) => new RegExp(`^#{1,${level}} `).test(line));
  return after.slice(0, end === -1 ? undefined : end).join('\n');
}

/** The body rows of the first table in a text, as trimmed cells (the header and its rule left out). */
export function tableRows(text: string): string[][] {
  const lines = text.split('\n');
  const first = lines.findIndex((line) => line.startsWith('|'));
  if (first === -1) return [];
  const end = lines.findIndex((line, index) => index > first && !line.startsWith('|'));
  return lines.slice(first + 2, end === -1 ? undefined : end).map((line) =>
    line
      .slice(1, -1)
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim()),
  );
}
