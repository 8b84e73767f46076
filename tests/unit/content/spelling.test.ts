import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The site's copy is American English, as the spec's own strings are ("Personalized Demo",
 * "Analyzing Business"). British forms that slipped in before are listed here, so none returns.
 * Comments are left out: only what a visitor can read counts.
 */
const british =
  /\b(colours?|behaviours?|favourite|organis(e|ed|es|ing|ation|ations)|recognis(e|ed|es|ing)|personalis(e|ed|es|ing|ation)|summaris(e|ed|es|ing)|optimis(e|ed|es|er|ing|ation)|analys(ed|ing)|customis(e|ed|es|ing|ation)|prioritis(e|ed|es|ing)|centre[sd]?|licence|programmes?|cancell(ed|ing))\b/i;

const contentRoot = path.join(__dirname, '../../../content');
const files = readdirSync(contentRoot, { recursive: true, encoding: 'utf8' }).filter(
  (file) => file.endsWith('.ts') || file.endsWith('.mjs'),
);

const copyLines = (file: string) =>
  readFileSync(path.join(contentRoot, file), 'utf8')
    .split('\n')
    .map((line, index) => ({ line, number: index + 1 }))
    .filter(({ line }) => !/^\s*(\/\/|\/?\*)/.test(line));

describe('spelling', () => {
  it('reads content from every module', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it('has no British form in any visible string of content/', () => {
    const found = files.flatMap((file) =>
      copyLines(file)
        .filter(({ line }) => british.test(line))
        .map(({ line, number }) => `${file}:${number}: ${line.match(british)?.[0]}`),
    );
    expect(found).toEqual([]);
  });

  it('knows the forms it looks for', () => {
    for (const word of ['colours', 'behaviour', 'recognised', 'centre', 'cancelled', 'analysed'])
      expect(british.test(word)).toBe(true);
    for (const word of ['colors', 'behavior', 'recognized', 'center', 'canceled', 'analyzed'])
      expect(british.test(word)).toBe(false);
  });
});
