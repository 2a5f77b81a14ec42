import type { Page } from '@playwright/test';
import { expect, appTest as test } from './fixtures';

/** Registration hashes the password twice (register, then the automatic login) at OWASP scrypt cost. */
const SIGN_IN_TIMEOUT = { timeout: 20_000 };

function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

async function registerOnSignup(page: Page, email: string, password: string) {
  await page.goto('/signup');
  const form = page.getByRole('form', { name: 'Register' });
  await form.getByLabel('Name').fill('Asha Verma');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Mobile number').fill('9876543210');
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Create account' }).click();
}

test.describe('accounts', () => {
  // The home page's promo popup opens once per session (spec §4); mark it seen so it cannot cover the page.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => window.sessionStorage.setItem('pathshala:promo-seen', '1'));
  });

  test('register, edit the profile bio, log out, and the profile is closed to visitors', async ({ page }) => {
    test.slow();
    const header = page.getByTestId('site-header');

    await registerOnSignup(page, uniqueEmail('journey'), 'Journey#2025');

    // Registration logs in automatically and goes home; the header switches to the logged-in state.
    await expect(page).toHaveURL(/\/$/, SIGN_IN_TIMEOUT);
    const profileLink = header.getByRole('link', { name: 'Your profile' });
    await expect(profileLink).toBeVisible();
    await expect(header.getByRole('link', { name: 'Cart' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);

    await profileLink.click();
    await expect(page).toHaveURL(/\/profile$/);
    const details = page.getByRole('form', { name: 'Profile details' });
    await expect(details.getByLabel('Name')).toHaveValue('Asha Verma');
    await expect(details.getByLabel('Name')).not.toBeEditable();

    const bio = `Final-year CSE student who loves data (${Date.now()})`;
    await details.getByRole('button', { name: 'Edit' }).click();
    await details.getByLabel('Bio').fill(bio);
    await details.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully')).toBeVisible();
    await expect(details.getByRole('button', { name: 'Edit' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('form', { name: 'Profile details' }).getByLabel('Bio')).toHaveValue(bio);

    await header.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('Logged out successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();

    await page.goto('/profile');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Profile', exact: true })).toHaveCount(0);
  });

  test('a wrong password shows the server message under the login form', async ({ page }) => {
    test.slow();
    const email = uniqueEmail('wrong-password');
    await registerOnSignup(page, email, 'Correct#2025');
    await expect(page.getByTestId('site-header').getByRole('link', { name: 'Your profile' })).toBeVisible(
      SIGN_IN_TIMEOUT,
    );
    await page.goto('/logout');
    await expect(page.getByText('Logged out successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/login');
    const form = page.getByRole('form', { name: 'Login' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill('Wrong#20255');
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(form.getByRole('alert')).toHaveText('Invalid email or password', SIGN_IN_TIMEOUT);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the login form checks its fields with the shared messages before calling the server', async ({
    page,
  }) => {
    await page.goto('/login');
    const form = page.getByRole('form', { name: 'Login' });
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(form.getByText('Email is required')).toBeVisible();
    await expect(form.getByText('Password is required')).toBeVisible();

    const password = form.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    await form.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(form.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('/signup?error=userAlreadyExists shows the spec text on the Register tab', async ({ page }) => {
    await page.goto('/signup?error=userAlreadyExists');
    await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Error: User already logged in with this email.')).toBeVisible();
  });

  test('the home Register button opens the sign-up popup, which continues on the register form', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Register' }).click();
    const popup = page.getByRole('dialog', { name: 'Sign up to Pathshala' });
    await expect(popup).toBeVisible();
    await expect(
      popup.getByText('Join us and get more benefits. We promise to keep your data safely.'),
    ).toBeVisible();
    await expect(popup.getByText('or you can')).toBeVisible();
    await expect(popup.getByText('Already have an Account?')).toBeVisible();
    await expect(popup.getByRole('link', { name: 'Sign Up', exact: true })).toHaveAttribute('href', '/login');

    const email = uniqueEmail('popup');
    await popup.getByPlaceholder('Email Address').fill(email);
    await popup.getByPlaceholder('Password').fill('Popup#2025');
    await popup.getByRole('button', { name: 'Create Account' }).click();

    await expect(page).toHaveURL(/\/signup$/);
    const form = page.getByRole('form', { name: 'Register' });
    await expect(form.getByLabel('Email')).toHaveValue(email);
    await expect(form.getByLabel('Password', { exact: true })).toHaveValue('Popup#2025');
  });

  test('visitors see the My Learnings login prompt and are turned away from protected pages', async ({
    page,
  }) => {
    await page.goto('/my-learnings');
    await expect(page.getByText('You are not logged in')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);

    for (const path of ['/cart', '/profile', '/view-lectures/anything']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    }
  });

  test('an invalid hand-over token lands on /home without it, and /oauth-success without one goes home', async ({
    page,
  }) => {
    await page.goto('/courses?token=not-a-real-code&refreshToken=nope');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText('Sign-in link expired. Please log in again.')).toBeVisible();

    await page.goto('/oauth-success');
    await expect(page).toHaveURL(/\/$/);
  });
});
