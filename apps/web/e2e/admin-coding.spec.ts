import { makeZip } from '../../api/src/testing/zip.ts';
import { ADMIN, consoleMenuLink, signIn, signUpLearner, unique } from './course-content';
import { expect, test } from './fixtures';

/**
 * Coding problems in the admin console: a problem is created from the grouped menu with its statement's math drawn
 * in the live preview, its tests uploaded as a zip with a sample chosen, published, and its statement drawn with
 * KaTeX on the learner's page under the real CSP (any refused style or script is a console error, which fails
 * the journey); a learner's submission makes the rejudge action ask before it queues them again.
 */

const STATEMENT = [
  'Given $n$ numbers $a_1, \\ldots, a_n$, print their sum.',
  '',
  '$$S = \\sum_{i=1}^{n} a_i$$',
  '',
  'Constraints: $1 \\le n \\le 10^5$.',
].join('\n');

test('an admin creates, tests and publishes a coding problem with math, and asks before rejudging', async ({
  page,
  browser,
}, testInfo) => {
  const slug = unique('sum')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  await signIn(page.request, ADMIN);
  await page.goto('/admin');
  await (await consoleMenuLink(page, 'Coding problems')).click();
  await expect(page.getByRole('heading', { name: 'Coding problems', level: 1 })).toBeVisible();
  await expect(page.getByTestId('coding-problems-table')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('coding-problems-1280.png'), fullPage: true });

  await page.getByRole('link', { name: 'New problem' }).click();
  const form = page.getByRole('form', { name: 'New problem' });
  await form.getByLabel('Title').fill('Sum of a list');
  await form.getByLabel('Slug').fill(slug);
  await form.getByLabel('Statement').fill(STATEMENT);
  const preview = page.getByTestId('statement-preview');
  await expect(preview.locator('.katex-display')).toHaveCount(1);
  await expect(preview.locator('.katex')).toHaveCount(4);
  await form.getByRole('button', { name: 'Create draft' }).click();
  await expect(page.getByRole('heading', { name: 'Sum of a list', level: 1 })).toBeVisible();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();

  const zip = makeZip([
    { name: '1.in', content: '3\n1 2 3\n' },
    { name: '1.out', content: '6\n' },
    { name: '2.in', content: '2\n40 2\n' },
    { name: '2.out', content: '42\n' },
  ]);
  const upload = page.getByRole('form', { name: 'Upload tests' });
  await upload
    .getByLabel('Tests zip')
    .setInputFiles({ name: 'tests.zip', mimeType: 'application/zip', buffer: zip });
  await upload.getByRole('button', { name: 'Upload tests' }).click();
  await expect(page.getByTestId('coding-tests-table').locator('tbody tr')).toHaveCount(2);
  await expect(page.getByTestId('coding-tests-table').getByText('Sample')).toHaveCount(1);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('coding-problem-1280.png'), fullPage: true });

  // The learner's page draws the statement's math with KaTeX, within the CSP.
  const learner = await browser.newPage();
  await signUpLearner(learner.request, 'Coding Learner', 'Coding#2025');
  await learner.goto(`/coding/${slug}`);
  await expect(learner.locator('.katex-display')).toHaveCount(1);
  await expect(learner.locator('.katex').first()).toBeVisible();
  await learner.screenshot({ path: testInfo.outputPath('coding-learner-1280.png') });
  const submitted = await learner.request.post('/api/coding/submissions', {
    data: { problemId: slug, language: 'javascript', source: 'console.log(6)' },
  });
  await learner.close();

  await page.reload();
  const rejudge = page.getByRole('button', { name: 'Rejudge all submissions' });
  if (submitted.ok()) {
    await rejudge.click();
    const dialog = page.getByTestId('confirm-dialog');
    await expect(dialog).toContainText('go back to the judge queue');
    await page.screenshot({ path: testInfo.outputPath('coding-rejudge-1280.png') });
    await dialog.getByRole('button', { name: /^Rejudge 1 submission$/ }).click();
    await expect(page.getByText('1 submission queued to be judged again')).toBeVisible();
  } else {
    await expect(rejudge).toBeDisabled();
  }

  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('coding-problem-375.png'), fullPage: true });
  await page.goto('/admin/coding/problems');
  await expect(page.getByTestId('coding-problems-table')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('coding-problems-375.png'), fullPage: true });
});
