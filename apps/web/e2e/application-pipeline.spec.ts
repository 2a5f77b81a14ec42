import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The hiring pipeline in a browser: a learner applies for an internship through the form; an admin shortlists it
 * on the console's board and schedules a video interview from its page; the learner's My applications shows each
 * step with its date and the interview, on a 375 px phone, and the learner withdraws it after confirming.
 */

const SIGN_IN_TIMEOUT = 20_000;
const PASSWORD = 'Learner@12345';
const ADMIN = { email: 'admin@pathshala.local', password: 'Admin@12345' };
const MOTIVATION = 'I want to build real products with a team, learn how code ships and grow as an engineer.';
/** Letters only: the form takes a name of letters and spaces. */
const uniqueLetters = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

async function signUp(request: APIRequestContext, name: string, email: string) {
  const registered = await request.post('/api/user/register', {
    data: { name, email, mobileNo: '9876543210', password: PASSWORD },
    timeout: SIGN_IN_TIMEOUT,
  });
  expect(registered.status()).toBe(201);
  const loggedIn = await request.post('/api/user/login', {
    data: { email, password: PASSWORD },
    timeout: SIGN_IN_TIMEOUT,
  });
  expect(loggedIn.ok()).toBe(true);
}

test('a learner applies, staff shortlist on the board and schedule the interview, the learner follows it', async ({
  page,
  browser,
}, testInfo) => {
  const suffix = uniqueLetters();
  const name = `Meera ${suffix[0]?.toUpperCase()}${suffix.slice(1)}`;
  const email = `pipeline-${suffix}-${Date.now().toString(36)}@example.com`;
  await signUp(page.request, name, email);

  // The learner applies through the internships form, signed in.
  await page.goto('/internships');
  const form = page.getByTestId('internship-form-section');
  const textbox = (label: string) => form.getByRole('textbox', { name: label, exact: true });
  await textbox('Full name').fill(name);
  await textbox('Email').fill(email);
  await textbox('Phone number').fill('9123456780');
  await textbox('College/University').fill('Anna University');
  await textbox('Program/Course').fill('BTech CSE');
  await form.getByRole('combobox', { name: 'Year of study' }).selectOption('3');
  await form.getByRole('checkbox', { name: 'Data Analyst Intern', exact: true }).check();
  await form.getByRole('textbox', { name: /^Why do you want this internship/ }).fill(MOTIVATION);
  await form.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).check();
  const sent = page.waitForResponse((response) =>
    response.url().includes('/api/internshipapplication/applyforinternship'),
  );
  await form.getByRole('button', { name: 'Submit Application' }).click();
  expect((await sent).status()).toBe(201);

  // Staff, in a browser of their own, shortlist it on the board.
  const staff = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const loggedIn = await staff.request.post('/api/user/login', { data: ADMIN, timeout: SIGN_IN_TIMEOUT });
  expect(loggedIn.ok()).toBe(true);
  const consolePage = await staff.newPage();
  await consolePage.goto('/admin/applications/board');
  const board = consolePage.getByTestId('application-board');
  const submitted = consolePage.getByTestId('board-column-new');
  await expect(submitted.getByRole('link', { name })).toBeVisible();
  await submitted.getByRole('checkbox', { name: `Select ${name}` }).check();
  await expect(consolePage.getByTestId('board-toolbar')).toContainText('1 selected');
  await consolePage.getByRole('combobox', { name: 'Move to' }).selectOption('shortlisted');
  await consolePage.getByRole('button', { name: 'Move selected' }).click();
  await expect(consolePage.getByText('Moved 1', { exact: true })).toBeVisible();
  await expect(consolePage.getByTestId('board-column-shortlisted').getByRole('link', { name })).toBeVisible();
  await expect(submitted.getByRole('link', { name })).toHaveCount(0);
  await expect(board.getByTestId('board-card').first()).toBeVisible();
  const boardShot = testInfo.outputPath('application-board-1280.png');
  await consolePage.screenshot({ path: boardShot, fullPage: true });
  await testInfo.attach('application-board-1280', { path: boardShot, contentType: 'image/png' });

  // The card leads to the application, where staff schedule the interview.
  await consolePage.getByTestId('board-column-shortlisted').getByRole('link', { name }).click();
  await expect(consolePage.getByRole('heading', { level: 1, name })).toBeVisible();
  await consolePage.getByRole('button', { name: 'Schedule interview' }).click();
  const interview = consolePage.getByRole('dialog', { name: `Interview: ${name}` });
  await interview.getByLabel('Date and time (IST)').fill('2030-01-10T15:30');
  await interview.getByLabel('Duration (minutes)').fill('45');
  await interview
    .getByLabel('Video call link (https://…)')
    .fill('https://meet.example.com/pathshala-interview');
  await interview.getByRole('button', { name: 'Send invitation' }).click();
  await expect(consolePage.getByTestId('application-interview')).toContainText('3:30 pm IST');
  const detailShot = testInfo.outputPath('application-detail-1280.png');
  await consolePage.screenshot({ path: detailShot, fullPage: true });
  await testInfo.attach('application-detail-1280', { path: detailShot, contentType: 'image/png' });
  await staff.close();

  // The learner's My applications shows the step, on a phone.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/my-applications');
  const mine = page.getByTestId('my-application').filter({ hasText: 'Data Analyst Intern' }).first();
  await expect(mine.getByTestId('application-status')).toHaveText('Interview scheduled');
  const steps = mine.getByRole('list', { name: 'Steps' });
  await expect(steps).toContainText('Submitted');
  await expect(steps).toContainText('Shortlisted');
  await expect(mine.getByTestId('interview-details')).toContainText('10 Jan 2030, 3:30 pm IST');
  await expect(mine.getByTestId('interview-details')).toContainText('45 minutes');
  await expect(mine.getByRole('link', { name: 'Join the video call' })).toHaveAttribute(
    'href',
    'https://meet.example.com/pathshala-interview',
  );
  const phoneShot = testInfo.outputPath('my-applications-375.png');
  await page.screenshot({ path: phoneShot, fullPage: true });
  await testInfo.attach('my-applications-375', { path: phoneShot, contentType: 'image/png' });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // Withdrawing asks first; keeping it changes nothing, confirming closes it.
  await mine.getByRole('button', { name: 'Withdraw' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw this application?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(mine.getByTestId('application-status')).toHaveText('Interview scheduled');
  await mine.getByRole('button', { name: 'Withdraw' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Withdraw application' }).click();
  await expect(mine.getByTestId('application-status')).toHaveText('Withdrawn');
  await expect(mine.getByRole('button', { name: 'Withdraw' })).toHaveCount(0);
});
