import { request as requestContext } from '@playwright/test';
import { expect, test } from './fixtures';

/** Registration and login hash the password at OWASP scrypt cost. */
const SIGN_IN_TIMEOUT = 20_000;

/**
 * The reset e-mail as it is sent. The browser suite's mail server (smtp-sink.ts) keeps nothing, so the link is
 * read from the outbox, as an admin reads it (the API suite checks the e-mail an SMTP server receives).
 */
async function resetLinkFor(baseURL: string, email: string) {
  const admin = await requestContext.newContext({ baseURL });
  const login = await admin.post('/api/user/login', {
    data: { email: 'admin@pathshala.local', password: 'Admin@12345' },
    timeout: SIGN_IN_TIMEOUT,
  });
  expect(login.ok()).toBe(true);
  const outbox = (await (await admin.get('/api/admin/outbox')).json()) as {
    data: { emails: { to: string; subject: string; text: string }[] };
  };
  await admin.dispose();
  const mail = outbox.data.emails.find(
    (candidate) => candidate.to === email && candidate.subject === 'Reset your Pathshala password',
  );
  const link = mail?.text.match(/https?:\/\/\S+\/reset-password\?code=[\w-]+/)?.[0];
  if (!link) throw new Error(`no reset e-mail for ${email}`);
  // The link names the site's public URL; the suite's server listens on its own address.
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

test('forgot password: the link from the e-mail sets a new password that logs in', async ({
  page,
  request,
  baseURL,
}) => {
  const email = `forgetful-${Date.now()}@example.com`;
  const registered = await request.post('/api/user/register', {
    data: { name: 'Forgetful Learner', email, mobileNo: '9876543210', password: 'Original#2025' },
    timeout: SIGN_IN_TIMEOUT,
  });
  expect(registered.status()).toBe(201);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  const form = page.getByRole('form', { name: 'Forgot password' });
  await form.getByRole('button', { name: 'Send reset link' }).click();
  await expect(form.getByText('Email is required')).toBeVisible();
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByTestId('reset-link-sent')).toContainText('we have sent a link');

  await page.goto(await resetLinkFor(baseURL ?? '', email));
  const reset = page.getByRole('form', { name: 'Reset password' });
  await reset.getByLabel('New password').fill('Renewed#2025');
  await reset.getByLabel('Confirm password').fill('Renewed#2026');
  await reset.getByRole('button', { name: 'Set new password' }).click();
  await expect(reset.getByText('New password and confirm password should be same')).toBeVisible();
  await reset.getByLabel('Confirm password').fill('Renewed#2025');
  await reset.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/login$/, { timeout: SIGN_IN_TIMEOUT });

  const login = page.getByRole('form', { name: 'Login' });
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password', { exact: true }).fill('Renewed#2025');
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/login$/, { timeout: SIGN_IN_TIMEOUT });

  const old = await request.post('/api/user/login', {
    data: { email, password: 'Original#2025' },
    timeout: SIGN_IN_TIMEOUT,
  });
  expect(old.status()).toBe(401);
});
