import { expect, test } from './fixtures';
import { everyPagePath } from './pages';
import { drawInSiteTypeface } from './support/typeface';
import { wrappingProblems } from './support/wrapping';

/** A phone, a tablet and a desktop: where headings and terms wrap differently. */
const widths = [375, 768, 1280];
/** An address the export has no page for: the server answers with the not-found page. */
const NOT_FOUND = '/no-such-page';

for (const path of [...everyPagePath(), NOT_FOUND]) {
  test(`${path}: no heading ends on a lone word and no hyphenated term splits, at ${widths.join(', ')} px, in either face`, async ({
    page,
  }) => {
    // One load, then the window resized: the page lays itself out again at each width, as it
    // does when a tablet turns. First in the platform's face (a document's first page), then
    // in Inter (every other page).
    const problems: string[] = [];
    await page.setViewportSize({ width: widths[0]!, height: 900 });
    await page.goto(path);
    for (const face of ['platform', 'Inter']) {
      if (face === 'Inter') await drawInSiteTypeface(page);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        for (const problem of await wrappingProblems(page))
          problems.push(`${face}, ${width} px: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });
}
