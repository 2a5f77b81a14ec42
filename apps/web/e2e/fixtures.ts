import { test as base, expect, type Locator, type Page } from '@playwright/test';

/**
 * Resolves once the page's app has hydrated or drawn it (`<html data-app-ready>`, set by main.tsx); at once for a
 * document without the app (an API answer, a PDF).
 */
export async function appReady(page: Page) {
  await page.waitForFunction(
    () => !document.getElementById('root') || document.documentElement.dataset.appReady !== undefined,
  );
}

/**
 * Resolves once React has hydrated the element (its props are on it). A section whose code loads after the page
 * (the home page's benefits, see routes/home.tsx) is drawn before it answers; a real visitor scrolls to it long
 * after, a test's click comes at once.
 */
export async function hydrated(locator: Locator) {
  await expect
    .poll(() =>
      locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))),
    )
    .toBe(true);
}

/**
 * The catalogue grid shows a page of cards at a time (`CATALOGUE_PAGE_SIZE`): clicks "Show more courses" until
 * every course it counts is on screen.
 */
export async function showAllCourses(page: Page) {
  const cards = page.getByTestId('course-card');
  const more = page.getByTestId('show-more-courses');
  await expect(cards.first()).toBeVisible();
  while (await more.isVisible()) {
    const before = await cards.count();
    await more.click();
    await expect(cards).not.toHaveCount(before);
  }
}

/**
 * Playwright's `test` with the page's `goto` and `reload` waiting for the app. A landing page arrives drawn and
 * stays inert until it is hydrated (ADR 017): a click waits for that by itself (an inert element takes no
 * pointer events), but a focus or a keystroke right after loading would go nowhere.
 */
export const appTest = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== 'commit') await appReady(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (options?.waitUntil !== 'commit') await appReady(page);
      return response;
    };
    await use(page);
  },
});

/** The promo popup's once-per-session flag (sessionStorage); set so the popup never covers the page. */
export const PROMO_SEEN_KEY = 'pathshala:promo-seen';

/**
 * The browser suite's `test`: every journey starts without the promo popup and fails on any console error or
 * page crash. A test that provokes an error on purpose removes that line from `consoleErrors` itself.
 */
export const test = appTest.extend<{ consoleErrors: string[] }>({
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
