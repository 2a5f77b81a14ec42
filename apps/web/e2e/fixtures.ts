import { test as base, expect } from '@playwright/test';

/** The promo popup's once-per-session flag (sessionStorage); set so the popup never covers the page. */
export const PROMO_SEEN_KEY = 'pathshala:promo-seen';

/**
 * The browser suite's `test`: every journey starts without the promo popup and fails on any console error or
 * page crash. A test that provokes an error on purpose removes that line from `consoleErrors` itself.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.addInitScript((key) => window.sessionStorage.setItem(key, '1'), PROMO_SEEN_KEY);
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
