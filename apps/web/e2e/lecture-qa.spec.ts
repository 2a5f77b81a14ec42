import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, PROMO_SEEN_KEY, test } from './fixtures';

/**
 * Lecture Q&A: a learner asks about a moment of a lecture, the question's timestamp link moves the video there,
 * and the course's instructor answers it from the Questions inbox of the instructor view.
 */

const SIGN_IN_TIMEOUT = 20_000;
const INSTRUCTOR = { email: 'instructor@pathshala.local', password: 'Teach@12345' };
const ADMIN = { email: 'admin@pathshala.local', password: 'Admin@12345' };
/** One of the demo instructor's courses; the journey's learner is granted it. */
const COURSE = 'Excel and Power BI Dashboards';
const PASSWORD = 'Lecture#Qa2025';

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

const videoTime = (page: Page) =>
  page.getByTestId('lecture-video').evaluate((element: HTMLVideoElement) => element.currentTime);

test('a learner asks at a moment of a lecture, the link seeks the video, the instructor answers it and the bell counts it', async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  const learnerEmail = `${unique('qa')}@example.com`;
  const registered = await page.request.post('/api/user/register', {
    data: { name: 'Ishaan Rao', email: learnerEmail, mobileNo: '9876543210', password: PASSWORD },
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
  const granted = await admin.request.put(`/api/admin/users/${found.data.items[0]?.id}/courses/${course.id}`);
  expect(granted.ok()).toBe(true);
  await admin.context().close();
  await signIn(page.request, { email: learnerEmail, password: PASSWORD });

  // The learner pauses the lecture a few seconds in and asks about that moment.
  await page.goto(`/view-lectures/${encodeURIComponent(COURSE)}`);
  const video = page.getByTestId('lecture-video');
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(1);
  const moment = await video.evaluate((element: HTMLVideoElement) => {
    const at = Math.min(7, Math.floor((element.duration || 10) / 2));
    element.currentTime = at;
    return at;
  });
  const panel = page.getByTestId('qa-panel');
  const title = `Why does SUMIFS skip blank cells ${unique('q').slice(-6)}?`;
  await panel.getByLabel('Title').fill(title);
  await panel.getByLabel('Details').fill('My **total** is lower than expected.');
  const stamp = `00:${String(moment).padStart(2, '0')}`;
  await panel.getByLabel(/of the video/).check();
  await expect(panel.getByText(`At ${stamp} of the video`)).toBeVisible();
  await panel.getByRole('button', { name: 'Post question' }).click();
  const question = panel.getByTestId('qa-question').filter({ hasText: title });
  await expect(question).toBeVisible();

  // Its timestamp link takes the video back to that moment.
  await video.evaluate((element: HTMLVideoElement) => {
    element.currentTime = 0;
  });
  await question.getByRole('button', { name: stamp }).click();
  await expect.poll(() => videoTime(page)).toBeCloseTo(moment, 0);

  // The panel on a phone.
  await page.setViewportSize({ width: 375, height: 812 });
  await panel.scrollIntoViewIfNeeded();
  const shot = testInfo.outputPath('lecture-qa-panel-375.png');
  await panel.screenshot({ path: shot });
  await testInfo.attach('lecture-qa-panel-375', { path: shot, contentType: 'image/png' });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // Nothing new for the learner yet.
  await expect(page.getByTestId('notification-count')).toHaveCount(0);

  // The instructor answers it in place from the inbox and accepts the answer.
  await instructor.goto('/instructor/questions');
  const item = instructor.getByTestId('inbox-question').filter({ hasText: title });
  await expect(item).toBeVisible({ timeout: 15_000 });
  await expect(item).toContainText(`at ${stamp}`);
  await item
    .getByLabel('Answer')
    .fill('SUMIFS ignores blanks in the criteria range: use `""` as a criterion.');
  await item.getByRole('button', { name: 'Post answer' }).click();
  await expect(item.getByText('Answer posted.')).toBeVisible();
  // The learner's bell counts the answer without a reload (the live stream).
  await expect(page.getByTestId('notification-count')).toHaveText('1', { timeout: 20_000 });
  await item.getByRole('button', { name: 'Accept my answer' }).click();
  await expect(item.getByRole('button', { name: 'Accepted' })).toBeVisible();
  await instructor.context().close();

  // The learner sees the accepted answer under the question.
  await page.reload();
  const answered = page.getByTestId('qa-panel').getByTestId('qa-question').filter({ hasText: title });
  await answered.getByRole('button', { name: title }).click();
  await expect(answered.getByText('Accepted answer')).toBeVisible();
  await expect(answered.getByText('SUMIFS ignores blanks')).toBeVisible();
});
