import { type Page } from '@playwright/test';
import { expect } from './fixtures';
import { trackIdleWork } from './support/page-work';

/** A 1×1 PNG: the stand-in for every avatar from the stock-photo host. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

export interface PolicyWatch {
  violations: string[];
  consoleErrors: string[];
}

/**
 * Collects, across navigations, every Content-Security-Policy violation a page reports (the
 * listener is in place before the page's first script) and every console or uncaught error, and
 * tracks the page's idle-time work for `idleWorkDone`.
 */
export async function watchPolicy(page: Page): Promise<PolicyWatch> {
  const watch: PolicyWatch = { violations: [], consoleErrors: [] };
  await trackIdleWork(page);
  await page.exposeFunction('reportPolicyViolation', (line: string) => {
    watch.violations.push(line);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const blocked = event.blockedURI || 'inline';
      const sample = event.sample ? `: ${event.sample}` : '';
      void (
        window as unknown as { reportPolicyViolation(line: string): Promise<void> }
      ).reportPolicyViolation(
        `${event.effectiveDirective} refused ${blocked} on ${event.documentURI}${sample}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') {
      watch.consoleErrors.push(`${message.text()} (${message.location().url})`);
    }
  });
  page.on('pageerror', (error) => {
    // Firefox reports a font download that the next navigation cancelled (NS_BINDING_ABORTED,
    // 2152398850) as a page error: the test leaving the page, not the page failing.
    if (/^download failed \(font-family:.*status=2152398850/.test(error.message)) return;
    watch.consoleErrors.push(`uncaught: ${error.message}`);
  });
  // The avatars' host is answered locally, after the policy has let the request through.
  await page.route('https://randomuser.me/**', (route) =>
    route.fulfill({ contentType: 'image/png', body: PIXEL }),
  );
  return watch;
}

/** Makes every lazy image load now, so each image host meets the policy, and waits for them. */
export async function loadLazyImages(page: Page) {
  const images = page.locator('img[loading="lazy"]');
  await images.evaluateAll((list) => {
    for (const image of list) (image as HTMLImageElement).loading = 'eager';
  });
  await expect
    .poll(() =>
      images.evaluateAll((list) => list.every((image) => (image as HTMLImageElement).complete)),
    )
    .toBe(true);
}

export function expectNoViolations(watch: PolicyWatch) {
  expect(watch.violations).toEqual([]);
  expect(watch.consoleErrors).toEqual([]);
}
