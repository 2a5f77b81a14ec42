import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { buyCourse, SAMPLE_NOTES, signIn, signUpLearner, unique } from './course-content';
import { expect, test } from './fixtures';

const COURSE = 'Data Science with Python and Pandas';
const PROJECT = 'Customer churn exploration';
/** Teaches the course above in the demo data. */
const INSTRUCTOR = { email: 'instructor@pathshala.local', password: 'Teach@12345' };

/** The course's id, as its instructor's course list gives it. */
async function courseId(instructorRequest: APIRequestContext, title: string) {
  const response = await instructorRequest.get(`/api/instructor/courses?q=${encodeURIComponent(title)}`);
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { items: { id: string; title: string }[] } };
  const course = data.items.find((candidate) => candidate.title === title);
  if (!course) throw new Error(`demo course missing: ${title}`);
  return course.id;
}

/** The bodies of the e-mails the suite's mail server received for this address. */
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

test('a learner submits a project, the instructor reviews it, the learner reads the feedback', async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  const staff = await browser.newContext();
  const instructor = await staff.newPage();
  await signIn(instructor.request, INSTRUCTOR);
  const learnerName = unique('Asha');
  const email = await signUpLearner(page.request, learnerName, 'Learner#2025');
  await buyCourse(page.request, await courseId(instructor.request, COURSE));

  // My Learnings lists the course's projects; the project page shows the brief, the rubric and the due date.
  await page.goto('/my-learnings');
  const projects = page.getByTestId('learner-projects');
  await projects.getByRole('link', { name: new RegExp(PROJECT) }).click();
  await expect(page.getByRole('heading', { level: 1, name: PROJECT })).toBeVisible();
  await expect(page.getByTestId('project-brief').getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Rubric' })).toContainText('Exploration with pandas');
  await expect(page.getByTestId('project-status').first()).toHaveText('Not submitted');
  await expect(page.getByText(/^Due \d+ \w+ \d{4}/).first()).toBeVisible();

  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: testInfo.outputPath('project-375.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByLabel('Repository link').fill('https://github.com/asha/churn-eda');
  await page.getByLabel('File (PDF or ZIP)').setInputFiles(SAMPLE_NOTES);
  await page.getByRole('button', { name: 'Submit project' }).click();
  await expect(page.getByTestId('project-status').first()).toHaveText('Waiting for review');
  await expect(page.getByTestId('project-closed')).toBeVisible();
  await expect(page.getByTestId('project-attempt')).toHaveCount(1);

  // The instructor finds it in the queue and sends it back with scores and feedback.
  await instructor.goto('/instructor/reviews');
  const queued = instructor
    .getByTestId('review-queue')
    .getByRole('listitem')
    .filter({ hasText: learnerName });
  await queued.getByRole('link', { name: 'Review' }).click();
  await expect(instructor.getByRole('heading', { level: 1 })).toContainText(learnerName);
  await expect(
    instructor.getByTestId('review-submission').getByRole('link', { name: /\.pdf/ }),
  ).toBeVisible();
  await instructor.getByLabel('Questions worth asking (0 to 5)').fill('4');
  await instructor.getByLabel('Exploration with pandas (0 to 15)').fill('9');
  await instructor.getByLabel('Findings for the business (0 to 10)').fill('5');
  await instructor
    .getByLabel('Feedback')
    .fill('Group churn by contract type before plotting; the tenure chart needs bins.');
  await instructor.getByRole('button', { name: 'Needs changes' }).click();
  await expect(instructor.getByTestId('review-done')).toContainText('18 / 30');
  await staff.close();

  // The learner sees the outcome, scores and feedback, and may submit again.
  await page.reload();
  await expect(page.getByTestId('project-status').first()).toHaveText('Needs changes');
  await expect(page.getByTestId('project-feedback')).toHaveText(
    'Group churn by contract type before plotting; the tenure chart needs bins.',
  );
  await expect(page.getByRole('button', { name: 'Resubmit (attempt 2)' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('project-1280.png'), fullPage: true });

  await expect
    .poll(() => mailsTo(email).some((body) => body.includes('the tenure chart needs bins')), {
      message: 'the review e-mail',
      timeout: 20_000,
    })
    .toBe(true);
});
