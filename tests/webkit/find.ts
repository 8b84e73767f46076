import { By, error as driverErrors, type WebDriver, type WebElement } from 'selenium-webdriver';

// Elements found as a visitor and assistive technology find them: by role and accessible name,
// both as WebKit itself computes them (WebDriver's "Get Computed Role" and "Get Computed Label"),
// the way Playwright's getByRole and getByLabel work in the other projects.

/** The elements that can carry each role used here, before WebKit's own role is checked. */
const ROLE_CANDIDATES: Record<string, string> = {
  article: 'article, [role="article"]',
  button: 'button, summary, [role="button"]',
  checkbox: 'input[type="checkbox"], [role="checkbox"]',
  dialog: 'dialog, [role="dialog"]',
  heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
  link: 'a[href], [role="link"]',
  main: 'main, [role="main"]',
  navigation: 'nav, [role="navigation"]',
  radio: 'input[type="radio"], [role="radio"]',
  region: 'section, [role="region"]',
  textbox: 'input, textarea',
};

export type Scope = WebDriver | WebElement;
type Name = string | RegExp;

/** A name as read, as Playwright compares it: runs of whitespace (a no-break space too) as one. */
const read = (actual: string) => actual.replace(/\s+/g, ' ').trim();
const matches = (name: Name, actual: string) =>
  typeof name === 'string' ? read(actual) === name : name.test(read(actual));

/** The text any part of the name must contain: a cheap first cut made in the page. */
const hint = (name: Name) => (typeof name === 'string' ? name : '');

/**
 * Every element in `scope` with `role` and the accessible name `name` (exact, or matching), in
 * document order, hidden ones included.
 */
export async function allByRole(scope: Scope, role: string, name: Name): Promise<WebElement[]> {
  const selector = ROLE_CANDIDATES[role];
  if (!selector) throw new Error(`no candidates listed for the role ${role}`);
  const candidates = await scope.findElements(By.css(selector));
  const found: WebElement[] = [];
  for (const element of candidates) {
    const text = hint(name);
    if (text) {
      // Skip, without two round trips each, what cannot have the name: no such text anywhere in
      // its content, labels or attributes.
      const possible = await element.getDriver().executeScript<boolean>(
        `const e = arguments[0], t = arguments[1];
           const labels = e.labels ? Array.from(e.labels, (l) => l.textContent).join(' ') : '';
           const by = (e.getAttribute('aria-labelledby') || '').split(/\\s+/)
             .map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
           return [e.textContent, e.getAttribute('aria-label'), labels, by, e.getAttribute('title')]
             .some((s) => (s || '').replace(/\\s+/g, ' ').includes(t));`,
        element,
        text,
      );
      if (!possible) continue;
    }
    if (!matches(name, await element.getAccessibleName())) continue;
    if ((await element.getAriaRole()) !== role) continue;
    found.push(element);
  }
  return found;
}

/** The one element with `role` and `name`; fails when there is none or more than one. */
export async function byRole(scope: Scope, role: string, name: Name): Promise<WebElement> {
  const found = await allByRole(scope, role, name);
  if (found.length !== 1)
    throw new Error(`${found.length} elements with role ${role} and name ${String(name)}`);
  return found[0]!;
}

/** The displayed element with `role` and `name`, waited for up to `timeout` ms. */
export async function visibleByRole(
  driver: WebDriver,
  scope: Scope,
  role: string,
  name: Name,
  timeout = 10_000,
): Promise<WebElement> {
  let last = 0;
  let refused: unknown = null;
  const element = await driver
    .wait(
      async () => {
        try {
          const found = await allByRole(scope, role, name);
          const shown: WebElement[] = [];
          for (const element of found) if (await element.isDisplayed()) shown.push(element);
          last = shown.length;
          refused = null;
          return shown.length === 1 ? shown[0] : null;
        } catch (error) {
          // While the page hydrates, React replaces or moves nodes between finding an element and
          // asking WebKit for its name or role, and WebKitWebDriver answers with an error (stale,
          // or one with no message). Ask again on the next poll; the last refusal is reported if
          // the wait runs out.
          if (!(error instanceof driverErrors.WebDriverError)) throw error;
          refused = error;
          return null;
        }
      },
      timeout,
      `a visible ${role} named ${String(name)}`,
    )
    .catch((error: unknown) => {
      if (refused) (error as Error).message += ` (WebKit last refused: ${String(refused)})`;
      throw error;
    });
  if (!element)
    throw new Error(`${last} visible elements with role ${role} and name ${String(name)}`);
  return element;
}

/**
 * Waits until `element` has come to rest: shown, fully opaque and in the same place on two reads
 * in a row (an entrance animation has ended). WebDriver refuses to click a moving element.
 */
export async function atRest(driver: WebDriver, element: WebElement) {
  let last = '';
  await driver.wait(
    async () => {
      const now = await driver.executeScript<string>(
        `const e = arguments[0], r = e.getBoundingClientRect();
         return getComputedStyle(e).opacity + ' ' + [r.x, r.y, r.width, r.height].join(',');`,
        element,
      );
      const still = now === last && now.startsWith('1 ');
      last = now;
      return still && (await element.isDisplayed());
    },
    10_000,
    'the element comes to rest',
  );
}

/** The form control whose accessible name is `label`. */
export const byLabel = (scope: Scope, label: Name) => byRole(scope, 'textbox', label);

/** Waits until `check` holds, re-reading the page; `what` names it in the failure. */
export async function until(
  driver: WebDriver,
  check: () => Promise<boolean>,
  what: string,
  timeout = 10_000,
) {
  await driver.wait(check, timeout, what);
}

/**
 * Clicks the control named `name` in `scope` once WebKit lets it be clicked. A control that has
 * just come to rest can still be refused ("not interactable") or replaced by hydration between
 * being found and clicked; each refusal finds it again and tries on the next poll.
 */
export async function clickWhenReady(
  driver: WebDriver,
  scope: Scope,
  role: string,
  name: Name,
  timeout = 10_000,
) {
  let refused: unknown = null;
  await driver
    .wait(
      async () => {
        try {
          await (await byRole(scope, role, name)).click();
          return true;
        } catch (error) {
          if (!(error instanceof driverErrors.WebDriverError)) throw error;
          refused = error;
          return false;
        }
      },
      timeout,
      `the ${role} "${String(name)}" takes a click`,
    )
    .catch((error: unknown) => {
      throw refused ? new Error(`${String(error)}; last refusal: ${String(refused)}`) : error;
    });
}
