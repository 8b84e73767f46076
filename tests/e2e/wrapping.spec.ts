import { allPagePaths } from '@/content/routes';
import { expect, test } from './fixtures';
import { wrappingProblems } from './support/wrapping';

/** A phone, a tablet and a desktop: where headings and terms wrap differently. */
const widths = [375, 768, 1280];

for (const path of allPagePaths()) {
  test(`${path}: no heading ends on a lone word and no hyphenated term splits, at ${widths.join(', ')} px`, async ({
    page,
  }) => {
    // One load, then the window resized: the page lays itself out again at each width, as it
    // does when a tablet turns.
    const problems: string[] = [];
    await page.setViewportSize({ width: widths[0]!, height: 900 });
    await page.goto(path);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      for (const problem of await wrappingProblems(page)) problems.push(`${width} px: ${problem}`);
    }
    expect(problems).toEqual([]);
  });
}
