import { successStories } from '@/content/home/stories';

/** "… cost an estimated 180 appointments a month …" → 180. */
const lostPerMonth = (challenge: string) =>
  Number(challenge.match(/([\d,]+) appointments a month/)?.[1]?.replace(',', ''));

describe('success stories', () => {
  it('never recover more appointments a month than the story says were lost', () => {
    for (const story of successStories.items) {
      const recovered = story.results.find((result) => /appointments/i.test(result.metric));
      if (!recovered) continue;
      const perMonth = Number(recovered.value.match(/^(\d+)\/mo$/)?.[1]);
      const lost = lostPerMonth(story.challenge);
      expect(Number.isFinite(lost)).toBe(true);
      expect(perMonth).toBeGreaterThan(0);
      expect(perMonth).toBeLessThanOrEqual(lost);
    }
  });
});
