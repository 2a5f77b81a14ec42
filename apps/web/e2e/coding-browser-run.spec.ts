import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Run in the browser (ADR 037): Python on Pyodide and JavaScript on QuickJS run the samples in the learner's
 * browser, with no request to the server's Run; once the engine loaded they run with the network off, and a
 * program that never ends is stopped at the problem's time limit. The problem is the demo data's problem bank
 * (a problem compared word by word, with a Python reference solution); a server without the bank says so instead.
 */

const SIGN_IN_TIMEOUT = 20_000;
/** Pyodide is 12 MB the first time, and the machine runs two browsers beside the server. */
const ENGINE_TIMEOUT = 90_000;
const BANK_DIR = path.resolve(import.meta.dirname, '../../api/src/modules/coding/bank');

/** Integer square roots (the bank's integer-square-root) in JavaScript, for QuickJS. */
const JAVASCRIPT_SQUARE_ROOTS = `const data = require('fs').readFileSync(0, 'utf8').split(/\\s+/).filter(Boolean);
const q = Number(data[0]);
const out = [];
for (let i = 1; i <= q; i++) {
  const n = BigInt(data[i]);
  let x = BigInt(Math.floor(Math.sqrt(Number(n))));
  while (x * x > n) x--;
  while ((x + 1n) * (x + 1n) <= n) x++;
  out.push(String(x));
}
console.log(out.join('\\n'));
`;

async function signUp(request: APIRequestContext) {
  const email = `browser-run-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
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
}

/** A published problem of the bank compared word by word, with its Python reference solution. */
async function bankProblem(request: APIRequestContext, slug?: string) {
  const list = await request.get('/api/coding/problems');
  const problems: { slug: string }[] = list.ok() ? (await list.json()).data.problems : [];
  for (const problem of problems) {
    if (slug && problem.slug !== slug) continue;
    const reference = path.join(BANK_DIR, problem.slug, 'solutions', 'reference.py');
    if (!existsSync(reference)) continue;
    const details = (await (await request.get(`/api/coding/problems/${problem.slug}`)).json()).data.problem;
    if (details.checker?.kind === 'custom') continue;
    return {
      slug: problem.slug,
      reference: readFileSync(reference, 'utf8'),
      samples: details.samples.length,
    };
  }
  return undefined;
}

/**
 * Replaces the editor's text as a paste would (typing would add the editor's own indentation). Chromium's own
 * editing gives the pasted line a style attribute for a moment, which the CSP refuses (and CodeMirror redraws
 * the line): that report is the browser's, not the page's, and is taken out of the console errors.
 */
async function writeCode(page: Page, consoleErrors: string[], label: string, code: string) {
  const editor = page.getByRole('textbox', { name: label });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(code);
  await expect(editor).toContainText(code.split('\n')[0] ?? '');
  for (let index = consoleErrors.length - 1; index >= 0; index -= 1) {
    if (
      consoleErrors[index]?.startsWith(
        "Applying inline style violates the following Content Security Policy directive 'style-src-attr",
      )
    )
      consoleErrors.splice(index, 1);
  }
}

/** Every request to the server's Run, to show none is made. */
function serverRuns(page: Page) {
  const runs: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/coding/runs') runs.push(request.url());
  });
  return runs;
}

test('Python runs the samples in the browser, offline too, and a loop that never ends is stopped', async ({
  page,
  context,
  consoleErrors,
}, testInfo) => {
  // Pyodide loads three times here (the first Run, and after each stopped worker), on a machine shared with
  // another browser and the server.
  test.setTimeout(240_000);
  const problem = await bankProblem(page.request);
  test.fixme(!problem, 'needs the problem bank in the demo data');
  if (!problem) return;
  await signUp(page.request);
  const runs = serverRuns(page);

  await page.goto(`/coding/${problem.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByLabel('Language', { exact: true }).selectOption('python');
  await writeCode(page, consoleErrors, 'Python 3 code', problem.reference);
  const run = page.getByRole('button', { name: /^(Run|Running…|Starting Python 3…)$/ });
  const results = page.getByRole('status', { name: 'Run results' });

  await run.click();
  await expect(results.getByText(/^Accepted/)).toHaveCount(problem.samples, { timeout: ENGINE_TIMEOUT });
  await expect(page.getByText('Ran in your browser')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('python-accepted-1280.png'), fullPage: true });

  // The engine stays loaded: the samples run with the network off.
  await context.setOffline(true);
  await writeCode(page, consoleErrors, 'Python 3 code', `${problem.reference}\n# offline\n`);
  await run.click();
  await expect(run).toHaveText('Run');
  await expect(results.getByText(/^Accepted/)).toHaveCount(problem.samples);

  // A program that never ends: its worker is stopped at the time limit, each sample a Time Limit Exceeded.
  await writeCode(page, consoleErrors, 'Python 3 code', 'while True:\n    pass\n');
  await run.click();
  await expect(results.getByText(/^Time Limit Exceeded/)).toHaveCount(problem.samples, {
    timeout: ENGINE_TIMEOUT,
  });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('python-time-limit-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The stopped worker's replacement loads from the browser's cache, still offline.
  await writeCode(page, consoleErrors, 'Python 3 code', problem.reference);
  await run.click();
  await expect(results.getByText(/^Accepted/)).toHaveCount(problem.samples, { timeout: ENGINE_TIMEOUT });

  // A runtime error shows its traceback.
  await writeCode(page, consoleErrors, 'Python 3 code', 'print(1 // 0)\n');
  await run.click();
  await expect(results.getByText(/^Runtime Error/).first()).toBeVisible();
  await expect(results).toContainText('ZeroDivisionError');
  await context.setOffline(false);
  expect(runs).toEqual([]);
});

test('JavaScript runs the samples in the browser and a loop that never ends is stopped', async ({
  page,
  consoleErrors,
}, testInfo) => {
  const problem = await bankProblem(page.request, 'integer-square-root');
  test.fixme(!problem, 'needs the problem bank (integer-square-root) in the demo data');
  if (!problem) return;
  await signUp(page.request);
  const runs = serverRuns(page);

  await page.goto(`/coding/${problem.slug}`);
  await page.getByLabel('Language', { exact: true }).selectOption('javascript');
  await writeCode(page, consoleErrors, 'JavaScript code', JAVASCRIPT_SQUARE_ROOTS);
  const run = page.getByRole('button', { name: /^(Run|Running…|Starting JavaScript…)$/ });
  const results = page.getByRole('status', { name: 'Run results' });
  await run.click();
  await expect(results.getByText(/^Accepted/)).toHaveCount(problem.samples, { timeout: ENGINE_TIMEOUT });

  await writeCode(page, consoleErrors, 'JavaScript code', 'while (true) {}\n');
  await run.click();
  await expect(results.getByText(/^Time Limit Exceeded/)).toHaveCount(problem.samples, {
    timeout: ENGINE_TIMEOUT,
  });

  // Custom input: its output is shown as it is, nothing compared.
  await page.getByLabel('Run on custom input').check();
  await page.getByRole('textbox', { name: 'Custom input' }).fill('2\n49 50\n');
  await writeCode(page, consoleErrors, 'JavaScript code', JAVASCRIPT_SQUARE_ROOTS);
  await run.click();
  await expect(results).toContainText('Custom input');
  await expect(results.getByText(/^Ran ·/)).toBeVisible();
  await expect(results).toContainText('7\n7');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('javascript-custom-375.png'), fullPage: true });
  expect(runs).toEqual([]);
});

test('a browser that cannot load the engine runs on the server instead', async ({ page, consoleErrors }) => {
  const problem = await bankProblem(page.request);
  test.fixme(!problem, 'needs the problem bank in the demo data');
  if (!problem) return;
  await signUp(page.request);
  const runs = serverRuns(page);
  // As offline before the engine's first load: Pyodide's files do not arrive.
  await page.route('**/engines/**', (route) => route.abort('internetdisconnected'));

  await page.goto(`/coding/${problem.slug}`);
  await page.getByLabel('Language', { exact: true }).selectOption('python');
  await writeCode(page, consoleErrors, 'Python 3 code', problem.reference);
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect.poll(() => runs.length, { timeout: ENGINE_TIMEOUT }).toBe(1);
  // The server's answer: its judge's verdicts, or why it cannot run Python (a server without a judge engine).
  await expect(
    page.getByRole('status', { name: 'Run results' }).or(page.getByRole('alert')).first(),
  ).toBeVisible();
  const browserOnly = /Failed to load resource|pyodide|engines\//i;
  for (let index = consoleErrors.length - 1; index >= 0; index -= 1) {
    if (browserOnly.test(consoleErrors[index] ?? '')) consoleErrors.splice(index, 1);
  }
});
