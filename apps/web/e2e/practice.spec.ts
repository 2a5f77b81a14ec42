import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ADMIN, signIn } from './course-content';
import { expect, test } from './fixtures';

/**
 * Placement practice and mock tests. The server runs mock tests at 2 % of their length
 * (MOCK_TEST_TIME_SCALE in playwright.config.ts): the free test's sections last 30 s, 24 s and 18 s.
 * Every journey registers its own learner, so attempts and practice progress start from nothing.
 */

/** Registration and login hash the password at OWASP scrypt cost. */
const SIGN_IN_TIMEOUT = 20_000;
const FREE_TEST = 'TCS NQT-style Aptitude Mock';

function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Registers and logs in through the API; the page shares the request context's cookies. */
async function signUp(request: APIRequestContext, name: string) {
  const email = uniqueEmail('practice');
  const password = 'Practice#2025';
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

/** '00:27' -> 27 */
async function secondsOnTimer(timer: Locator): Promise<number> {
  const text = (await timer.textContent()) ?? '';
  const [minutes = '0', seconds = '0'] = text.trim().split(':');
  return Number(minutes) * 60 + Number(seconds);
}

const savedAnswer = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && /\/api\/attempts\/[^/]+\/answers$/.test(response.url()),
  );

test.describe('mock tests', () => {
  test('a learner takes the free mock: saves, reloads, moves on, a section times out, submits and reviews', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await signUp(page.request, 'Kavya Nair');

    await page.goto('/mock-tests');
    const card = page.getByTestId('mock-test').filter({ hasText: FREE_TEST });
    await expect(card.getByTestId('mock-test-marking')).toHaveText('+1 / −0.25');
    await expect(card.getByTestId('mock-test-attempts')).toHaveText('0/3 used');
    // The list shows the lengths the attempt will have (scaled for the browser tests), as its timer counts.
    await expect(card.locator('tbody tr')).toHaveText([/30 s$/, /24 s$/, /18 s$/]);
    await card.getByRole('button', { name: 'Start test' }).click();
    await page.getByTestId('start-test-dialog').getByRole('button', { name: 'Start now' }).click();
    await expect(page).toHaveURL(/\/mock-tests\/attempts\/[0-9a-f-]+$/);

    const sectionTitle = page.getByTestId('attempt-section-title');
    const timer = page.getByTestId('attempt-timer');
    const palette = page.getByTestId('question-palette');
    const question = page.getByTestId('attempt-question');
    const options = question.getByTestId('answer-option');
    await expect(sectionTitle).toContainText('Quantitative aptitude');
    await expect(question.getByTestId('attempt-question-number')).toContainText('Question 1');

    // Answer question 1: its first option, or a number for a numeric one (saved once typing pauses).
    const numeric = (await options.count()) === 0;
    const firstSave = savedAnswer(page);
    if (numeric) await question.getByLabel('Your answer').fill('42');
    else await options.first().click();
    expect((await firstSave).ok()).toBe(true);
    await expect(palette.getByRole('button', { name: 'Question 1, answered' })).toHaveAttribute(
      'data-state',
      'answered',
    );

    // Mark question 2 for review; the palette shows it.
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(question.getByTestId('attempt-question-number')).toContainText('Question 2');
    const promptOfTwo = await question.getByTestId('question-prompt').textContent();
    const markSave = savedAnswer(page);
    await question.getByRole('button', { name: 'Mark for review' }).click();
    expect((await markSave).ok()).toBe(true);
    await expect(question.getByRole('button', { name: 'Mark for review' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const markedButton = palette.getByRole('button', { name: 'Question 2, not answered, marked for review' });
    await expect(markedButton).toHaveAttribute('data-state', 'marked');
    await expect(markedButton).toHaveAttribute('aria-current', 'step');

    // A reload resumes the same question with the same answers, and the clock carries on. The clock is first
    // let run below the section's 30 s, so a quick run (all of the above within a second) still shows it.
    await expect.poll(() => secondsOnTimer(timer)).toBeLessThan(30);
    const before = await secondsOnTimer(timer);
    await page.reload();
    await expect(question.getByTestId('question-prompt')).toHaveText(promptOfTwo ?? '');
    await expect(question.getByRole('button', { name: 'Mark for review' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(
      palette.getByRole('button', { name: 'Question 2, not answered, marked for review' }),
    ).toBeVisible();
    await expect(palette.getByRole('button', { name: 'Question 1, answered' })).toBeVisible();
    const after = await secondsOnTimer(timer);
    expect(after).toBeLessThanOrEqual(before);
    expect(after).toBeLessThan(30);
    await palette.getByRole('button', { name: 'Question 1, answered' }).click();
    if (numeric) await expect(question.getByLabel('Your answer')).toHaveValue('42');
    else await expect(options.first().locator('input')).toBeChecked();

    // Moving on locks the section, after a confirmation that says so.
    await page.getByRole('button', { name: 'Next section' }).click();
    const confirmMove = page.getByTestId('next-section-dialog');
    await expect(confirmMove).toContainText('get locked');
    await confirmMove.getByRole('button', { name: 'Lock answers and move on' }).click();
    await expect(sectionTitle).toContainText('Logical reasoning');
    await expect(question.getByTestId('attempt-question-number')).toContainText('Question 21');

    // Nobody touches section 2: when its 24 s run out, the screen moves on by itself.
    await expect(sectionTitle).toContainText('Verbal ability', { timeout: 45_000 });

    // Submit from the last section; the confirmation counts the answers.
    await page.getByRole('button', { name: 'Submit test' }).click();
    const confirmSubmit = page.getByTestId('submit-dialog');
    await expect(confirmSubmit.getByTestId('submit-answered')).toHaveText('1');
    await expect(confirmSubmit.getByTestId('submit-unanswered')).toHaveText('49');
    await confirmSubmit.getByRole('button', { name: 'Submit test' }).click();

    await expect(page).toHaveURL(/\/mock-tests\/attempts\/[0-9a-f-]+\/result$/);
    await expect(page.getByRole('heading', { level: 1, name: FREE_TEST })).toBeVisible();
    await expect(page.getByTestId('result-score')).toContainText('/ 50');
    // The demo has fewer than 30 first attempts of the test: a count, not a percentile.
    await expect(page.getByTestId('result-percentile')).toHaveText(
      /^Percentile after 30 attempts — you are one of \d+$/,
    );
    await expect(page.getByTestId('result-ended')).toHaveText('Submitted');
    // The reload was not a tab switch.
    await expect(page.getByTestId('result-tab-switches')).toHaveText('0');
    await expect(page.getByTestId('section-results').locator('tbody tr')).toHaveCount(3);
    await expect(page.getByTestId('weakest-subtopics').getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/practice\?topic=[a-z-]+&subtopic=/,
    );

    // The leaderboard is opt-in, under a name the learner chooses, and can be left again.
    const nameForm = page.getByRole('form', { name: 'Leaderboard name' });
    await nameForm.getByLabel('Display name').fill('Kavya N');
    await nameForm.getByRole('button', { name: 'Show me' }).click();
    await expect(
      page.getByTestId('leaderboard').getByRole('listitem').filter({ hasText: '(you)' }),
    ).toContainText('Kavya N');
    await expect(page.getByTestId('leaderboard-status')).toHaveText(
      /^You are #\d+ on the leaderboard as “Kavya N”, with your best attempt\.$/,
    );
    await nameForm.getByRole('button', { name: 'Hide me' }).click();
    await expect(page.getByTestId('leaderboard-status')).toHaveText(
      'You are not on the leaderboard. Only the name you choose here is shown.',
    );
    await expect(page.getByText('(you)')).toHaveCount(0);

    // Attempts are left: the solutions wait for the test's cooling-off, and the page says when they open.
    await expect(page.getByTestId('solutions-closed')).toContainText(/^Solutions.*open at .+ IST/);
    const reviewed = page.getByTestId('review-question');
    await expect(reviewed).toHaveCount(0);
    // An admin (on a request context of their own) turns the cooling-off off for a moment; put back below.
    await signIn(request, ADMIN);
    const adminTests = (await (await request.get('/api/admin/mock-tests')).json()) as {
      data: { items: { id: string; title: string; solutionsCoolingOffHours: number }[] };
    };
    const freeTest = adminTests.data.items.find((item) => item.title === FREE_TEST);
    if (!freeTest) throw new Error(`${FREE_TEST} is missing from the demo data`);
    const coolingOff = (hours: number) =>
      request.patch(`/api/admin/mock-tests/${freeTest.id}`, { data: { solutionsCoolingOffHours: hours } });
    expect((await coolingOff(0)).ok()).toBe(true);
    try {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: FREE_TEST })).toBeVisible();
      await reviewSolutions(page);
    } finally {
      expect((await coolingOff(freeTest.solutionsCoolingOffHours)).ok()).toBe(true);
    }

    // Back on the list: one attempt used, its result a click away.
    await page.goto('/mock-tests');
    await expect(card.getByTestId('mock-test-attempts')).toHaveText('1/3 used');
    await expect(card.getByRole('link', { name: 'View last result' })).toBeVisible();
  });
});

test.describe('a fair mock test screen', () => {
  test('has no way out but Leave test, which warns, and counts marks for review across sections', async ({
    page,
  }, testInfo) => {
    test.setTimeout(150_000);
    await signUp(page.request, 'Ishaan Rao');
    await page.goto('/mock-tests');
    const card = page.getByTestId('mock-test').filter({ hasText: FREE_TEST });
    await card.getByRole('button', { name: 'Start test' }).click();
    await page.getByTestId('start-test-dialog').getByRole('button', { name: 'Start now' }).click();
    await expect(page).toHaveURL(/\/mock-tests\/attempts\/[0-9a-f-]+$/);

    const sectionTitle = page.getByTestId('attempt-section-title');
    const question = page.getByTestId('attempt-question');
    await expect(sectionTitle).toContainText('Quantitative aptitude');
    // Nothing on the screen links out of the test: no site header or footer, no link at all.
    await expect(page.getByTestId('site-header')).toHaveCount(0);
    await expect(page.getByTestId('site-footer')).toHaveCount(0);
    await expect(page.getByRole('link')).toHaveCount(0);

    // Leave test asks first, in a dialog that says the clock keeps running; Escape keeps the learner here.
    const leaveButton = page.getByTestId('test-screen-bar').getByRole('button', { name: 'Leave test' });
    await leaveButton.click();
    const leaveDialog = page.getByRole('dialog', { name: 'Leave the test?' });
    await expect(leaveDialog).toHaveAccessibleDescription(/^The timer keeps running while you are away\./);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: testInfo.outputPath('leave-dialog-375.png') });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.keyboard.press('Escape');
    await expect(leaveDialog).toHaveCount(0);
    await expect(leaveButton).toBeFocused();

    // Mark question 1 of section 1 for review.
    const markSave = savedAnswer(page);
    await question.getByRole('button', { name: 'Mark for review' }).click();
    expect((await markSave).ok()).toBe(true);
    await page.screenshot({ path: testInfo.outputPath('test-screen-1280.png') });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: testInfo.outputPath('test-screen-375.png') });
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('button', { name: 'Next section' }).click();
    await page
      .getByTestId('next-section-dialog')
      .getByRole('button', { name: 'Lock answers and move on' })
      .click();
    await expect(sectionTitle).toContainText('Logical reasoning');

    // In section 2 the submit dialog still counts the question marked in section 1, after a reload too.
    const submitDialog = page.getByTestId('submit-dialog');
    await page.getByRole('button', { name: 'Submit test' }).click();
    await expect(submitDialog.getByTestId('submit-marked')).toHaveText('1');
    await submitDialog.getByRole('button', { name: 'Keep going' }).click();
    await page.reload();
    await expect(sectionTitle).toContainText('Logical reasoning');
    await page.getByRole('button', { name: 'Submit test' }).click();
    await expect(submitDialog.getByTestId('submit-marked')).toHaveText('1');
    await submitDialog.getByRole('button', { name: 'Keep going' }).click();

    // Leaving for real: the site's header is back, and the running test waits to be resumed.
    await leaveButton.click();
    await leaveDialog.getByRole('button', { name: 'Leave test' }).click();
    await expect(page).toHaveURL(/\/mock-tests$/);
    await expect(page.getByTestId('site-header')).toBeVisible();
    await card.getByRole('link', { name: 'Resume' }).click();
    await expect(page.getByTestId('site-header')).toHaveCount(0);
    await page.getByRole('button', { name: 'Submit test' }).click();
    await expect(submitDialog.getByTestId('submit-marked')).toHaveText('1');
    await submitDialog.getByRole('button', { name: 'Submit test' }).click();

    await expect(page).toHaveURL(/\/mock-tests\/attempts\/[0-9a-f-]+\/result$/);
    await expect(page.getByTestId('site-header')).toBeVisible();
    await expect(page.getByTestId('result-percentile')).toHaveText(
      /^Percentile after 30 attempts — you are one of \d+$/,
    );
    // The status beside the board and the board's own row give the same place.
    const nameForm = page.getByRole('form', { name: 'Leaderboard name' });
    await nameForm.getByLabel('Display name').fill('Ishaan R');
    await nameForm.getByRole('button', { name: 'Show me' }).click();
    const ownRow = page.getByTestId('leaderboard').getByRole('listitem').filter({ hasText: '(you)' });
    await expect(ownRow).toContainText('Ishaan R');
    const status = page.getByTestId('leaderboard-status');
    await expect(status).toHaveText(/^You are #\d+ on the leaderboard as “Ishaan R”/);
    const rank = /#(\d+)/.exec((await status.textContent()) ?? '')?.[1];
    await expect(ownRow).toContainText(`#${rank}`);
    await page.screenshot({ path: testInfo.outputPath('result-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: testInfo.outputPath('result-375.png'), fullPage: true });
  });
});

/** The solutions review: every question with its explanation, ten to a page, filtered by outcome. */
async function reviewSolutions(page: Page) {
  const reviewed = page.getByTestId('review-question');
  const range = page.getByTestId('review-range');
  const pages = page.getByRole('navigation', { name: 'Solutions pages' });
  await expect(reviewed).toHaveCount(10);
  await expect(range).toHaveText('Questions 1–10 of 50');
  await expect(pages.getByTestId('review-page')).toHaveText('Page 1 of 5');
  await expect(reviewed.first().getByTestId('review-explanation')).not.toBeEmpty();
  await expect(reviewed.first()).toContainText('Question 1');
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(range).toHaveText('Questions 11–20 of 50');
  await expect(reviewed.first()).toContainText('Question 11');
  await expect(page.getByRole('heading', { name: 'Solutions' })).toBeFocused();
  const filters = page.getByRole('group', { name: 'Show questions' });
  // Question 2 was marked for review.
  await filters.getByRole('button', { name: /^Marked/ }).click();
  await expect(reviewed).toHaveCount(1);
  await expect(reviewed.first()).toContainText('Question 2');
  await filters.getByRole('button', { name: /^Unanswered/ }).click();
  await expect(range).toHaveText('Questions 1–10 of 49');
  await expect(reviewed.first()).toHaveAttribute('data-outcome', 'unanswered');
  // One section at a time: the last section's 15 questions, all unanswered.
  await page.getByLabel('Section', { exact: true }).selectOption({ label: 'Verbal ability' });
  await expect(range).toHaveText('Questions 1–10 of 15');
  await filters.getByRole('button', { name: /^All/ }).click();
  // The counts follow the section: the one answer (right or wrong, as the drawn question has it) is counted
  // over all sections.
  await page.getByLabel('Section', { exact: true }).selectOption({ label: 'All sections' });
  await expect(range).toHaveText('Questions 1–10 of 50');
  const correct = Number(
    (await filters.getByRole('button', { name: /^Correct/ }).textContent())?.replace(/\D/g, ''),
  );
  await filters.getByRole('button', { name: /^Wrong/ }).click();
  await expect(reviewed).toHaveCount(1 - correct);
  if (correct === 0) await expect(reviewed.first()).toHaveAttribute('data-outcome', 'wrong');
}

test.describe('time on a question', () => {
  test('the seconds on the visible question survive a reload', async ({ page }) => {
    test.setTimeout(90_000);
    await signUp(page.request, 'Meera Iyer');
    const tests = (await (await page.request.get('/api/mock-tests')).json()) as {
      data: { tests: { id: string; title: string }[] };
    };
    const free = tests.data.tests.find((test) => test.title === FREE_TEST);
    if (!free) throw new Error('the free mock test is missing');
    const started = await page.request.post(`/api/mock-tests/${free.id}/attempts`);
    const attemptId = ((await started.json()) as { data: { id: string } }).data.id;
    await page.goto(`/mock-tests/attempts/${attemptId}`);
    const question = page.getByTestId('attempt-question');
    await expect(question.getByTestId('attempt-question-number')).toContainText('Question 1');

    // Nothing answered, nothing saved yet: the seconds on question 1 exist only in this page.
    await page.waitForTimeout(3_000);
    // The reload sends them as the page goes (a keepalive request, which outlives the page).
    await page.reload();
    await expect(question.getByTestId('attempt-question-number')).toContainText('Question 1');

    // Submitted now, the result counts them in question 1's section (its solutions, with the time per question,
    // open only after the test's cooling-off).
    const submitted = await page.request.post(`/api/attempts/${attemptId}/submit`);
    const result = (await submitted.json()) as {
      data: { sections: { timeSpentSeconds: number }[] };
    };
    expect(result.data.sections[0]?.timeSpentSeconds).toBeGreaterThanOrEqual(2);
  });
});

test.describe('placement page', () => {
  test('the HR card leads into the HR round practice', async ({ page }) => {
    await page.goto('/Placement%20Preparation');
    const hr = page.getByTestId('placement-card').filter({ hasText: 'HR Interview Strategies' });
    await expect(hr.getByRole('link', { name: 'Start practising' })).toHaveAttribute(
      'href',
      '/practice?topic=hr-round',
    );
    const aptitude = page.getByTestId('placement-card').filter({ hasText: 'Aptitude Placement Course' });
    await expect(aptitude.getByRole('link', { name: 'Start practising' })).toHaveAttribute(
      'href',
      '/practice?topic=quantitative-aptitude',
    );
  });
});

test.describe('practice', () => {
  test('a visitor is asked to log in; a missed question comes back marked Review', async ({ page }) => {
    test.setTimeout(150_000);
    await page.goto('/practice');
    await expect(page.getByTestId('practice-topic').first()).toBeVisible();
    await page.getByRole('link', { name: 'Log in to start practising' }).first().click();
    await expect(page).toHaveURL(/\/login$/);

    await signUp(page.request, 'Rohan Das');
    const response = await page.request.get('/api/practice/topics');
    const { data } = (await response.json()) as {
      data: { topics: { topic: string; subtopics: { name: string; questionCount: number }[] }[] };
    };
    const quant = data.topics.find((topic) => topic.topic === 'quantitative-aptitude');
    const smallest = [...(quant?.subtopics ?? [])].sort((a, b) => a.questionCount - b.questionCount)[0];
    if (!smallest) throw new Error('no quantitative aptitude subtopic in the bank');

    await page.goto(`/practice?topic=quantitative-aptitude&subtopic=${encodeURIComponent(smallest.name)}`);
    await expect(page.getByTestId('practice-selection')).toHaveText(smallest.name);

    const question = page.getByTestId('practice-question');
    const missed: string[] = [];
    let returned: string | null = null;
    for (let round = 0; round <= smallest.questionCount + 2 && returned === null; round += 1) {
      await expect(question).toBeVisible();
      const prompt = (await question.getByTestId('question-prompt').textContent()) ?? '';
      if (await question.getByTestId('review-badge').isVisible()) {
        returned = prompt;
        break;
      }
      // No peeking at the key: the first option, or 1 for a number. A right answer just means trying the next.
      const options = question.getByTestId('answer-option');
      if ((await options.count()) > 0) await options.first().click();
      else await question.getByLabel('Your answer').fill('1');
      await question.getByRole('button', { name: 'Submit' }).click();
      const feedback = question.getByTestId('practice-feedback');
      await expect(feedback).toBeVisible();
      await expect(feedback).toContainText('Explanation');
      if ((await feedback.getByRole('heading', { level: 3 }).textContent())?.includes('Not quite'))
        missed.push(prompt);
      await question.getByRole('button', { name: 'Next question' }).click();
    }

    expect(missed.length, 'at least one answer was wrong').toBeGreaterThan(0);
    expect(returned, 'a missed question came back for review').not.toBeNull();
    // The earliest miss is due first.
    expect(returned).toBe(missed[0]);
    await expect(question.getByTestId('review-badge')).toHaveText('Review');
  });
});
