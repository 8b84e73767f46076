const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * A calendar date from content (`YYYY-MM-DD`) as the site writes dates everywhere, in its American
 * spelling: "November 29, 2026". Read as UTC, so no time zone moves it to the day before.
 */
export const formatLongDate = (date: string) => longDate.format(new Date(`${date}T00:00:00Z`));
