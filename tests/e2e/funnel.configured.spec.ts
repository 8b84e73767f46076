import { booking } from '@/content/booking';
import { acceptButton, declineButton, deviceStorage, nothingStored } from './consent-helpers';
import { expect, test } from './fixtures';
import { asRegularChrome, custom, interceptPosthog, regularChrome } from './posthog-host';
import {
  fillTrialForm,
  gotoReady,
  submitButton,
  successToast,
  trialDialog,
  trialOpener,
} from './support/trial-form';
import { builtTrialEndpoint } from './trial-endpoint';

// Built by `npm run build:configured` (PostHog on eu.i.posthog.com through the site's /relay, a
// local geo endpoint).
const GEO_ENDPOINT = 'http://localhost:4399/geo';

test.describe('funnel events', () => {
  // PostHog drops events from browsers that look automated; present as a regular desktop Chrome.
  test.use({ viewport: { width: 1280, height: 900 }, ...regularChrome });

  test.beforeEach(async ({ page }) => {
    await asRegularChrome(page);
    await page.route(GEO_ENDPOINT, (route) => route.fulfill({ json: { country_code: 'IN' } }));
  });

  test('each step after Accept, and no personal data in any request', async ({ page }) => {
    const seen = await interceptPosthog(page);
    // The mail endpoint answers locally; what it receives is not this test's concern.
    await page.route(builtTrialEndpoint, (route) =>
      route.fulfill({ status: 200, headers: { 'access-control-allow-origin': '*' }, json: {} }),
    );
    {
      // An ad click's ids identify the click: they must not reach PostHog either.
      await gotoReady(page, '/pricing?utm_source=ads&gclid=GclidProbe7731&fbclid=FbclidProbe4417');
      await expect.poll(() => seen.configLoads).toBeGreaterThan(0);
      await acceptButton(page).click();

      await page.getByText('Monthly', { exact: true }).click();
      await page.getByText('How much do I save with yearly billing?').click();
      const starter = page.getByRole('article', { name: 'Starter' });
      // The geo lookup has answered: the card shows rupees, not "Loading prices...".
      await expect(starter).toContainText('₹');
      await starter.getByRole('link', { name: 'Start Free Trial' }).click();
      await expect(page).toHaveURL(/\/free-demo\?plan=starter$/);

      // With a calendar configured, /free-demo shows the calendar: the trial starts from the home
      // page's hero, reached by a client-side navigation.
      await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
      await expect(page).toHaveURL(/\/$/);
      const dialog = trialDialog(page);
      await trialOpener(page).click();
      await submitButton(page).click();
      await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();

      const person = {
        firstName: 'Wilhelmina',
        lastName: 'Quixotesque',
        email: 'wilhelmina.quixotesque@pii-probe.example',
        company: 'Zanzibar Quokka Holdings',
        phone: '+91 98765 43210',
      };
      await fillTrialForm(page, person);
      await submitButton(page).click();
      await expect(successToast(page)).toBeVisible();

      await expect.poll(() => custom(seen, 'trial_submitted').length, { timeout: 15_000 }).toBe(2);
      expect(custom(seen, 'billing_period_switched')).toEqual([
        expect.objectContaining({ period: 'monthly' }),
      ]);
      expect(custom(seen, 'faq_opened')).toEqual([
        expect.objectContaining({ faq: 'pricing', question_id: 'yearly-discount' }),
      ]);
      expect(custom(seen, 'plan_clicked')).toEqual([
        expect.objectContaining({ plan: 'starter', period: 'monthly', currency: 'INR' }),
      ]);
      expect(custom(seen, 'cta_clicked')).toEqual([
        expect.objectContaining({ action: 'trial', location: 'pricing_card' }),
        expect.objectContaining({ action: 'trial', location: 'hero' }),
      ]);
      expect(custom(seen, 'trial_modal_opened')).toEqual([
        expect.objectContaining({ location: 'hero' }),
      ]);
      const [invalid, success] = custom(seen, 'trial_submitted');
      expect(invalid).toMatchObject({
        outcome: 'validation_failed',
        invalid_fields: ['firstName', 'lastName', 'email', 'company', 'acceptTerms'],
      });
      expect(success).toMatchObject({ outcome: 'success' });
      await test.info().attach('trial success event', {
        body: JSON.stringify(
          seen.events.find((event) => event.properties.outcome === 'success'),
          null,
          2,
        ),
        contentType: 'application/json',
      });

      const everything = seen.bodies.join('\n').toLowerCase();
      const probes = [person.firstName, person.lastName, person.email, person.company, '98765'];
      probes.push('GclidProbe7731', 'FbclidProbe4417');
      for (const probe of probes) {
        expect(everything).not.toContain(probe.toLowerCase());
        expect(everything).not.toContain(encodeURIComponent(probe).toLowerCase());
      }
    }
  });

  test('the booking dialog from the phone menu, and the trial instead: where each was opened from', async ({
    page,
  }) => {
    // The dialogs report their openings themselves (components/modals/dialog-host.tsx), each with
    // the place its opener sits: the menu for the booking dialog, the booking dialog for the trial.
    await page.setViewportSize({ width: 375, height: 812 });
    const seen = await interceptPosthog(page);
    await gotoReady(page, '/pricing');
    await expect.poll(() => seen.configLoads).toBeGreaterThan(0);
    await acceptButton(page).click();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await menu.getByRole('button', { name: 'Schedule Demo' }).click();
    const bookingDialog = page.getByRole('dialog', { name: booking.title });
    await expect(bookingDialog).toBeVisible();
    await expect(menu).toBeHidden();
    await bookingDialog.getByRole('button', { name: booking.trialInstead }).click();
    await expect(trialDialog(page)).toBeVisible();
    await expect(bookingDialog).toBeHidden();

    await expect
      .poll(() => custom(seen, 'trial_modal_opened'), { timeout: 15_000 })
      .toEqual([expect.objectContaining({ location: 'booking_modal' })]);
    expect(custom(seen, 'booking_modal_opened')).toEqual([
      expect.objectContaining({ location: 'mobile_menu' }),
    ]);
    expect(custom(seen, 'booking_trial_instead_clicked')).toHaveLength(1);
    expect(custom(seen, 'cta_clicked')).toEqual([
      expect.objectContaining({ action: 'booking', location: 'mobile_menu' }),
    ]);
  });

  test('events before a choice and after Decline write nothing to the device', async ({ page }) => {
    const seen = await interceptPosthog(page);
    await gotoReady(page, '/pricing');
    await expect.poll(() => seen.configLoads).toBeGreaterThan(0);
    await page.getByText('Monthly', { exact: true }).click();
    await expect.poll(() => custom(seen, 'billing_period_switched').length).toBe(1);
    expect(await deviceStorage(page)).toEqual(nothingStored);

    await declineButton(page).click();
    await page
      .getByRole('group', { name: 'Billing period' })
      .getByText(/^Yearly/)
      .click();
    await page.getByText('How much do I save with yearly billing?').click();
    await expect.poll(() => custom(seen, 'faq_opened').length).toBe(1);
    expect(await deviceStorage(page)).toEqual(nothingStored);
  });
});
