import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Registration and login hash the password at OWASP scrypt cost. */
const SIGN_IN_TIMEOUT = 20_000;

function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Registers and logs in through the API; the page shares the request context's cookies. */
async function signUp(request: APIRequestContext, name: string) {
  const email = uniqueEmail('reader');
  const password = 'Learner#2025';
  const registered = await request.post('/api/user/register', {
    data: { name, email, mobileNo: '9876543210', password },
    timeout: SIGN_IN_TIMEOUT,
  });
  expect(registered.status()).toBe(201);
  const loggedIn = await request.post('/api/user/login', {
    data: { email, password },
    timeout: SIGN_IN_TIMEOUT,
  });
  expect(loggedIn.ok()).toBe(true);
}

const strip = (page: Page) => page.getByTestId('home-section-newsletter');
const newsletterButton = (page: Page) => strip(page).getByRole('button', { name: /^Subscribed?$/ });

test.describe('newsletter', () => {
  test('a visitor clicking Subscribe is asked to log in, and nothing is sent', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (/NewsLetter/i.test(request.url())) calls.push(request.url());
    });
    await page.goto('/');
    const button = newsletterButton(page);
    await expect(button).toHaveText('Subscribe');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await button.click();
    await expect(page.getByText('Please login to subscribe newsletter')).toBeVisible();
    await expect(button).toHaveText('Subscribe');
    expect(calls).toEqual([]);
  });

  test('a learner subscribes, keeps it across a reload, and unsubscribes', async ({ page }) => {
    await signUp(page.request, 'Kavya Menon');
    await page.goto('/');
    await expect(page.getByTestId('site-header').getByRole('link', { name: 'Your profile' })).toBeVisible();
    const button = newsletterButton(page);
    await expect(button).toHaveText('Subscribe');
    await expect(button).toBeEnabled();
    await expect(button).toHaveAttribute('aria-pressed', 'false');

    await button.click();
    await expect(button).toHaveText('Subscribed');
    await expect(button).toHaveAttribute('aria-pressed', 'true');

    await page.reload();
    await expect(button).toHaveText('Subscribed');
    await expect(button).toBeEnabled();

    await button.click();
    await expect(button).toHaveText('Subscribe');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  test('the toast library loads with the first toast, not with the page; without it the page still works', async ({
    page,
    consoleErrors,
  }) => {
    const toastScripts: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/(?:unstyled|toast-outlet)-[\w-]+\.js$/.test(request.url()))
        toastScripts.push(request.url());
    });
    await page.goto('/');
    const button = newsletterButton(page);
    await expect(button).toBeEnabled();
    expect(toastScripts, 'toast scripts in the first load').toEqual([]);
    await button.click();
    await expect(page.getByText('Please login to subscribe newsletter')).toBeVisible();
    expect(toastScripts.length).toBe(2);

    // A visit whose toast chunk cannot load (offline, or replaced by a new deployment) keeps its page.
    await page.route('**/assets/toast-outlet-*.js', (route) => route.abort());
    await page.goto('/');
    await expect(button).toBeEnabled();
    await button.click();
    await expect(page.getByTestId('home-section-hero')).toBeVisible();
    await expect(button).toBeEnabled();
    // The browser reports the aborted script itself; nothing else may fail.
    const unexpected = consoleErrors.filter((line) => !line.includes('net::ERR_FAILED'));
    consoleErrors.splice(0, consoleErrors.length, ...unexpected);
  });

  test('a failed toggle shows the login toast and keeps the state', async ({ page }) => {
    await signUp(page.request, 'Arjun Das');
    // An answer the app cannot use (a 4xx/5xx would also be logged by the browser as a console error).
    await page.route('**/api/user/updateNewsLetter', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'nope' }),
      }),
    );
    await page.goto('/');
    const button = newsletterButton(page);
    await expect(button).toBeEnabled();
    await expect(button).toHaveText('Subscribe');
    await button.click();
    await expect(page.getByText('Please login to subscribe newsletter')).toBeVisible();
    await expect(button).toHaveText('Subscribe');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  });
});
