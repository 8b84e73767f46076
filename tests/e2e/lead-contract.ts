import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { deliveredMail, keptFor, sentFor, signupValues, visitorAddress } from './lead-client';
import { gotoReady, submitTrialForm, successToast, trialDialog } from './support/trial-form';
import { routeTrialEndpoint } from './trial-endpoint';

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

/** Opens the trial form on /features, fills it in as a visitor would, and sends it. */
export async function signUpInBrowser(page: Page, email: string) {
  await gotoReady(page, '/features');
  await submitTrialForm(page, signupValues(email));
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
    await expect(successToast(page)).toBeVisible();
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
    await expect(successToast(page)).toBeVisible();
    expect(await sentFor(address)).toEqual([]);
    const [kept] = await keptFor(target(), address);
    expect(kept!.lastError).toMatch(/500/);
    expect(kept!.mail!.html).toContain('>Zoë &lt;b&gt;</td>');
  });
}
