import { test as base, expect } from '@playwright/test';

/**
 * Every test runs offline: any request that leaves localhost is aborted and recorded, so a
 * test can also assert that nothing tried to reach a third party.
 */
export const test = base.extend<{ externalRequests: string[] }>({
  externalRequests: [
    async ({ context }, use) => {
      const blocked: string[] = [];
      await context.route(/^(?!https?:\/\/(localhost|127\.0\.0\.1)[:/])[a-z]+:\/\//, (route) => {
        blocked.push(route.request().url());
        return route.abort('blockedbyclient');
      });
      await use(blocked);
    },
    { auto: true },
  ],
});

export { expect };
