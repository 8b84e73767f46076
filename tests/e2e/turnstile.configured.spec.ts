import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { trial } from '@/content/trial';
import { TURNSTILE_SCRIPT } from '@/lib/trial/turnstile';
import { expect, test } from './fixtures';
import {
  PROVIDER,
  sentFor,
  signUpInBrowser,
  signupValues,
  startLeadService,
  visitorAddress,
} from './lead-contract';
import { toasts, trialDialog, trialOpener } from './support/trial-form';
import { routeTrialEndpoint } from './trial-endpoint';

// The configured export has Turnstile's test site key (scripts/build/build-configured.mjs). Its
// script is served here: the widget answers with the token Turnstile's test keys give, and the
// endpoint checks it against the stub of Cloudflare's verification (scripts/servers/provider-stub.mjs)
// with one of Turnstile's documented test secrets.
test.use({ viewport: { width: 1280, height: 900 } });

const DUMMY_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';
const refused = 'The spam check did not pass. Please reload the page and try again.';

async function serveTurnstile(page: Page) {
  await page.route(TURNSTILE_SCRIPT, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.turnstile = {
        render(container, options) { setTimeout(() => options.callback(${JSON.stringify(DUMMY_TOKEN)}), 50); return 'widget'; },
        remove() {},
      };`,
    }),
  );
}

// Playwright compiles specs to CommonJS; a dynamic import() keeps the .mjs script real ESM.
const testSecrets = async () =>
  (await import('../../scripts/servers/provider-stub.mjs')).TURNSTILE_TEST_SECRETS;

let dir: string;
test.beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'turnstile-'));
});
test.afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const withService = async (secret: string, body: (url: string) => Promise<void>) => {
  const service = await startLeadService(path.join(dir, 'data'), {
    TURNSTILE_SECRET_KEY: secret,
    TURNSTILE_VERIFY_URL: `${PROVIDER}/turnstile/v0/siteverify`,
  });
  try {
    await body(service.url);
  } finally {
    await service.stop();
  }
};

async function expectTypedValuesKept(page: Page, address: string) {
  await expect(trialDialog(page)).toBeHidden();
  await trialOpener(page).click();
  await expect(trialDialog(page).getByLabel('Work email')).toHaveValue(address);
  await expect(trialDialog(page).getByLabel('Company')).toHaveValue(signupValues(address).company);
}

test('a token that passes: the signup is delivered', async ({ page }) => {
  await withService((await testSecrets()).pass, async (url) => {
    const address = visitorAddress();
    await serveTurnstile(page);
    const sent = page.waitForRequest((request) => request.method() === 'POST');
    await routeTrialEndpoint(page, url);
    await signUpInBrowser(page, address);
    expect((await sent).postData()).toContain(DUMMY_TOKEN);
    await expect(toasts(page).getByText(trial.messages.success)).toBeVisible();
    expect(await sentFor(address)).toHaveLength(1);
  });
});

test('a token Cloudflare refuses: the visitor is told, keeps what they typed, nothing is sent', async ({
  page,
}) => {
  await withService((await testSecrets()).fail, async (url) => {
    const address = visitorAddress();
    await serveTurnstile(page);
    await routeTrialEndpoint(page, url);
    await signUpInBrowser(page, address);
    await expect(toasts(page).getByText(refused)).toBeVisible();
    await expectTypedValuesKept(page, address);
    expect(await sentFor(address)).toEqual([]);
  });
});

test("Turnstile's script never arrives: no token, the same message, the values kept", async ({
  page,
  externalRequests,
}) => {
  await withService((await testSecrets()).pass, async (url) => {
    const address = visitorAddress();
    await routeTrialEndpoint(page, url);
    await signUpInBrowser(page, address);
    await expect(toasts(page).getByText(refused)).toBeVisible();
    expect(externalRequests).toContain(TURNSTILE_SCRIPT);
    await expectTypedValuesKept(page, address);
    expect(await sentFor(address)).toEqual([]);
  });
});
