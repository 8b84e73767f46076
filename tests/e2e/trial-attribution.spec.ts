import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { routeTrialEndpoint, startMailEndpoint, trackModalListeners } from './trial-endpoint';

test.use({ viewport: { width: 1280, height: 900 } });

const trialDialog = (page: Page) => page.getByRole('dialog', { name: 'Start Your Free Trial' });
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

async function gotoReady(page: Page, path: string) {
  const hostListening = await trackModalListeners(page);
  await page.goto(path);
  await expect.poll(hostListening).toBe(true);
}

async function signUp(page: Page, honeypot?: string) {
  await page.getByRole('main').getByRole('link', { name: 'Start Free Trial' }).first().click();
  const dialog = trialDialog(page);
  await dialog.getByLabel('First name').fill('Grace');
  await dialog.getByLabel('Last name').fill('Hopper');
  await dialog.getByLabel('Work email').fill('grace@cobol.example');
  await dialog.getByLabel('Company').fill('Compilers Ltd');
  await dialog.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check();
  // What a form-filling bot does: it finds every input by its name, hidden or not.
  if (honeypot) await dialog.locator('input[name="website"]').fill(honeypot, { force: true });
  await dialog.getByRole('button', { name: 'Start Free Trial' }).click();
  await expect(toasts(page).getByText('Trial signup email sent successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
}

const block = (html: string) => html.slice(html.indexOf('How they found us'));

test('the e-mail says which campaign and landing page the lead came from', async ({ page }) => {
  const mail = await startMailEndpoint();
  try {
    await routeTrialEndpoint(page, mail.url);
    await gotoReady(
      page,
      '/pricing?utm_source=newsletter&utm_medium=email&utm_campaign=spring-launch&gclid=SECRET123',
    );
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Features' })
      .click();
    await expect(page).toHaveURL(/\/features$/);
    await signUp(page);

    const [email] = await mail.submissions();
    const found = block(email!.body_html);
    await test.info().attach('body_html', { body: email!.body_html, contentType: 'text/html' });
    expect(found).toContain('Campaign source</th><td style="padding:4px 0">newsletter<');
    expect(found).toContain('Campaign</th><td style="padding:4px 0">spring-launch<');
    expect(found).toContain('Google Ads click</th><td style="padding:4px 0">Yes<');
    expect(found).toContain('Landing page</th><td style="padding:4px 0">/pricing<');
    expect(found).toContain('Form opened on</th><td style="padding:4px 0">/features<');
    expect(email!.body_html).not.toContain('SECRET123');
  } finally {
    await mail.stop();
  }
});

test('a visit without parameters carries only the page the form was opened on', async ({
  page,
}) => {
  const mail = await startMailEndpoint();
  try {
    await routeTrialEndpoint(page, mail.url);
    await gotoReady(page, '/features');
    await signUp(page);
    const [email] = await mail.submissions();
    const found = block(email!.body_html);
    expect(found.match(/<tr>/g)).toHaveLength(1);
    expect(found).toContain('Form opened on</th><td style="padding:4px 0">/features<');
    expect(found).not.toMatch(/Campaign|Landing page|Referred by|undefined/);
  } finally {
    await mail.stop();
  }
});

test('a filled honeypot sends nothing and still shows success', async ({ page }) => {
  const mail = await startMailEndpoint();
  try {
    await routeTrialEndpoint(page, mail.url);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await gotoReady(page, '/features');
    await signUp(page, 'http://spam.example');
    expect(posts).toEqual([]);
    expect(await mail.submissions()).toEqual([]);
  } finally {
    await mail.stop();
  }
});
