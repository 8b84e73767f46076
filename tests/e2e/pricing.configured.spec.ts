import { type Page, type Route } from '@playwright/test';
import { pricing } from '@/content/pricing';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';

/** The geo endpoint `npm run build:configured` bakes into out-configured/ (scripts/build/build-configured.mjs). */
const GEO_ENDPOINT = 'http://localhost:4399/geo';

/** Answers the country lookup; returns how many lookups the page made. */
async function answerGeo(page: Page, answer: (route: Route) => Promise<void>) {
  const calls: string[] = [];
  await page.route(GEO_ENDPOINT, (route) => {
    calls.push(route.request().method());
    return answer(route);
  });
  return calls;
}
const country = (code: string) => (route: Route) =>
  route.fulfill({ json: { country_code: code, ip: '203.0.113.7' } });

/** Holds the lookup open until the test answers it. */
async function holdGeo(page: Page) {
  let held: Route | undefined;
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  await page.route(GEO_ENDPOINT, (route) => {
    held = route;
    arrive();
  });
  return { arrived, answer: (code: string) => country(code)(held!) };
}

const card = (page: Page, name: string) => page.getByRole('article', { name });
const visibleText = (page: Page, name: string, text: string) =>
  card(page, name).getByText(text, { exact: true }).filter({ visible: true });

test.use({ viewport: { width: 1280, height: 900 } });

test('yearly billing is the default, with the monthly price struck through', async ({ page }) => {
  const calls = await answerGeo(page, country('US'));
  await page.goto('/pricing');
  await expect(page.getByRole('radio', { name: /Yearly/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Monthly' })).not.toBeChecked();

  for (const [plan, yearly, monthly, total] of [
    ['Starter', '$84', '$99', '$1,008'],
    ['Partner', '$169', '$199', '$2,028'],
    ['Ultimate', '$212', '$249', '$2,544'],
  ]) {
    await expect(visibleText(page, plan!, yearly!)).toBeVisible();
    const struck = card(page, plan!).locator('s').filter({ visible: true });
    await expect(struck).toHaveText(`Regular price ${monthly}`);
    await expect(visibleText(page, plan!, `${total} billed yearly`)).toBeVisible();
  }
  await expect(visibleText(page, 'Ultimate', 'Most Popular')).toBeVisible();
  expect(calls).toEqual(['GET']);
});

test('the toggle switches to monthly prices by mouse and by keyboard', async ({ page }) => {
  await answerGeo(page, country('US'));
  await page.goto('/pricing');
  await expect(visibleText(page, 'Starter', '$84')).toBeVisible();

  await page.getByText('Monthly', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  await expect(visibleText(page, 'Starter', '$99')).toBeVisible();
  await expect(visibleText(page, 'Starter', '$84')).toHaveCount(0);
  await expect(card(page, 'Starter').locator('s').filter({ visible: true })).toHaveCount(0);
  await expect(visibleText(page, 'Partner', '$199')).toBeVisible();
  await expect(visibleText(page, 'Ultimate', '$249')).toBeVisible();

  // A native radio group: arrow keys move the choice.
  await page.getByRole('radio', { name: 'Monthly' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: /Yearly/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Yearly/ })).toBeFocused();
  await expect(visibleText(page, 'Starter', '$84')).toBeVisible();
  const ring = await page
    .locator('label', { has: page.getByRole('radio', { name: /Yearly/ }) })
    .evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(ring).toBe('solid');
});

test('visitors in India see rupees with Indian digit grouping', async ({ page }) => {
  await answerGeo(page, country('IN'));
  await page.goto('/pricing');
  await expect(visibleText(page, 'Starter', '₹6,800')).toBeVisible();
  await expect(card(page, 'Starter').locator('s').filter({ visible: true })).toHaveText(
    'Regular price ₹8,000',
  );
  await expect(visibleText(page, 'Partner', '₹12,750')).toBeVisible();
  await expect(visibleText(page, 'Ultimate', '₹15,300')).toBeVisible();
  await expect(visibleText(page, 'Ultimate', '₹1,83,600 billed yearly')).toBeVisible();
  await expect(page.getByText('$84')).toHaveCount(0);

  await page.getByText('Monthly', { exact: true }).click();
  await expect(visibleText(page, 'Starter', '₹8,000')).toBeVisible();
  await expect(visibleText(page, 'Partner', '₹15,000')).toBeVisible();
  await expect(visibleText(page, 'Ultimate', '₹18,000')).toBeVisible();
});

for (const [name, answer] of [
  ['another country', country('US')],
  ['an HTTP error', (route: Route) => route.fulfill({ status: 500, json: { country_code: 'IN' } })],
  ['a network failure', (route: Route) => route.abort('failed')],
  ['an answer without country_code', (route: Route) => route.fulfill({ json: { city: 'Pune' } })],
  ['an answer that is not JSON', (route: Route) => route.fulfill({ body: '<html>busy</html>' })],
] as const) {
  test(`${name} falls back to dollars`, async ({ page }) => {
    await answerGeo(page, answer);
    await page.goto('/pricing');
    await expect(visibleText(page, 'Partner', '$169')).toBeVisible();
    await expect(page.getByText(pricing.loading)).toHaveCount(0);
  });
}

test('a lookup with no answer within 3 s falls back to dollars', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-11-02T09:00:00Z') });
  await page.clock.pauseAt(new Date('2026-11-02T09:00:01Z'));
  const geo = await holdGeo(page);
  await page.goto('/pricing');
  await geo.arrived;
  await expect(page.getByText(pricing.loading)).toHaveCount(3);
  await page.clock.runFor(2999);
  await expect(page.getByText(pricing.loading)).toHaveCount(3);
  await page.clock.runFor(1);
  await expect(visibleText(page, 'Starter', '$84')).toBeVisible();
  await expect(page.getByText(pricing.loading)).toHaveCount(0);
});

test('the loading message holds the prices’ place, and nothing moves when they arrive', async ({
  page,
}) => {
  const geo = await holdGeo(page);
  await page.goto('/pricing');
  await geo.arrived;
  const loading = page.getByText(pricing.loading);
  await expect(loading).toHaveCount(3);
  await expect(loading.first()).toBeVisible();
  await expect(card(page, 'Enterprise').getByText('Contact Us')).toBeVisible();

  const boxes = () =>
    page.getByRole('article').evaluateAll((cards) =>
      cards.map((el) => {
        const { x, y, width, height } = el.getBoundingClientRect();
        return { x, y, width, height };
      }),
    );
  await page.evaluate(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        w.shifts += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift' });
  });
  const before = await boxes();
  expect(before).toHaveLength(4);

  await geo.answer('IN');
  await expect(visibleText(page, 'Ultimate', '₹15,300')).toBeVisible();
  expect(await boxes()).toEqual(before);
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
});

test('every plan button leads to the booking page with the right text', async ({ page }) => {
  await answerGeo(page, country('US'));
  await page.goto('/pricing');
  for (const plan of ['Starter', 'Partner', 'Ultimate']) {
    await expect(card(page, plan).getByRole('link')).toHaveText('Start Free Trial');
    await expect(card(page, plan).getByRole('link')).toHaveAttribute(
      'href',
      `/free-demo?plan=${plan.toLowerCase()}`,
    );
  }
  const enterprise = card(page, 'Enterprise');
  await expect(enterprise.getByText('Contact Us')).toBeVisible();
  await expect(enterprise.getByRole('link')).toHaveText('Contact Sales');
  await expect(enterprise.getByRole('link')).toHaveAttribute('href', '/free-demo');
  await enterprise.getByRole('link', { name: 'Contact Sales' }).click();
  await expect(page).toHaveURL(/\/free-demo$/);
});

test('the pricing FAQ keeps one answer open at a time', async ({ page }) => {
  await answerGeo(page, country('US'));
  await page.goto('/pricing');
  const [first, second] = [pricing.faq.items[0]!, pricing.faq.items[1]!];
  await page.getByText(first.question).click();
  await expect(page.getByText(first.answer)).toBeVisible();
  await page.getByText(second.question).click();
  await expect(page.getByText(second.answer)).toBeVisible();
  await expect(page.getByText(first.answer)).toBeHidden();
});

test('pricing has no axe violations in either period', async ({ page }) => {
  await answerGeo(page, country('IN'));
  await page.goto('/pricing');
  await expect(visibleText(page, 'Starter', '₹6,800')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByText('Monthly', { exact: true }).click();
  await expect(visibleText(page, 'Starter', '₹8,000')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the HTML carries the plans and their dollar prices', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.getByText(pricing.loading).filter({ visible: true })).toHaveCount(0);
    await expect(visibleText(page, 'Starter', '$84')).toBeVisible();
    await expect(visibleText(page, 'Ultimate', '$212')).toBeVisible();
    await expect(card(page, 'Enterprise').getByText('Contact Us')).toBeVisible();

    // The toggle is CSS over native radios, so it works here too.
    await page.getByText('Monthly', { exact: true }).click();
    await expect(visibleText(page, 'Starter', '$99')).toBeVisible();

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const graph = blocks
      .map((block) => JSON.parse(block) as { '@graph'?: unknown[] })
      .flatMap((data) => data['@graph'] ?? []) as {
      '@type': string;
      name: string;
      offers?: { price: number; priceCurrency: string }[];
    }[];
    const products = graph.filter((node) => node['@type'] === 'Product');
    // Enterprise has no price to offer, and a Product without an offer is rejected.
    expect(products.map((product) => product.name)).toEqual([
      'Kyrelo Starter',
      'Kyrelo Partner',
      'Kyrelo Ultimate',
    ]);
    expect(products[0]!.offers!.map((o) => [o.price, o.priceCurrency])).toEqual([
      [99, 'USD'],
      [84, 'USD'],
    ]);
    const app = graph.find((node) => node['@type'] === 'SoftwareApplication');
    expect(app?.offers).toHaveLength(6);
  });
});
