import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Coding practice: open a problem, run the samples, submit a wrong then a right answer and watch the verdicts,
 * and a draft that follows the learner to another browser. The problems are the demo data's problem bank, and
 * the right answer is the problem's own reference solution from the bank. Run executes Python in the browser
 * (Pyodide); Submit judges it on the server's engine, in its sandbox: the suite's server must be able to sandbox it
 * (root, bubblewrap: docs/coding-judge.md).
 */

const SIGN_IN_TIMEOUT = 20_000;
/** A submission waits in the queue, then runs every hidden test. */
const JUDGED_TIMEOUT = 45_000;
/** Python's Run happens in the browser: the first one loads Pyodide (seconds, more on a busy machine). */
const RUN_TIMEOUT = 90_000;
const BANK_DIR = path.resolve(import.meta.dirname, '../../api/src/modules/coding/bank');

async function signUp(request: APIRequestContext) {
  const email = `coding-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'Coding#2025';
  const registered = await request.post('/api/user/register', {
    data: { name: 'Coding Learner', email, mobileNo: '9876543210', password },
    timeout: SIGN_IN_TIMEOUT,
  });
  expect(registered.status()).toBe(201);
  const loggedIn = await request.post('/api/user/login', {
    data: { email, password },
    timeout: SIGN_IN_TIMEOUT,
  });
  expect(loggedIn.ok()).toBe(true);
  return { email, password };
}

/** The first problem of the list whose Python reference solution is in the bank and that this server can judge. */
async function judgeableProblem(request: APIRequestContext) {
  const list = await request.get('/api/coding/problems');
  const problems: { slug: string }[] = list.ok() ? (await list.json()).data.problems : [];
  for (const { slug } of problems) {
    const reference = path.join(BANK_DIR, slug, 'solutions', 'reference.py');
    if (!existsSync(reference)) continue;
    const details = (await (await request.get(`/api/coding/problems/${slug}`)).json()).data.problem;
    const python = details.languages.find((entry: { language: string }) => entry.language === 'python');
    if (python?.available) return { slug, reference: readFileSync(reference, 'utf8') };
  }
  throw new Error('No problem of the demo bank can be judged in Python here: is the judge engine sandboxed?');
}

const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 780 };

/** Nothing wider than the window (no sideways scrolling), and a picture of it to look at. */
async function fitsAndShoot(page: Page, testInfo: TestInfo, name: string, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
}

/** Replaces the editor's text as a paste would (typing would add the editor's own indentation). */
async function writeCode(page: Page, code: string) {
  const editor = page.getByRole('textbox', { name: 'Python 3 code' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(code);
}

test('a learner runs the samples, submits a wrong then a right answer and sees a verdict per test', async ({
  page,
}) => {
  test.slow();
  const problem = await judgeableProblem(page.request);
  await signUp(page.request);

  await page.goto('/coding');
  await page.locator(`a[href="/coding/${problem.slug}"]`).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByLabel('Language', { exact: true }).selectOption('python');
  await expect(page.getByRole('textbox', { name: 'Python 3 code' })).toBeVisible();

  // The starter template prints nothing: every sample is a wrong answer, shown beside what was expected.
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  const runResults = page.getByRole('status', { name: 'Run results' });
  await expect(runResults).toContainText('Sample 1', { timeout: RUN_TIMEOUT });
  await expect(runResults).toContainText('Wrong Answer');
  await expect(runResults).toContainText('Your output');

  await page.getByRole('button', { name: 'Submit' }).click();
  const submission = page.getByRole('region', { name: 'Submission' });
  await expect(submission).toContainText(/Wrong Answer · 0 of \d+ tests passed/, { timeout: JUDGED_TIMEOUT });

  await writeCode(page, problem.reference);
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(runResults).not.toContainText('Wrong Answer', { timeout: RUN_TIMEOUT });
  await expect(runResults).toContainText('Accepted');

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(submission).toContainText(/Accepted · (\d+) of \1 tests passed/, { timeout: JUDGED_TIMEOUT });
  const verdicts = page.getByRole('list', { name: 'Verdicts per test' }).getByRole('listitem');
  expect(await verdicts.count()).toBeGreaterThanOrEqual(10);
  // Each test with its verdict, its time and its memory.
  await expect(verdicts.first()).toContainText(/Test 1: Accepted\s*\d+ ms · [\d.]+ [KM]B/);

  // Solved shows on the list.
  await page.goto('/coding');
  await expect(page.getByRole('list', { name: 'Problems' })).toContainText('(solved)');
});

test('a draft saved in one browser opens in another', async ({ page, browser }) => {
  const problem = await judgeableProblem(page.request);
  const { email, password } = await signUp(page.request);
  await page.goto(`/coding/${problem.slug}`);
  await page.getByLabel('Language', { exact: true }).selectOption('python');
  await writeCode(page, 'print("kept on the server")\n');
  await expect(page.getByText('Draft saved')).toBeVisible();

  const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const phone = await other.newPage();
  await phone.request.post('/api/user/login', { data: { email, password }, timeout: SIGN_IN_TIMEOUT });
  await phone.goto(`/coding/${problem.slug}`);
  await phone.getByLabel('Language', { exact: true }).selectOption('python');
  await expect(phone.getByRole('textbox', { name: 'Python 3 code' })).toContainText('kept on the server');
  await other.close();
});

test('the problem list and a problem’s workspace fit a laptop and a phone', async ({ page }, testInfo) => {
  test.slow();
  const problem = await judgeableProblem(page.request);
  await signUp(page.request);
  for (const viewport of [LAPTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page.goto('/coding');
    await expect(page.getByRole('list', { name: 'Problems' }).getByRole('listitem').first()).toBeVisible();
    await fitsAndShoot(page, testInfo, 'coding-problems', viewport.width);

    await page.goto(`/coding/${problem.slug}`);
    await page.getByLabel('Language', { exact: true }).selectOption('python');
    await expect(page.getByRole('textbox', { name: 'Python 3 code' })).toBeVisible();
    await writeCode(page, problem.reference);
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await expect(page.getByRole('status', { name: 'Run results' })).toContainText('Accepted', {
      timeout: RUN_TIMEOUT,
    });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('region', { name: 'Submission' })).toContainText(/Accepted · (\d+) of \1/, {
      timeout: JUDGED_TIMEOUT,
    });
    await fitsAndShoot(page, testInfo, 'coding-workspace', viewport.width);
  }
});
