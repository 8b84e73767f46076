import { type Locator, type Page } from '@playwright/test';
import { booking } from '@/content/booking';
import { heroPipeline } from '@/content/home/scenes';
import { pricing } from '@/content/pricing';
import { trial } from '@/content/trial';
import { banner, chosenAlready, gotoWithBanner } from './consent-helpers';
import { expect, test } from './fixtures';
import {
  fillTrialForm,
  gotoReady,
  submitButton,
  successToast,
  trialDialog,
  trialOpener,
} from './support/trial-form';
import { routeTrialEndpoint, startMailEndpoint } from './trial-endpoint';

/** The first screen on a phone: what a visitor sees before touching anything. */
const phone = { width: 375, height: 812 };

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
};

/** The hero's "Start Free Trial": the first trial opener in the page's main content. */
const heroTrial = trialOpener;
const planCard = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });

test.describe('on a phone, first visit', () => {
  test.use({ viewport: phone });

  test("the cookie bar is at most 180 px and leaves the hero's Start Free Trial clear", async ({
    page,
  }) => {
    await gotoWithBanner(page, '/');
    const bar = await box(banner(page));
    expect(bar.height).toBeLessThanOrEqual(180);
    const action = await box(heroTrial(page));
    expect(action.y + action.height).toBeLessThanOrEqual(bar.y);
  });

  test("the cookie bar leaves /pricing's first price and its button clear", async ({ page }) => {
    await gotoWithBanner(page, '/pricing');
    const bar = await box(banner(page));
    expect(bar.height).toBeLessThanOrEqual(180);
    const first = planCard(page, pricing.plans[0]!.title);
    const price = await box(first.getByTestId('price-slot'));
    const action = await box(first.getByRole('link', { name: pricing.pricedAction }));
    expect(price.y + price.height).toBeLessThanOrEqual(bar.y);
    expect(action.y + action.height).toBeLessThanOrEqual(bar.y);
  });
});

test.describe('the home hero shows the product', () => {
  test('at 375 × 812 a returning visitor sees at least 120 px of the picture', async ({ page }) => {
    await page.setViewportSize(phone);
    await chosenAlready(page);
    await page.goto('/');
    const picture = await box(page.getByRole('figure', { name: heroPipeline.label }));
    expect(phone.height - picture.y).toBeGreaterThanOrEqual(120);
  });

  test('at 1280 × 800 the primary action is above the fold beside the whole board', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await chosenAlready(page);
    await page.goto('/');
    const action = await box(heroTrial(page));
    expect(action.y + action.height).toBeLessThanOrEqual(800);
    const picture = await box(page.getByRole('figure', { name: heroPipeline.label }));
    expect(picture.y + picture.height).toBeLessThanOrEqual(800);
    // Every stage holds two deals: no half-empty column.
    for (const stage of heroPipeline.stages) expect(stage.deals).toHaveLength(2);
  });
});

test.describe("a plan's Start Free Trial", () => {
  test.use({ viewport: phone });

  test('lands on /free-demo with the trial offered in the first screen, naming the plan', async ({
    page,
  }) => {
    const plan = pricing.plans[1]!;
    await chosenAlready(page);
    await gotoReady(page, '/pricing');
    await planCard(page, plan.title).getByRole('link', { name: pricing.pricedAction }).click();
    await expect(page).toHaveURL(`/free-demo?plan=${plan.id}`);
    const offer = page.getByText(booking.trialOffer.chosen.replace('{plan}', plan.title));
    await expect(offer).toBeInViewport();
    const start = trialOpener(page);
    expect((await box(start)).y + 44).toBeLessThanOrEqual(phone.height);
    await start.click();
    await expect(trialDialog(page)).toBeVisible();
  });

  test('"Contact Sales" lands on the booking, with the general offer', async ({ page }) => {
    const custom = pricing.plans.find((plan) => plan.monthlyPriceUSD === null)!;
    await chosenAlready(page);
    await page.goto('/pricing');
    await planCard(page, custom.title).getByRole('link', { name: pricing.customAction }).click();
    await expect(page).toHaveURL(/\/free-demo$/);
    await expect(page.getByText(booking.trialOffer.general)).toBeVisible();
    await expect(page.getByRole('heading', { name: booking.chooseSlot })).toBeInViewport();
  });

  test('the plan travels into the lead e-mail @chromium-only', async ({ page }) => {
    const plan = pricing.plans[2]!;
    const mail = await startMailEndpoint();
    try {
      await routeTrialEndpoint(page, mail.url);
      await chosenAlready(page);
      await gotoReady(page, `/free-demo?plan=${plan.id}`);
      await trialOpener(page).click();
      await expect(trialDialog(page)).toBeVisible();
      await fillTrialForm(page);
      await submitButton(page).click();
      await expect(successToast(page)).toBeVisible();
      const [email] = await mail.submissions();
      expect(email!.body_html).toContain(
        `${trial.email.attribution.plan}</th><td style="padding:4px 0">${plan.title}</td>`,
      );
    } finally {
      await mail.stop();
    }
  });
});
