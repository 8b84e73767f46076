import { type Page } from '@playwright/test';
import { trial } from '@/content/trial';
import { expect, test } from './fixtures';
import { deliveredMail, keptFor, sentFor, signupValues, visitorAddress } from './lead-client';
import { routeTrialEndpoint, trackModalListeners } from './trial-endpoint';

export { PROVIDER, sentFor, signupValues, startLeadService, visitorAddress } from './lead-client';

/**
 * A real signup in Chromium on each server that answers /send-email on the site's own origin
 * (lead-endpoint.nginx.spec.ts, lead-endpoint.pages.spec.ts), sent to the stub provider. The
 * endpoint's contract at the HTTP level is tests/http/lead-contract.ts, on every server too.
 */

/** The one message the provider accepted for `address`. */
async function deliveredOnce(address: string) {
  const [mail, ...more] = await sentFor(address);
  expect(more).toEqual([]);
  expect(mail).toMatchObject(deliveredMail(address));
  return mail!;
}

const trialDialog = (page: Page) => page.getByRole('dialog', { name: 'Start Your Free Trial' });
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

/** Opens the trial form on /features, fills it in as a visitor would, and sends it. */
export async function signUpInBrowser(page: Page, email: string) {
  const hostListening = await trackModalListeners(page);
  await page.goto('/features');
  await expect.poll(hostListening).toBe(true);
  await page.getByRole('main').getByRole('link', { name: 'Start Free Trial' }).first().click();
  const dialog = trialDialog(page);
  const values = signupValues(email);
  await dialog.getByLabel('First name').fill(values.firstName);
  await dialog.getByLabel('Last name').fill(values.lastName);
  await dialog.getByLabel('Work email').fill(email);
  await dialog.getByLabel('Company').fill(values.company);
  await dialog.getByLabel('Phone (optional)').fill(values.phone);
  await dialog.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check();
  await dialog.getByRole('button', { name: 'Start Free Trial' }).click();
}

/**
 * The real flow on a server that answers /send-email on the site's own origin: the export's
 * trial form posts there (the build under test names the stand-in's address, so the request is
 * sent to the same-origin endpoint instead, as a Pages or nginx build sends it).
 */
export function leadBrowserSuite(baseUrl: string) {
  test.use({ viewport: { width: 1280, height: 900 } });
  const target = () => ({ url: `${baseUrl}/send-email`, origin: baseUrl });

  test('the trial form reaches the provider with the e-mail the visitor typed, and says so', async ({
    page,
  }) => {
    const address = visitorAddress();
    await routeTrialEndpoint(page, target().url);
    await signUpInBrowser(page, address);
    await expect(toasts(page).getByText(trial.messages.success)).toBeVisible();
    await expect(trialDialog(page)).toBeHidden();
    const mail = await deliveredOnce(address);
    for (const value of [
      'Zoë &lt;b&gt;',
      'O&#39;Brien',
      'Smith &amp; &quot;Sons&quot; &lt;script&gt;alert(1)&lt;/script&gt;',
    ]) {
      expect(mail.html).toContain(`>${value}</td>`);
    }
    expect(mail.html).toContain('>/features</td>');
  });

  test('the provider answering 500: the lead is kept for the retry, so the visitor is told it went through', async ({
    page,
  }) => {
    const address = visitorAddress('provider-500');
    await routeTrialEndpoint(page, target().url);
    await signUpInBrowser(page, address);
    await expect(toasts(page).getByText(trial.messages.success)).toBeVisible();
    expect(await sentFor(address)).toEqual([]);
    const [kept] = await keptFor(target(), address);
    expect(kept!.lastError).toMatch(/500/);
    expect(kept!.mail.html).toContain('>Zoë &lt;b&gt;</td>');
  });
}
