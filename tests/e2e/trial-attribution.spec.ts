import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { gotoReady, submitTrialForm, successToast, trialDialog } from './support/trial-form';
import { routeTrialEndpoint, startMailEndpoint } from './trial-endpoint';

test.use({ viewport: { width: 1280, height: 900 } });

async function signUp(page: Page, honeypot?: string) {
  await submitTrialForm(page, {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@cobol.example',
    company: 'Compilers Ltd',
    ...(honeypot ? { website: honeypot } : {}),
  });
  await expect(successToast(page)).toBeVisible();
  await expect(trialDialog(page)).toBeHidden();
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
