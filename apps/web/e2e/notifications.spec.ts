import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Notifications in a browser: a learner who applied for an internship has the site open; an admin moves the
 * application on; the learner's bell counts it without a reload (the live stream), the list leads to My
 * applications with the status history, and the list reads well on a 375 px phone.
 */

const SIGN_IN_TIMEOUT = 20_000;
const PASSWORD = 'Learner@12345';
const ADMIN = { email: 'admin@pathshala.local', password: 'Admin@12345' };
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function signUp(request: APIRequestContext, email: string) {
  const registered = await request.post('/api/user/register', {
    data: { name: 'Meera Iyer', email, mobileNo: '9876543210', password: PASSWORD },
    timeout: SIGN_IN_TIMEOUT,
  });
  expect(registered.status()).toBe(201);
  const loggedIn = await request.post('/api/user/login', {
    data: { email, password: PASSWORD },
    timeout: SIGN_IN_TIMEOUT,
  });
  expect(loggedIn.ok()).toBe(true);
}

test('an admin moves my application on and my bell counts it without a reload', async ({
  page,
  browser,
}, testInfo) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const email = `notify-${unique()}@example.com`;
  await signUp(page.request, email);
  const applied = await page.request.post('/api/internshipapplication/applyforinternship', {
    multipart: {
      fullName: 'Meera Iyer',
      email,
      phoneNumber: '9123456780',
      collegeUniversity: 'Anna University',
      programCourse: 'BTech CSE',
      yearOfStudy: '3',
      linkedinUrl: '',
      portfolioUrl: '',
      motivation: 'I want to build real products with a team, learn how code ships and grow as an engineer.',
      consent: 'true',
      internshipSelection: '1',
    },
  });
  expect(applied.status()).toBe(201);

  await page.goto('/');
  const bell = page.getByTestId('header-notifications');
  await expect(bell).toBeVisible();
  await expect(page.getByTestId('notification-count')).toHaveCount(0);

  // The admin, in a browser of their own, shortlists the application.
  const admin = await browser.newContext();
  const loggedIn = await admin.request.post('/api/user/login', { data: ADMIN, timeout: SIGN_IN_TIMEOUT });
  expect(loggedIn.ok()).toBe(true);
  const inbox = await admin.request.get(`/api/admin/applications?q=${encodeURIComponent(email)}`);
  const [application] = (await inbox.json()).data.items as { id: string; kind: string }[];
  expect(application).toBeDefined();
  const moved = await admin.request.put(
    `/api/admin/applications/${application?.kind}/${application?.id}/status`,
    { data: { status: 'shortlisted' } },
  );
  expect(moved.ok()).toBe(true);
  await admin.close();

  await expect(page.getByTestId('notification-count')).toHaveText('1');

  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);
  const list = page.getByTestId('notification-list');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Shortlisted');
  const shot = testInfo.outputPath('notifications-375.png');
  await page.screenshot({ path: shot, fullPage: true });
  await testInfo.attach('notifications-375', { path: shot, contentType: 'image/png' });
  // No part of the list is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await list.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/my-applications$/);
  await expect(page.getByTestId('my-applications')).toContainText('Shortlisted');
  await expect(page.getByTestId('notification-count')).toHaveCount(0);
});
