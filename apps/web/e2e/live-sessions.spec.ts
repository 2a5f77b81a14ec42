import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, PROMO_SEEN_KEY, test } from './fixtures';

/**
 * Live sessions: the demo instructor schedules one in the instructor view (the start in IST), and a learner of
 * that course finds it in My Learnings and the lecture viewer with its calendar file and, ten minutes before the
 * start, the Join button; the invitation e-mail reaches the suite's mail server.
 */

const SIGN_IN_TIMEOUT = 20_000;
const INSTRUCTOR = { email: 'instructor@pathshala.local', password: 'Teach@12345' };
const ADMIN = { email: 'admin@pathshala.local', password: 'Admin@12345' };
/** One of the demo instructor's courses; the journey's learner is granted it. */
const COURSE = 'Excel and Power BI Dashboards';
const PASSWORD = 'Live#Session2025';

const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

async function signIn(request: APIRequestContext, account: { email: string; password: string }) {
  const loggedIn = await request.post('/api/user/login', { data: account, timeout: SIGN_IN_TIMEOUT });
  expect(loggedIn.ok()).toBe(true);
}

async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript((key) => window.sessionStorage.setItem(key, '1'), PROMO_SEEN_KEY);
  return context.newPage();
}

/** A `datetime-local` value in IST, `minutes` from now. */
function istInput(minutes: number) {
  const shifted = new Date(Date.now() + minutes * 60_000 + 330 * 60_000);
  return shifted.toISOString().slice(0, 16);
}

/** The decoded e-mails the suite's mail server received for this address. */
function mailsTo(email: string) {
  const mailDir = process.env.E2E_MAIL_DIR ?? '';
  return readdirSync(mailDir)
    .filter((name) => name.startsWith(`${email.toLowerCase()}-`))
    .map((name) =>
      readFileSync(path.join(mailDir, name), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    );
}

test('the instructor schedules a live session and an enrolled learner sees it with its calendar link', async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  // A new learner, granted the course by an admin.
  const learnerEmail = `${unique('live')}@example.com`;
  const registered = await page.request.post('/api/user/register', {
    data: { name: 'Kavya Menon', email: learnerEmail, mobileNo: '9876543210', password: PASSWORD },
    timeout: SIGN_IN_TIMEOUT,
  });
  expect(registered.status()).toBe(201);
  const instructor = await freshPage(browser);
  await signIn(instructor.request, INSTRUCTOR);
  const taught = (await (
    await instructor.request.get(`/api/instructor/courses?q=${encodeURIComponent(COURSE)}`)
  ).json()) as { data: { items: { id: string; title: string }[] } };
  const course = taught.data.items.find((item) => item.title === COURSE);
  if (!course) throw new Error(`demo course '${COURSE}' is missing`);

  const admin = await freshPage(browser);
  await signIn(admin.request, ADMIN);
  const found = (await (
    await admin.request.get(`/api/admin/users?q=${encodeURIComponent(learnerEmail)}`)
  ).json()) as { data: { items: { id: string }[] } };
  const learnerId = found.data.items[0]?.id;
  expect(learnerId).toBeTruthy();
  const granted = await admin.request.put(`/api/admin/users/${learnerId}/courses/${course.id}`);
  expect(granted.ok()).toBe(true);
  await admin.context().close();

  // The instructor schedules it: ten minutes from now, so the join link is already open.
  await instructor.goto(`/instructor/courses/${course.id}`);
  const section = instructor.getByTestId('live-sessions-section');
  const title = `Power BI office hours ${unique('q')}`;
  const form = section.getByRole('form', { name: 'Schedule a live session' });
  await form.getByRole('button', { name: 'Schedule session' }).click();
  await expect(form.getByText('Please enter a title for the session')).toBeVisible();
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Starts (IST)').fill(istInput(10));
  await form.getByLabel('Length in minutes').fill('45');
  await form.getByLabel('Join link').fill('https://meet.google.com/pbi-live-hrs');
  await form.getByLabel('Agenda').fill('Measures, filters; your questions');
  await form.getByRole('button', { name: 'Schedule session' }).click();
  await expect(instructor.getByText('Live session scheduled')).toBeVisible();
  const row = section.getByTestId('staff-live-session').filter({ hasText: title });
  await expect(row).toContainText('45 minutes');
  await expect(row).toContainText('IST');
  await section.screenshot({ path: testInfo.outputPath('instructor-live-sessions-1280.png') });
  await instructor.context().close();

  // The learner sees it in My Learnings, with the calendar file and the Join button.
  await signIn(page.request, { email: learnerEmail, password: PASSWORD });
  await page.goto('/my-learnings');
  const card = page.getByTestId('live-session-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText(COURSE);
  await expect(card).toContainText('45 minutes');
  await expect(card).toContainText('IST');
  await expect(card).toContainText('Measures, filters; your questions');
  await expect(card.getByRole('link', { name: 'Join' })).toHaveAttribute(
    'href',
    'https://meet.google.com/pbi-live-hrs',
  );
  const calendarUrl = (await card.getByRole('link', { name: 'Add to calendar' }).getAttribute('href')) ?? '';
  expect(calendarUrl).toMatch(/\/api\/live-sessions\/[0-9a-f-]{36}\/calendar\.ics$/);
  const calendar = await page.request.get(calendarUrl);
  expect(calendar.headers()['content-type']).toContain('text/calendar');
  const ics = await calendar.text();
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toContain(`SUMMARY:${title}`);
  expect(ics).toMatch(/DTSTART:\d{8}T\d{6}Z/);

  // On a phone the card stacks; its picture goes with the test's output.
  await page.setViewportSize({ width: 375, height: 800 });
  await card.scrollIntoViewIfNeeded();
  await card.screenshot({ path: testInfo.outputPath('live-session-card-375.png') });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // Beside the lectures of the course as well.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/view-lectures/${encodeURIComponent(COURSE)}`);
  await expect(page.getByTestId('live-session-card').filter({ hasText: title })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('lecture-viewer-1280.png'), fullPage: true });

  // The invitation, with its calendar file, reached the mail server.
  await expect
    .poll(() => mailsTo(learnerEmail).some((mail) => mail.includes(`Live session scheduled: ${title}`)), {
      timeout: 30_000,
    })
    .toBe(true);
  const invitation = mailsTo(learnerEmail).find((mail) => mail.includes(title)) ?? '';
  expect(invitation).toMatch(/Content-Type: text\/calendar/i);
});
