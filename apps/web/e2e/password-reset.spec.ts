import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

/** Registration and login hash the password at OWASP scrypt cost. */
const SIGN_IN_TIMEOUT = 20_000;

/**
 * The reset e-mail as it was sent: the suite's mail server (smtp-sink.ts) writes each message it receives to
 * E2E_MAIL_DIR. Staff see the link redacted in the outbox, so the e-mail is the only place it is.
 */
async function resetLinkFor(email: string) {
  const mailDir = process.env.E2E_MAIL_DIR ?? '';
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const names = readdirSync(mailDir).filter((name) => name.startsWith(`${email.toLowerCase()}-`));
        const bodies = names.map((name) =>
          readFileSync(path.join(mailDir, name), 'utf8')
            // Quoted-printable: soft line breaks and escaped characters.
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_match, hex: string) =>
              String.fromCharCode(Number.parseInt(hex, 16)),
            ),
        );
        link = bodies
          .map((body) => body.match(/https?:\/\/\S+\/reset-password\?code=[\w-]+/)?.[0])
          .find(Boolean);
        return link !== undefined;
      },
      { message: `a reset e-mail for ${email}`, timeout: 20_000 },
    )
    .toBe(true);
  // The link names the site's public URL; the suite's server listens on its own address.
  const url = new URL(link ?? '');
  return `${url.pathname}${url.search}`;
}

test('forgot password: the link from the e-mail sets a new password that logs in', async ({
  page,
  request,
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

  await page.goto(await resetLinkFor(email));
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
