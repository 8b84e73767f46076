import { booking } from '@/content/booking';
import { company } from '@/content/site';
import { expect, test } from './fixtures';

// The configured export embeds this scheduling page (scripts/build/build-configured.mjs).
const CALENDAR = 'https://cal.kyrelo.example/kyrelo/consultation';

test.describe('/free-demo with a booking URL', () => {
  test('shows a loading state while the calendar host has not answered', async ({ page }) => {
    // Held, never answered: the frame stays loading.
    await page.route('https://cal.kyrelo.example/**', () => {});
    await page.goto('/free-demo');
    await expect(page.getByRole('status').filter({ hasText: booking.loading })).toBeVisible();
  });

  test('offers the scheduling page and e-mail beside a frame whose host is unreachable', async ({
    page,
  }) => {
    await page.route('https://cal.kyrelo.example/**', (route) => route.abort('namenotresolved'));
    await page.goto('/free-demo');
    const calendar = page.getByRole('region', { name: booking.chooseSlot });
    await expect(calendar.getByTitle(booking.frameTitle)).toBeAttached();
    const newTab = calendar.getByRole('link', { name: new RegExp(booking.frameHelp.openPage) });
    await expect(newTab).toBeVisible();
    await expect(newTab).toHaveAttribute('href', CALENDAR);
    await expect(newTab).toHaveAttribute('target', '_blank');
    const email = calendar.getByRole('link', { name: booking.frameHelp.email });
    await expect(email).toBeVisible();
    await expect(email).toHaveAttribute('href', `mailto:${company.email}`);
  });
});
