import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Signing in never loses what the visitor was doing: Buy Now or Add to Cart → the login screen → Register, or a
 * provider's sign-in → back on the course with the checkout open or the course in the cart. The providers are
 * the suite's own identity provider (identity-provider.ts), playing Google, LinkedIn and GitHub.
 */

/** Registration hashes the password twice (register, then the automatic login) at OWASP scrypt cost. */
const SIGN_IN_TIMEOUT = { timeout: 20_000 };
const COURSE_TITLE = 'Figma and Design Systems';
const IDP_URL = process.env.E2E_IDP_URL ?? '';

const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

async function coursePath(request: APIRequestContext, title: string) {
  const response = await request.get('/api/courses/getCourse');
  expect(response.ok()).toBe(true);
  const course = ((await response.json()) as { data: { id: string; title: string }[] }).data.find(
    (item) => item.title === title,
  );
  if (!course) throw new Error(`demo course '${title}' is missing`);
  return `/course/${encodeURIComponent(course.title)}/${course.id}`;
}

/** Tells the identity provider who signs in next. */
async function nextIdentity(
  request: APIRequestContext,
  identity: { subject: string; email: string; name: string; emailVerified?: boolean },
) {
  const response = await request.post(`${IDP_URL}/test/identity`, { data: identity });
  expect(response.ok()).toBe(true);
}

const checkoutDialog = (page: Page) => page.getByRole('dialog', { name: 'Pathshala checkout' });

test.describe('sign-in keeps the purchase', () => {
  test('a visitor’s Buy Now → Register comes back to the course with the checkout open', async ({ page }) => {
    test.slow();
    const course = await coursePath(page.request, COURSE_TITLE);
    await page.goto(course);
    await page.getByTestId('purchase-panel').getByRole('button', { name: 'Buy Now' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Please login to buy the course.')).toBeVisible();
    await page.getByRole('tab', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    const form = page.getByRole('form', { name: 'Register' });
    await form.getByLabel('Name').fill('Ishaan Mehta');
    const email = `${unique('buy-now-register')}@example.com`;
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Mobile number').fill('9876543210');
    await form.getByLabel('Password', { exact: true }).fill('Register#2025');
    await form.getByRole('button', { name: 'Create account' }).click();

    // Back on the course, signed in, with the checkout of this course open, and nothing to repeat on reload.
    await expect(checkoutDialog(page)).toBeVisible(SIGN_IN_TIMEOUT);
    expect(new URL(page.url()).pathname).toBe(new URL(course, 'http://x').pathname);
    expect(new URL(page.url()).search).toBe('');
    await expect(checkoutDialog(page)).toContainText(COURSE_TITLE);
    // The order is the new learner's: the checkout is prefilled with the registered e-mail.
    await expect(checkoutDialog(page).getByLabel('Email')).toHaveValue(email);
  });

  test('a visitor’s Add to Cart → GitHub comes back to the course with the course in the cart', async ({
    page,
  }) => {
    test.slow();
    const id = unique('github');
    const email = `${id}@example.com`;
    await nextIdentity(page.request, {
      subject: String(Date.now()),
      email,
      name: 'Rohan Das',
      emailVerified: true,
    });
    const course = await coursePath(page.request, COURSE_TITLE);
    await page.goto(course);
    await page.getByTestId('purchase-panel').getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page).toHaveURL(/\/login$/);

    // Our API → the provider's authorize page → our callback → /oauth-success → the course.
    const github = page.getByRole('link', { name: 'Continue with GitHub' });
    await expect(github).toHaveAttribute('href', /\/api\/auth\/github\?redirect=login&returnTo=/);
    await github.click();

    await expect(page.getByText('Item added to cart successfully')).toBeVisible(SIGN_IN_TIMEOUT);
    const landed = new URL(page.url());
    expect(landed.pathname).toBe(new URL(course, 'http://x').pathname);
    expect(landed.search).toBe('');
    await expect(page.getByTestId('cart-count-badge')).toHaveText('1');

    // The account is the GitHub identity's, by its verified primary address.
    const me = await page.request.get(`${landed.origin}/api/user/getUserDetails`);
    expect(
      ((await me.json()) as { data: { user: { email: string; name: string } } }).data.user,
    ).toMatchObject({
      email,
      name: 'Rohan Das',
    });
  });
});

test('a shared link asking to resume Add to Cart does nothing for a signed-in learner', async ({ page }) => {
  test.slow();
  const email = `${unique('shared-link')}@example.com`;
  const registered = await page.request.post('/api/user/register', {
    data: { name: 'Neha Pillai', email, mobileNo: '9876543210', password: 'Register#2025' },
    timeout: SIGN_IN_TIMEOUT.timeout,
  });
  expect(registered.status()).toBe(201);
  const login = await page.request.post('/api/user/login', {
    data: { email, password: 'Register#2025' },
    timeout: SIGN_IN_TIMEOUT.timeout,
  });
  expect(login.ok()).toBe(true);

  const course = await coursePath(page.request, COURSE_TITLE);
  await page.goto(`${course}?resume=add-to-cart`);
  // The page drops the action from its address, and adds nothing: this tab never asked for it.
  await expect(page).toHaveURL((url) => url.search === '');
  await expect(page.getByTestId('purchase-panel').getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  // Whatever the page would send for a resumed action (the session check, ownership, the cart) has been sent.
  await page.waitForLoadState('networkidle');
  const cart = await page.request.get('/api/cart/getCartItems');
  expect(JSON.stringify(await cart.json())).not.toContain(COURSE_TITLE);
});

test.describe('sign-up popup', () => {
  for (const width of [1280, 375]) {
    test(`shows a working button for each provider at ${width} px`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
      await page.goto('/');
      await page.getByRole('button', { name: 'Register' }).click();
      const popup = page.getByRole('dialog', { name: 'Sign up to Pathshala' });
      await expect(popup).toBeVisible();
      const providers = popup.getByRole('list', { name: 'Sign up with' }).getByRole('link');
      await expect(providers).toHaveCount(3);
      for (const [name, provider] of [
        ['Google', 'google'],
        ['LinkedIn', 'linkedin'],
        ['GitHub', 'github'],
      ]) {
        const link = popup.getByRole('link', { name: `Sign up with ${name}` });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', new RegExp(`/api/auth/${provider}\\?redirect=signup`));
      }
      await page.screenshot({ path: testInfo.outputPath(`sign-up-popup-${width}.png`) });
    });
  }
});
