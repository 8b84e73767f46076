import { formatLongDate } from '@/lib/format-date';

describe('formatLongDate', () => {
  it('writes a content date as the site writes every date: month, day, year', () => {
    expect(formatLongDate('2026-11-29')).toBe('November 29, 2026');
    expect(formatLongDate('2026-01-01')).toBe('January 1, 2026');
  });

  it('never moves to the day before, whatever the time zone the build runs in', () => {
    // UTC midnight is the previous evening west of Greenwich: the date is read and written in UTC.
    const zone = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      expect(formatLongDate('2026-03-01')).toBe('March 1, 2026');
    } finally {
      process.env.TZ = zone;
    }
  });
});
