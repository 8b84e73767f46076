import { booking } from '@/content/booking';
import { consentCopy } from '@/content/consent';
import { home } from '@/content/home';
import { getLegalDocument, legalNavLabel } from '@/content/legal';
import { pricing } from '@/content/pricing';
import { timings } from '@/content/timings';
import { trial } from '@/content/trial';
import { validTrialValues } from '../unit/helpers/trial-values';
import { startMailEndpoint } from '../e2e/trial-endpoint';
import { Key, type WebDriver, type WebElement } from 'selenium-webdriver';
import { isHydrated } from '../e2e/fixtures';
import { allByRole, atRest, byLabel, byRole, clickWhenReady, until, visibleByRole } from './find';
import { NARROWEST, configuredOrigin, expect, siteByAddress, test } from './fixtures';

// What a visitor does, in WebKit: the trial form (with and without the site's framework
// scripts), the cookie choice, the prices, the legal side list and the phone menu.

/** Waits until the page's loader has marked a script that failed: the proxy refused them all. */
const scriptsRefused = (driver: WebDriver) =>
  until(
    driver,
    async () =>
      (await driver.executeScript('return document.documentElement.dataset.loadFailed')) ===
      'script',
    'the framework scripts are refused',
  );

const hasFocus = (driver: WebDriver, element: WebElement) =>
  driver.executeScript<boolean>('return document.activeElement === arguments[0]', element);

test('the trial form opens, shows its errors, and sends a signup that is acknowledged', async ({
  webkit,
}) => {
  const { driver, proxy } = webkit;
  const mail = await startMailEndpoint();
  try {
    proxy.setTrialEndpoint(mail.url);
    await webkit.open('/features');
    const main = await byRole(driver, 'main', '');
    const [opener] = await allByRole(main, 'button', 'Start Free Trial');
    await opener!.click();
    const dialog = await visibleByRole(driver, driver, 'dialog', trial.title);

    // Sent empty: an error under each field, the focus on the first.
    await (await byRole(dialog, 'button', 'Start Free Trial')).click();
    await until(
      driver,
      async () =>
        (await driver.findElements({ xpath: `//*[text()="${trial.validation.firstNameMin}"]` }))
          .length === 1,
      'the first name error',
    );
    const firstName = await byLabel(dialog, 'First name');
    expect(await firstName.getAttribute('aria-invalid')).toBe('true');
    expect(
      await driver.executeScript('return document.activeElement === arguments[0]', firstName),
    ).toBe(true);

    // Typed as a visitor types, markup in the company name included.
    const company = 'Smith & "Sons" <b>Ltd</b>';
    await firstName.sendKeys(validTrialValues.firstName);
    await (await byLabel(dialog, 'Last name')).sendKeys(validTrialValues.lastName);
    await (await byLabel(dialog, 'Work email')).sendKeys(validTrialValues.email);
    await (await byLabel(dialog, 'Company')).sendKeys(company);
    await (await byRole(dialog, 'checkbox', /I agree to the Terms and Conditions/)).click();
    await (await byRole(dialog, 'button', 'Start Free Trial')).click();

    await visibleByRole(driver, driver, 'region', /Notifications/);
    await until(
      driver,
      async () =>
        (await driver.findElements({ xpath: `//*[text()="${trial.messages.success}"]` })).length >
        0,
      'the success toast',
    );
    await until(
      driver,
      async () => (await driver.findElements({ css: 'dialog[open]' })).length === 0,
      'the dialog closes',
    );
    const [submission, ...more] = await mail.submissions();
    expect(more).toEqual([]);
    expect(submission!.reply_to).toBe(validTrialValues.email);
    expect(submission!.body_html).toContain('Smith &amp; &quot;Sons&quot; &lt;b&gt;Ltd&lt;/b&gt;');
  } finally {
    await mail.stop();
  }
});

test('without the framework scripts, the trial and booking dialogs open, take the focus and close', async ({
  webkit,
}) => {
  const { driver, proxy } = webkit;
  proxy.setScripts('refuse');
  // Not `webkit.open`: a page whose scripts never arrive never hydrates. By the site's address,
  // where no page loaded before has left the scripts in WebKit's memory cache.
  await driver.get(`${siteByAddress}/features`);
  // WebKitGTK has no invoker commands, so what opens the dialogs here is the inline runtime's
  // click fallback (lib/dialogs/runtime.ts). Should WebKit gain them, this test no longer covers
  // the fallback and says so.
  expect(
    await driver.executeScript('return "command" in HTMLButtonElement.prototype'),
    'WebKitGTK lacks invoker commands',
  ).toBe(false);
  await scriptsRefused(driver);
  // The runtime listens for the window events from the HTML itself.
  expect((await webkit.watch()).listeners).toEqual(
    expect.arrayContaining(['openTrailModal', 'openBookingModal']),
  );

  const main = await byRole(driver, 'main', '');
  const [opener] = await allByRole(main, 'button', 'Start Free Trial');
  await opener!.click();
  const dialog = await visibleByRole(driver, driver, 'dialog', trial.title);
  const firstName = await byLabel(dialog, 'First name');
  expect(await hasFocus(driver, firstName), 'the focus is in the first field').toBe(true);
  await firstName.sendKeys(validTrialValues.firstName);
  expect(await firstName.getProperty('value')).toBe(validTrialValues.firstName);

  // Escape as the visitor presses it, on whatever has the focus.
  await (await driver.switchTo().activeElement()).sendKeys(Key.ESCAPE);
  await until(driver, async () => !(await dialog.isDisplayed()), 'Escape closes the dialog');
  expect(await hasFocus(driver, opener!), 'the focus is back on the opener').toBe(true);

  // Closed by hand, the form was reset: nothing typed waits for the next opening.
  await opener!.click();
  await until(driver, () => dialog.isDisplayed(), 'the dialog opens again');
  expect(await firstName.getProperty('value')).toBe('');
  await (await byRole(dialog, 'button', trial.closeLabel)).click();
  await until(driver, async () => !(await dialog.isDisplayed()), 'the close button closes it');
  expect(await hasFocus(driver, opener!), 'the focus is back on the opener').toBe(true);

  // Another script's request, with no header or framework to hear it: the runtime opens the
  // booking dialog and cancels the event, which tells the sender it was handled.
  const notCancelled = await driver.executeScript<boolean>(
    "return window.dispatchEvent(new CustomEvent('openBookingModal', { cancelable: true }))",
  );
  await visibleByRole(driver, driver, 'dialog', booking.title);
  expect(notCancelled, 'the event was cancelled').toBe(false);

  // All of it in the plain document, without an error.
  expect(await driver.executeScript(`return (${isHydrated.toString()})()`)).toBe(false);
  const { violations, errors } = await webkit.watch();
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});

test("a submit made before the form's code has arrived is sent once, when the code arrives", async ({
  webkit,
}) => {
  const { driver, proxy } = webkit;
  const mail = await startMailEndpoint();
  try {
    proxy.setTrialEndpoint(mail.url);
    // The form's code is fetched at the first pointer over a trial opener: the pointer starts in
    // the page's corner, away from them all, wherever the test before left it.
    await driver.actions().move({ x: 0, y: 0 }).perform();
    await webkit.open('/features');
    // From here the form's code is held on its way, as on a slow connection.
    proxy.setScripts('hold');
    const main = await byRole(driver, 'main', '');
    const [opener] = await allByRole(main, 'button', 'Start Free Trial');
    await opener!.click();
    const dialog = await visibleByRole(driver, driver, 'dialog', trial.title);
    await until(driver, async () => proxy.heldScripts().length > 0, "the form's code is asked for");

    await (await byLabel(dialog, 'First name')).sendKeys(validTrialValues.firstName);
    await (await byLabel(dialog, 'Last name')).sendKeys(validTrialValues.lastName);
    await (await byLabel(dialog, 'Work email')).sendKeys(validTrialValues.email);
    await (await byLabel(dialog, 'Company')).sendKeys(validTrialValues.company);
    await (await byRole(dialog, 'checkbox', /I agree to the Terms and Conditions/)).click();
    await (await byRole(dialog, 'button', 'Start Free Trial')).click();

    // The runtime holds the submit: the dialog stays open and nothing is sent yet.
    await until(
      driver,
      () =>
        driver.executeScript<boolean>(
          'return arguments[0].hasAttribute("data-submit-waiting")',
          dialog,
        ),
      'the submit is held',
    );
    expect(await dialog.isDisplayed()).toBe(true);
    expect(proxy.trialPosts()).toBe(0);

    proxy.setScripts('pass');
    await until(
      driver,
      async () =>
        (await driver.findElements({ xpath: `//*[text()="${trial.messages.success}"]` })).length >
        0,
      'the success toast',
    );
    await until(driver, async () => !(await dialog.isDisplayed()), 'the dialog closes');
    // Counted as the requests reach the proxy, so a second send made beside the first is seen
    // even if its answer has not come yet.
    expect(proxy.trialPosts(), 'exactly one signup sent').toBe(1);
    const [submission, ...more] = await mail.submissions();
    expect(more).toEqual([]);
    expect(submission!.reply_to).toBe(validTrialValues.email);
  } finally {
    await mail.stop();
  }
});

test("the cookie banner's Accept is kept across a reload", async ({ webkit }) => {
  const { driver } = webkit;
  await webkit.open('/');
  const banner = await visibleByRole(driver, driver, 'region', consentCopy.title);
  await atRest(driver, banner);
  await clickWhenReady(driver, banner, 'button', consentCopy.accept);
  await until(driver, async () => !(await banner.isDisplayed().catch(() => false)), 'banner gone');
  expect(await driver.executeScript('return localStorage.getItem("cookie_consent")')).toBe('yes');

  await webkit.open('/');
  // Past the banner's delay on the page's own clock, the choice still holds.
  await until(
    driver,
    () =>
      driver.executeScript<boolean>(
        `return performance.now() > arguments[0]`,
        timings.cookieBannerDelay + 500,
      ),
    'the banner delay has passed',
  );
  const banners = await driver.findElements({ id: 'cookie-consent' });
  for (const element of banners) expect(await element.isDisplayed()).toBe(false);
});

test('pricing: the billing toggle switches the prices, and a visitor in India sees rupees', async ({
  webkit,
}) => {
  const { driver, proxy } = webkit;
  await webkit.open('/pricing');
  // Waited for, not read once: on a loaded machine the first lookup just after hydration once
  // found no card named Starter, on a try and its retry (later runs did not repeat it).
  const starter = () => visibleByRole(driver, driver, 'article', 'Starter');
  const shown = async (text: string) =>
    driver.executeScript<boolean>(
      `return Array.from(arguments[0].querySelectorAll('*')).some(
         (e) => e.children.length === 0 && e.textContent.trim() === arguments[1] && e.checkVisibility());`,
      await starter(),
      text,
    );
  expect(await shown('$84')).toBe(true);
  // The radio itself is drawn by its label, which a visitor clicks.
  const monthly = await byRole(driver, 'radio', pricing.period.monthly);
  await driver
    .executeScript<WebElement>('return arguments[0].labels[0]', monthly)
    .then((label) => label.click());
  await until(driver, () => shown('$99'), 'the monthly price');
  expect(await monthly.isSelected()).toBe(true);

  // The configured export looks the country up (NEXT_PUBLIC_GEO_ENDPOINT): the proxy answers.
  proxy.answerGeo('IN');
  // Sentry is refused; analytics go to the page's own /relay, never to a PostHog host.
  proxy.allowRefused(/ingest\.sentry\.io/);
  await driver.get(`${configuredOrigin}/pricing`);
  await until(driver, () => shown('₹6,800'), 'rupee prices');
  expect(proxy.geoLookups()).toBe(1);
});

test('legal: a side-list link scrolls to its section and highlights it', async ({ webkit }) => {
  const { driver } = webkit;
  const terms = getLegalDocument('terms-and-conditions')!;
  const section = terms.sections[4]!;
  await webkit.open(`/legal/${terms.id}`);
  const list = await byRole(driver, 'navigation', legalNavLabel);
  await (await byRole(list, 'link', section.heading)).click();
  await until(
    driver,
    async () => (await driver.getCurrentUrl()).endsWith(`/legal/${terms.id}#${section.id}`),
    'the address names the section',
  );
  await until(
    driver,
    () =>
      driver.executeScript<boolean>(
        `const s = document.getElementById(arguments[0]);
         return s.hasAttribute('data-highlighted') && Math.abs(s.getBoundingClientRect().top - 200) <= 1;`,
        section.id,
      ),
    'the section 200 px below the top, highlighted',
  );
});

test('the phone menu opens and closes at the narrowest window', async ({ webkit }) => {
  const { driver } = webkit;
  const width = await webkit.resize(NARROWEST);
  expect(width).toBeLessThan(768);
  await webkit.open('/');
  const menuButton = await visibleByRole(driver, driver, 'button', 'Open menu');
  await menuButton.click();
  const menu = await visibleByRole(driver, driver, 'dialog', 'Site menu');
  expect(await (await byRole(menu, 'link', 'Pricing')).isDisplayed()).toBe(true);
  await (await byRole(menu, 'button', 'Close menu')).click();
  await until(driver, async () => !(await menu.isDisplayed()), 'the menu closes');
  expect(
    await driver.executeScript('return document.activeElement === arguments[0]', menuButton),
  ).toBe(true);
});

test('the demo video plays its phone rendition at the narrowest window, across the picture', async ({
  webkit,
}) => {
  const { driver } = webkit;
  const width = await webkit.resize(NARROWEST);
  expect(width).toBeLessThan(640);
  await webkit.open('/');
  const main = await byRole(driver, 'main', '');
  await (await byRole(main, 'button', 'Watch Demo')).click();
  await until(
    driver,
    () => driver.executeScript<boolean>('return !!document.querySelector("dialog[open] video")'),
    'the video modal opens',
  );
  // WebKitGTK ignores `<source media>`; the modal chooses the file itself. Its player may report
  // the metadata before the picture's size (0 × 0 for a moment), so the size is waited for.
  await until(
    driver,
    () =>
      driver.executeScript<boolean>(
        'return document.querySelector("dialog[open] video").videoWidth > 0',
      ),
    'the video knows its size',
  );
  const played = await driver.executeScript<{ src: string; size: number[]; box: number[] }>(
    `const video = document.querySelector('dialog[open] video');
     const box = video.getBoundingClientRect();
     return {
       src: new URL(video.currentSrc).pathname,
       size: [video.videoWidth, video.videoHeight],
       box: [box.width, box.height],
     };`,
  );
  expect(played.src).toBe(home.video.bundled.portrait.src);
  expect(played.size).toEqual([1080, 1800]);
  // The picture's box has the file's shape, so the file fills it.
  const [boxWidth, boxHeight] = played.box as [number, number];
  expect(boxWidth / boxHeight).toBeCloseTo(1080 / 1800, 2);
  // The way to the video without the player is out of sight while the player is there.
  const late = await byRole(driver, 'link', home.video.openVideo);
  expect(await late.isDisplayed()).toBe(false);
});

test('without the framework scripts, the video dialog offers the video on its own', async ({
  webkit,
}) => {
  const { driver, proxy } = webkit;
  proxy.setScripts('refuse');
  // As the trial test without scripts above: by the site's address, never hydrated.
  await driver.get(`${siteByAddress}/`);
  await scriptsRefused(driver);
  const main = await byRole(driver, 'main', '');
  await (await byRole(main, 'button', 'Watch Demo')).click();
  const dialog = await visibleByRole(driver, driver, 'dialog', home.video.title);
  // Hidden while a player may still come (out of the accessibility tree too), then shown in the
  // picture's place.
  expect(
    await driver.executeScript(
      'return getComputedStyle(document.querySelector("dialog[open] [data-player-late]")).visibility',
    ),
  ).toBe('hidden');
  await until(
    driver,
    async () => (await allByRole(dialog, 'link', home.video.openVideo)).length === 1,
    'the link to the video shows',
  );
  const late = await byRole(dialog, 'link', home.video.openVideo);
  expect(await late.isDisplayed()).toBe(true);
  expect(await late.getAttribute('href')).toBe(`${siteByAddress}${home.video.bundled.src}`);
  expect(await driver.executeScript('return !!document.querySelector("dialog[open] video")')).toBe(
    false,
  );
  const { violations, errors } = await webkit.watch();
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});
