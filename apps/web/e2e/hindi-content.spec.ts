import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Content in Hindi: a learner whose profile language is Hindi takes the free aptitude mock, whose every question
 * has a Hindi version, and switches a question to English and back mid-test: the same answer stays chosen and the
 * clock runs on as it was, with no request made. The solutions review follows the language chosen.
 * The server runs mock tests at 2 % of their length (playwright.config.ts): the first section lasts 30 s.
 */

const SIGN_IN_TIMEOUT = 20_000;
const FREE_TEST = 'tcs-nqt-style-aptitude-mock';
const DEVANAGARI = /[\u0900-\u097F]/;

async function signUpInHindi(request: APIRequestContext) {
  const email = `hindi-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'Hindi#2025';
  const registered = await request.post('/api/user/register', {
    data: { name: 'Ananya Verma', email, mobileNo: '9876543210', password },
    timeout: SIGN_IN_TIMEOUT,
  });
  expect(registered.status()).toBe(201);
  const loggedIn = await request.post('/api/user/login', {
    data: { email, password },
    timeout: SIGN_IN_TIMEOUT,
  });
  expect(loggedIn.ok()).toBe(true);
  // The profile's language is what a signed-in learner's reads answer in.
  const chosen = await request.post('/api/user/updateDetails', { data: { bio: '', language: 'hi-IN' } });
  expect(chosen.status()).toBe(201);
}

async function freeTestId(request: APIRequestContext) {
  const list = (await (await request.get('/api/mock-tests')).json()) as {
    data: { tests: { id: string; slug: string; title: string; instructions: string }[] };
  };
  const test = list.data.tests.find((entry) => entry.slug === FREE_TEST);
  if (!test) throw new Error('the free mock is missing from the demo data');
  return test;
}

/** '00:27' -> 27 */
async function secondsOnTimer(timer: Locator): Promise<number> {
  const [minutes = '0', seconds = '0'] = ((await timer.textContent()) ?? '').trim().split(':');
  return Number(minutes) * 60 + Number(seconds);
}

/** Every API request the page makes from now on. */
function apiRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/'))
      seen.push(`${request.method()} ${request.url()}`);
  });
  return seen;
}

test('a Hindi learner switches a mock question to English and back: same answer, same clock, no request', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signUpInHindi(page.request);
  const listed = await freeTestId(page.request);
  expect(listed.title).toMatch(DEVANAGARI);
  expect(listed.instructions).toContain('इस टेस्ट में तीन sections');

  // The test's own instructions show in Hindi before it starts.
  await page.goto('/mock-tests');
  const card = page.getByTestId('mock-test').filter({ hasText: listed.title });
  await card.locator('button').first().click();
  await expect(page.getByTestId('mock-test-instructions')).toContainText('इस टेस्ट में तीन sections');
  await page.keyboard.press('Escape');

  const started = await page.request.post(`/api/mock-tests/${listed.id}/attempts`);
  expect(started.ok()).toBe(true);
  const attemptId = ((await started.json()) as { data: { id: string } }).data.id;
  await page.goto(`/mock-tests/attempts/${attemptId}`);

  const question = page.getByTestId('attempt-question');
  const prompt = question.getByTestId('question-prompt');
  const options = question.getByTestId('answer-option');
  const toggle = question.getByTestId('question-language-toggle');
  const timer = page.getByTestId('attempt-timer');
  await expect(prompt).toHaveText(DEVANAGARI);
  await expect(toggle).toHaveText(/English/);

  // Answer in Hindi: the second option, or a number for a numeric question.
  const numeric = (await options.count()) === 0;
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/answers$/.test(response.url()),
  );
  if (numeric) await question.getByRole('spinbutton').fill('42');
  else await options.nth(1).click();
  expect((await saved).ok()).toBe(true);
  const hindiOption = numeric ? '' : ((await options.nth(1).textContent()) ?? '');

  // A 375 px phone shows the Hindi question as a learner sees it.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: testInfo.outputPath('mock-question-hindi-375.png'), fullPage: true });

  await expect.poll(() => secondsOnTimer(timer)).toBeLessThan(30);
  const before = await secondsOnTimer(timer);
  const requests = apiRequests(page);
  await toggle.click();
  await expect(prompt).not.toHaveText(DEVANAGARI);
  await expect(toggle).toHaveText(/हिन्दी/);
  await page.screenshot({ path: testInfo.outputPath('mock-question-english-375.png'), fullPage: true });
  if (numeric) await expect(question.getByRole('spinbutton')).toHaveValue('42');
  else await expect(options.nth(1).locator('input')).toBeChecked();
  const after = await secondsOnTimer(timer);
  // The clock carries on from where it was (a second or two may tick), never back to the section's start.
  expect(after).toBeLessThanOrEqual(before);
  expect(before - after).toBeLessThanOrEqual(3);

  await toggle.click();
  await expect(prompt).toHaveText(DEVANAGARI);
  if (!numeric) {
    await expect(options.nth(1).locator('input')).toBeChecked();
    await expect(options.nth(1)).toHaveText(hindiOption);
  }
  expect(requests).toEqual([]);

  // The server holds the same answer, whatever language the screen showed it in.
  const attempt = (await (await page.request.get(`/api/attempts/${attemptId}`)).json()) as {
    data: { questions: { number: number; selected: number[]; value: number | null }[] };
  };
  const first = attempt.data.questions.find((entry) => entry.number === 1);
  if (numeric) expect(first?.value).toBe(42);
  else expect(first?.selected).toEqual([1]);

  // Submitted, and two more attempts used at once: with none left the solutions open.
  expect((await page.request.post(`/api/attempts/${attemptId}/submit`)).ok()).toBe(true);
  for (let more = 0; more < 2; more += 1) {
    const next = await page.request.post(`/api/mock-tests/${listed.id}/attempts`);
    const id = ((await next.json()) as { data: { id: string } }).data.id;
    expect((await page.request.post(`/api/attempts/${id}/submit`)).ok()).toBe(true);
  }

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/mock-tests/attempts/${attemptId}/result`);
  const reviewed = page.getByTestId('review-question').first();
  const explanation = reviewed.getByTestId('review-explanation');
  await expect(reviewed.getByTestId('question-prompt')).toHaveText(DEVANAGARI);
  await expect(explanation).toHaveText(DEVANAGARI);
  await reviewed.getByTestId('question-language-toggle').click();
  await expect(reviewed.getByTestId('question-prompt')).not.toHaveText(DEVANAGARI);
  await expect(explanation).not.toHaveText(DEVANAGARI);
  await reviewed.getByTestId('question-language-toggle').click();
  await expect(explanation).toHaveText(DEVANAGARI);
});

test('a course page arrives with its Hindi texts for a visitor who chose Hindi', async ({
  page,
  context,
}) => {
  await context.addCookies([
    { name: 'pathshala_lang', value: 'hi-IN', url: test.info().project.use.baseURL ?? '' },
  ]);
  const courses = (await (await page.request.get('/api/courses/getCourse')).json()) as {
    data: { id: string; title: string }[];
  };
  const course = courses.data.find((entry) => entry.title === 'Python और Pandas के साथ डेटा साइंस');
  if (!course) throw new Error('the demo course in Hindi is missing');
  await page.goto(`/course/data-science/${course.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Python और Pandas के साथ डेटा साइंस');
});
