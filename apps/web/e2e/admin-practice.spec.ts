import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, allowFailedRequests, consoleMenuLink, signIn, signUpLearner } from './course-content';
import { expect, test } from './fixtures';

/**
 * The question bank and mock tests in the admin console: a question is added (the shared schema's messages
 * first), found by search, made multiple choice and archived; a CSV is dry-run (nothing written), refused while
 * a row is invalid, then imported; a learner's attempt at the free mock test shows on its attempts page with its
 * tab switches flagged; the free test's attempts per learner are changed and saved; a new test is made with a
 * section of questions and a section of coding problems from the coding bank.
 */

const PASSWORD = 'Practice#2025';
const FREE_TEST = 'TCS NQT-style Aptitude Mock';
const COURSE_TEST = 'HR Round and Communication Mock';
/** Keys take lower-case letters, digits, dots, dashes and underscores. */
const uniqueKey = (label: string) =>
  `e2e.${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface BankQuestion {
  key: string;
  kind: string;
  correct: number[];
  archived: boolean;
}

/** The bank's questions matching a search, as the admin API lists them. */
async function bankSearch(request: APIRequestContext, q: string) {
  const response = await request.get(`/api/admin/questions?q=${encodeURIComponent(q)}&pageSize=100`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { items: BankQuestion[]; total: number } }).data;
}

async function openAdminConsole(page: Page) {
  await signIn(page.request, ADMIN);
  await page.goto('/admin');
}

const csvLine = (cells: readonly string[]) =>
  cells.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(',');

test.describe('question bank and mock tests', () => {
  test('a question is added, found, made multiple choice and archived', async ({ page }) => {
    const key = uniqueKey('single');
    const prompt = `Which of these numbers is prime? (${key})`;
    await openAdminConsole(page);
    await (await consoleMenuLink(page, 'Questions')).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Questions' })).toBeVisible();
    await page.getByRole('link', { name: 'New question' }).click();

    const editor = page.getByRole('form', { name: 'New question' });
    // Sent empty: the API's own messages, before anything is sent.
    await editor.getByRole('button', { name: 'Add question' }).click();
    await expect(editor.getByText('Choose a topic from the list.')).toBeVisible();
    await expect(editor.getByText('Question is required')).toBeVisible();
    await expect(editor.getByRole('combobox', { name: 'Topic' })).toBeFocused();

    await editor.getByRole('combobox', { name: 'Topic' }).selectOption('quantitative-aptitude');
    await editor.getByRole('textbox', { name: 'Subtopic' }).fill('Number system');
    await editor.getByRole('textbox', { name: 'Key' }).fill(key);
    await editor.getByRole('textbox', { name: 'Question', exact: true }).fill(prompt);
    for (const [letter, option] of [
      ['A', '21'],
      ['B', '23'],
      ['C', '25'],
      ['D', '27'],
    ]) {
      await editor.getByRole('textbox', { name: `Option ${letter}` }).fill(option ?? '');
    }
    await editor.getByRole('textbox', { name: 'Explanation' }).fill('23 has no divisor but 1 and itself.');
    // No right option yet: the question rules say so.
    await editor.getByRole('button', { name: 'Add question' }).click();
    await expect(editor.getByText('A single-choice question has exactly one correct option.')).toBeVisible();
    await editor.getByRole('radio', { name: 'Option B is correct' }).check();
    await expect(editor.getByText('A single-choice question has exactly one correct option.')).toBeHidden();
    await expect(page.getByTestId('question-preview')).toContainText('23');
    await editor.getByRole('button', { name: 'Add question' }).click();
    await expect(page.getByText(`Question ${key} added`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/practice/questions/${key.replaceAll('.', '\\.')}/edit$`));

    // Found in the bank by a word of its prompt.
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Questions' })
      .click();
    await page.getByRole('searchbox', { name: 'Search questions' }).fill(key);
    const row = page.getByTestId('questions-table').getByRole('row').filter({ hasText: key });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Quantitative aptitude');
    await expect(row).toContainText('Single choice');
    await expect(row).toContainText('In use');

    // Multiple choice with two right options.
    await row.getByRole('link', { name: key }).click();
    const edit = page.getByRole('form', { name: 'Edit question' });
    await expect(edit.getByRole('textbox', { name: 'Question', exact: true })).toHaveValue(prompt);
    await edit.getByRole('combobox', { name: 'Kind' }).selectOption('multiple');
    await expect(edit.getByRole('checkbox', { name: 'Option B is correct' })).toBeChecked();
    await edit.getByRole('textbox', { name: 'Option D' }).fill('29');
    await edit.getByRole('checkbox', { name: 'Option D is correct' }).check();
    await edit.getByRole('button', { name: 'Save question' }).click();
    await expect(page.getByText('Question saved')).toBeVisible();
    await expect
      .poll(async () => (await bankSearch(page.request, key)).items.find((item) => item.key === key))
      .toMatchObject({ kind: 'multiple', correct: [1, 3], archived: false });

    // Archived, after a confirmation; it can be restored from the same place.
    await page.getByRole('button', { name: 'Archive', exact: true }).click();
    const confirm = page.getByTestId('confirm-dialog');
    await expect(confirm).toContainText('It leaves practice and new attempts at once');
    await confirm.getByRole('button', { name: 'Archive question' }).click();
    await expect(page.getByText('Question archived')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Restore' })).toBeVisible();
    expect((await bankSearch(page.request, key)).items[0]?.archived).toBe(true);

    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Questions' })
      .click();
    await page.getByRole('combobox', { name: 'State' }).selectOption('true');
    await page.getByRole('searchbox', { name: 'Search questions' }).fill(key);
    await expect(page.getByTestId('questions-table').getByRole('row').filter({ hasText: key })).toContainText(
      'Archived',
    );
  });

  test('a CSV is dry-run, refused while a row is invalid, then imported', async ({ page }) => {
    const stem = uniqueKey('import');
    const keys = [`${stem}-1`, `${stem}-2`];
    await openAdminConsole(page);
    await (await consoleMenuLink(page, 'Import questions')).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Import questions' })).toBeVisible();

    // The template: the API's columns, then one example.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the CSV template' }).click();
    const template = await downloading;
    expect(template.suggestedFilename()).toBe('questions-template.csv');
    const [header, example] = readFileSync(await template.path(), 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(header?.split(',').slice(0, 6)).toEqual([
      'key',
      'topic',
      'subtopic',
      'difficulty',
      'kind',
      'prompt',
    ]);
    expect(header?.split(',')).toHaveLength(17);
    expect(example).toContain('quantitative-aptitude');

    const headerCells = header?.split(',') ?? [];
    const csvOf = (rows: readonly Record<string, string>[]) =>
      `${[headerCells.join(','), ...rows.map((row) => csvLine(headerCells.map((column) => row[column] ?? '')))].join('\n')}\n`;
    const single = {
      key: keys[0] ?? '',
      topic: 'logical-reasoning',
      subtopic: 'Series',
      difficulty: 'easy',
      kind: 'single',
      prompt: `What comes next: 2, 4, 8, 16, ...? (${stem})`,
      option_a: '24',
      option_b: '32',
      option_c: '30',
      correct: 'B',
      explanation: 'Each number doubles the one before it.',
    };
    const numeric = {
      key: keys[1] ?? '',
      topic: 'quantitative-aptitude',
      subtopic: 'Averages',
      difficulty: 'medium',
      kind: 'numeric',
      prompt: `What is the average of 4, 8 and 12? (${stem})`,
      numeric_answer: '8',
      numeric_tolerance: '0',
      explanation: '(4 + 8 + 12) / 3 = 8.',
    };
    const fileInput = page.getByLabel('Choose a .csv or .json file');
    const valid = {
      name: 'questions.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csvOf([single, numeric])),
    };

    // The dry run reports two to create and writes nothing.
    await fileInput.setInputFiles(valid);
    await expect(page.getByText('Read 3 lines from questions.csv.')).toBeVisible();
    await page.getByRole('button', { name: 'Dry run' }).click();
    const report = page.getByTestId('import-report');
    await expect(report.getByTestId('import-count-create')).toHaveText('2');
    await expect(report.getByTestId('import-count-errors')).toHaveText('0');
    await expect(page.getByRole('button', { name: 'Import 2 questions' })).toBeEnabled();
    expect((await bankSearch(page.request, stem)).total).toBe(0);

    // A single-choice row naming two right options blocks the whole import, its row number given.
    await fileInput.setInputFiles({
      ...valid,
      name: 'questions-broken.csv',
      buffer: Buffer.from(csvOf([single, { ...single, key: `${stem}-3`, correct: 'A;B' }])),
    });
    await page.getByRole('button', { name: 'Dry run' }).click();
    const errors = page.getByTestId('import-errors');
    await expect(errors.getByRole('row').filter({ hasText: `${stem}-3` })).toContainText(
      'A single-choice question has exactly one correct option.',
    );
    await expect(errors.getByRole('rowheader')).toHaveText(['3']);
    await expect(page.getByRole('button', { name: 'Import 1 question' })).toBeDisabled();

    // The valid file again: checked, then imported.
    await fileInput.setInputFiles(valid);
    await page.getByRole('button', { name: 'Dry run' }).click();
    await expect(report.getByTestId('import-count-errors')).toHaveText('0');
    await page.getByRole('button', { name: 'Import 2 questions' }).click();
    const result = page.getByTestId('import-result');
    await expect(result).toContainText('2 questions written.');
    await expect(result.getByTestId('import-count-create')).toHaveText('2');
    const imported = await bankSearch(page.request, stem);
    expect(imported.items.map((item) => item.key).sort()).toEqual(keys);
  });

  test("a learner's attempt at the free mock test shows on its attempts page, flagged", async ({
    page,
    request,
  }) => {
    // A learner of our own, on a request context apart from the admin's page, leaves the tab twice.
    const learnerEmail = await signUpLearner(request, 'Ishita Verma', PASSWORD);
    const list = (await (await request.get('/api/mock-tests')).json()) as {
      data: { tests: { id: string; title: string }[] };
    };
    const free = list.data.tests.find((item) => item.title === FREE_TEST);
    if (!free) throw new Error(`${FREE_TEST} is missing from the demo data`);
    const started = await request.post(`/api/mock-tests/${free.id}/attempts`);
    expect(started.ok()).toBe(true);
    const attemptId = ((await started.json()) as { data: { id: string } }).data.id;
    for (const kind of ['tab-switch', 'tab-switch', 'fullscreen-exit']) {
      expect((await request.post(`/api/attempts/${attemptId}/events`, { data: { kind } })).ok()).toBe(true);
    }
    expect((await request.post(`/api/attempts/${attemptId}/submit`)).ok()).toBe(true);

    await openAdminConsole(page);
    await (await consoleMenuLink(page, 'Mock tests')).click();
    const tests = page.getByTestId('mock-tests-table');
    await expect(tests.getByRole('row').filter({ hasText: FREE_TEST })).toContainText('Free');
    await tests.getByRole('link', { name: FREE_TEST }).click();
    await expect(page.getByRole('heading', { level: 1, name: FREE_TEST })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search learners' }).fill(learnerEmail);
    const row = page.getByTestId('attempts-table').getByRole('row').filter({ hasText: learnerEmail });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Ishita Verma');
    await expect(row).toContainText('Flagged');
    const cells = row.getByRole('cell');
    await expect(cells.nth(0)).toHaveText('SubmittedBy the learner');
    await expect(cells.nth(1)).toHaveText('0');
    // Tab switches, then fullscreen exits.
    await expect(cells.nth(2)).toHaveText('2');
    await expect(cells.nth(3)).toHaveText('1');

    // Only attempts still running: not this one.
    await page.getByRole('combobox', { name: 'Status' }).selectOption('in_progress');
    await expect(page.getByTestId('attempts-table')).toContainText('No attempts match this search.');
  });

  test('a question gets an uploaded figure that learners see with its alt text', async ({
    page,
    consoleErrors,
  }) => {
    const key = uniqueKey('figure');
    const subtopic = `Figures ${key.slice(-8)}`;
    await signIn(page.request, ADMIN);
    const created = await page.request.post('/api/admin/questions', {
      data: {
        key,
        topic: 'logical-reasoning',
        subtopic,
        difficulty: 'easy',
        kind: 'single',
        prompt: 'Which bar in the chart is the tallest?',
        options: ['The first', 'The second'],
        correct: [0],
        explanation: 'The first bar reaches highest.',
      },
    });
    expect(created.ok()).toBe(true);
    await page.goto(`/admin/practice/questions/${key}/edit`);
    const edit = page.getByRole('form', { name: 'Edit question' });
    const upload = edit.getByTestId('question-image-upload');
    await expect(upload).toContainText('No image');

    // Not an image by its content: refused with the server's message.
    await upload.getByLabel(/Upload image/).setInputFiles({
      name: 'chart.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not really a PNG'),
    });
    await expect(upload.getByTestId('upload-error')).toBeVisible();
    allowFailedRequests(consoleErrors, 415);

    const chart = await page.screenshot({ clip: { x: 0, y: 0, width: 240, height: 120 } });
    await upload
      .getByLabel(/Upload image/)
      .setInputFiles({ name: 'chart.png', mimeType: 'image/png', buffer: chart });
    await expect(upload).toContainText('Uploaded chart.png');
    await expect(upload.getByRole('img', { name: `Figure for question ${key}` })).toBeVisible();
    const address = edit.getByRole('textbox', { name: 'Image address' });
    await expect(address).toHaveValue(/^\/api\/catalogue-images\/[a-f0-9]{32}\.webp$/);
    await expect(page.getByTestId('question-preview').locator('img')).toBeVisible();
    // Saved with the rest of the question, the image stays.
    await edit.getByRole('textbox', { name: 'Explanation' }).fill('The first bar reaches highest of all.');
    await edit.getByRole('button', { name: 'Save question' }).click();
    await expect(page.getByText('Question saved')).toBeVisible();
    const stored = (await bankSearch(page.request, key)).items[0] as BankQuestion & {
      imageUrl: string | null;
    };
    expect(stored.imageUrl).toMatch(/\/api\/catalogue-images\/[a-f0-9]{32}\.webp$/);

    // A learner practising that subtopic sees the figure, described.
    await signUpLearner(page.request, 'Farah Khan', PASSWORD);
    await page.goto(`/practice?topic=logical-reasoning&subtopic=${encodeURIComponent(subtopic)}`);
    const figure = page
      .getByTestId('practice-question')
      .getByRole('img', { name: 'Figure for this question' });
    await expect(figure).toBeVisible();
    expect(await figure.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  });

  test("a test's sections and marking are edited while nobody has taken it, then kept", async ({
    page,
    consoleErrors,
  }) => {
    const TEST = 'Infosys-style Reasoning and Aptitude Mock';
    await openAdminConsole(page);
    const listed = (await (await page.request.get('/api/admin/mock-tests')).json()) as {
      data: {
        items: {
          id: string;
          title: string;
          sections: object[];
          marksPerQuestion: number;
          negativeMarks: number;
        }[];
      };
    };
    const original = listed.data.items.find((item) => item.title === TEST);
    if (!original) throw new Error(`${TEST} is missing from the demo data`);
    await (await consoleMenuLink(page, 'Mock tests')).click();
    const row = page.getByTestId('mock-tests-table').getByRole('row').filter({ hasText: TEST });

    try {
      await row.getByRole('button', { name: `Sections of ${TEST}` }).click();
      const form = page.getByRole('form', { name: 'Mock test sections' });
      const sections = form.getByTestId('section-editor');
      await expect(sections).toHaveCount(original.sections.length);
      const first = sections.first();
      await first.getByRole('spinbutton', { name: 'Minutes' }).fill('0.5');
      await form.getByRole('button', { name: 'Save sections' }).click();
      await expect(form.getByText('A section lasts at least 1 minute.')).toBeVisible();
      await first.getByRole('spinbutton', { name: 'Minutes' }).fill('12');
      await first.getByRole('textbox', { name: 'Name' }).fill('Numbers first');
      await form.getByRole('spinbutton', { name: 'Marks off a wrong answer' }).fill('0.5');
      // A key the bank does not have: the server names it.
      const keys = first.getByRole('textbox', { name: /^Questions/ });
      const kept = await keys.inputValue();
      await keys.fill(`${kept}\nno.such.question`);
      await form.getByRole('button', { name: 'Save sections' }).click();
      await expect(form.getByText('No question has the key no.such.question.')).toBeVisible();
      allowFailedRequests(consoleErrors, 400);
      await keys.fill(kept);
      await form.getByRole('button', { name: 'Save sections' }).click();
      await expect(page.getByText('Sections saved')).toBeVisible();
      await expect(form).toBeHidden();
      await expect(row).toContainText('−0.5 for a wrong answer');
      const saved = (await (await page.request.get('/api/admin/mock-tests')).json()) as typeof listed;
      expect(saved.data.items.find((item) => item.title === TEST)).toMatchObject({
        negativeMarks: 0.5,
        sections: expect.arrayContaining([
          expect.objectContaining({ title: 'Numbers first', durationSeconds: 720 }),
        ]),
      });
    } finally {
      const { sections, marksPerQuestion, negativeMarks } = original;
      const restored = await page.request.put(`/api/admin/mock-tests/${original.id}/sections`, {
        data: { sections, marksPerQuestion, negativeMarks },
      });
      expect(restored.ok()).toBe(true);
    }

    // A test learners have taken keeps its sections: shown, not editable.
    const free = listed.data.items.find((item) => item.title === FREE_TEST);
    await signUpLearner(page.request, 'Arjun Mehta', PASSWORD);
    const started = await page.request.post(`/api/mock-tests/${free?.id}/attempts`);
    expect(started.ok()).toBe(true);
    const attemptId = ((await started.json()) as { data: { id: string } }).data.id;
    expect((await page.request.post(`/api/attempts/${attemptId}/submit`)).ok()).toBe(true);
    await signIn(page.request, ADMIN);
    await page.reload();
    const freeRow = page.getByTestId('mock-tests-table').getByRole('row').filter({ hasText: FREE_TEST });
    await freeRow.getByRole('button', { name: `Sections of ${FREE_TEST}` }).click();
    const lockedForm = page.getByRole('form', { name: 'Mock test sections' });
    await expect(lockedForm.getByText(/^Learners have taken this test/)).toBeVisible();
    await expect(lockedForm.getByRole('button', { name: 'Save sections' })).toHaveCount(0);
    await expect(
      lockedForm.getByTestId('section-editor').first().getByRole('textbox', { name: 'Name' }),
    ).toBeDisabled();
  });

  test('a new mock test with a coding section is made in the console and kept when saved again', async ({
    page,
  }, testInfo) => {
    const title = `Coding Round ${Date.now().toString(36)}`;
    await openAdminConsole(page);
    // Demo questions (other journeys add and archive keys of their own, starting e2e.).
    const quant = (await (
      await page.request.get(
        '/api/admin/questions?topic=quantitative-aptitude&archived=false&sort=key&order=desc&pageSize=20',
      )
    ).json()) as { data: { items: { key: string }[] } };
    const keys = quant.data.items
      .map((item) => item.key)
      .filter((key) => !key.startsWith('e2e.'))
      .slice(0, 3);
    expect(keys).toHaveLength(3);
    await (await consoleMenuLink(page, 'Mock tests')).click();
    await page.getByRole('button', { name: 'New mock test' }).click();
    const form = page.getByRole('form', { name: 'New mock test' });

    // Sent empty: the shared schema's messages, the title's first.
    await form.getByRole('button', { name: 'Add mock test' }).click();
    await expect(form.getByText('Title is required')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Title' })).toBeFocused();
    await form.getByRole('textbox', { name: 'Title' }).fill(title);
    await form.getByRole('textbox', { name: 'Description' }).fill('A short warm-up, then two problems.');

    const sections = form.getByTestId('section-editor');
    const warmUp = sections.nth(0);
    await warmUp.getByRole('textbox', { name: 'Name' }).fill('Warm-up');
    await warmUp.getByRole('combobox', { name: 'Topic' }).selectOption('quantitative-aptitude');
    await warmUp.getByRole('spinbutton', { name: 'Minutes' }).fill('5');
    await warmUp.getByRole('textbox', { name: /^Questions/ }).fill(keys.join('\n'));

    await form.getByRole('button', { name: 'Add a section' }).click();
    const coding = sections.nth(1);
    await coding.getByRole('radio', { name: 'Coding problems' }).check();
    await expect(coding.getByRole('combobox', { name: 'Topic' })).toHaveValue('dsa');
    await coding.getByRole('textbox', { name: 'Name' }).fill('Coding');
    await coding.getByRole('spinbutton', { name: 'Minutes' }).fill('30');
    await coding.getByRole('spinbutton', { name: 'Marks each' }).fill('20');
    await form.getByRole('button', { name: 'Add mock test' }).click();
    await expect(coding.getByText('Give the coding section at least one problem.')).toBeVisible();
    await expect(coding.getByRole('searchbox', { name: 'Find a published problem' })).toBeFocused();

    // Found by title among the published problems, added, then put in order.
    const search = coding.getByRole('searchbox', { name: 'Find a published problem' });
    await search.fill('Whole Square');
    await coding.getByRole('button', { name: 'Add Whole Square Roots' }).click();
    await search.fill('One Trade');
    await coding.getByRole('button', { name: 'Add One Trade, Best Profit' }).click();
    await expect(
      coding.getByRole('button', { name: 'One Trade, Best Profit is in the test' }),
    ).toBeDisabled();
    const chosen = coding.getByTestId('section-problem');
    await expect(chosen).toHaveCount(2);
    await coding.getByRole('button', { name: 'Move problem One Trade, Best Profit up' }).click();
    await expect(chosen.nth(0)).toContainText('One Trade, Best Profit');
    await expect(chosen.nth(1)).toContainText('Whole Square Roots');
    await expect(form.getByTestId('sections-total')).toContainText(
      '3 questions and 2 coding problems in 35 min',
    );
    await coding.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('mock-test-editor-1280.png') });
    await page.setViewportSize({ width: 375, height: 812 });
    await coding.getByTestId('section-problems').scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('mock-test-editor-375.png') });
    await page.setViewportSize({ width: 1280, height: 800 });

    await form.getByRole('button', { name: 'Add mock test' }).click();
    await expect(page.getByText('Mock test added')).toBeVisible();
    await expect(form).toBeHidden();
    const row = page.getByTestId('mock-tests-table').getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('Hidden');
    await expect(row.getByTestId('mock-test-problems')).toHaveText('+ 2 coding problems');

    interface ListedTest {
      id: string;
      title: string;
      published: boolean;
      sections: { kind: string; problems?: { slug: string }[]; marksPerProblem?: number }[];
    }
    const listedTests = async () =>
      ((await (await page.request.get('/api/admin/mock-tests')).json()) as { data: { items: ListedTest[] } })
        .data.items;
    const made = (await listedTests()).find((item) => item.title === title);
    expect(made).toMatchObject({
      published: false,
      sections: [
        { kind: 'questions', questionKeys: keys },
        {
          kind: 'coding',
          durationSeconds: 1800,
          marksPerProblem: 20,
          problems: [{ slug: 'single-trade-profit' }, { slug: 'integer-square-root' }],
        },
      ],
    });

    // Opened again, the coding section shows as it was made, and saving keeps it.
    await row.getByRole('button', { name: `Sections of ${title}` }).click();
    const edit = page.getByRole('form', { name: 'Mock test sections' });
    const kept = edit.getByTestId('section-editor').nth(1);
    await expect(kept.getByRole('radio', { name: 'Coding problems' })).toBeChecked();
    await expect(kept.getByTestId('section-problem')).toHaveText([
      /One Trade, Best Profit/,
      /Whole Square Roots/,
    ]);
    await edit.getByRole('button', { name: 'Save sections' }).click();
    await expect(page.getByText('Sections saved')).toBeVisible();
    expect((await listedTests()).find((item) => item.title === title)?.sections).toEqual(made?.sections);
  });

  // A course test, not the free one: the learner journeys, running alongside, read the free test's attempts.
  test("a test's attempts per learner are changed and saved", async ({ page }) => {
    await openAdminConsole(page);
    await (await consoleMenuLink(page, 'Mock tests')).click();
    const row = page.getByTestId('mock-tests-table').getByRole('row').filter({ hasText: COURSE_TEST });
    const maxAttempts = row.getByTestId('mock-test-max-attempts');
    await expect(maxAttempts).toHaveText(/^\d+$/);
    const before = Number(await maxAttempts.textContent());
    const after = before + 1;
    const testId = (await row.getByRole('link', { name: COURSE_TEST }).getAttribute('href'))?.split('/')[4];

    try {
      await row.getByRole('button', { name: `Edit access to ${COURSE_TEST}` }).click();
      const form = page.getByRole('form', { name: 'Mock test access' });
      await expect(form.getByRole('radio', { name: /Free for every learner/ })).not.toBeChecked();
      const attempts = form.getByRole('spinbutton', { name: 'Attempts per learner' });
      await expect(attempts).toHaveValue(String(before));
      // The shared schema's limit first.
      await attempts.fill('51');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form.getByText('Allow at most 50 attempts.')).toBeVisible();
      await attempts.fill(String(after));
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Mock test saved')).toBeVisible();
      await expect(form).toBeHidden();
      await expect(maxAttempts).toHaveText(String(after));
      await page.reload();
      await expect(maxAttempts).toHaveText(String(after));
    } finally {
      // Put back: a later run of this journey starts from the demo value.
      const restored = await page.request.patch(`/api/admin/mock-tests/${testId}`, {
        data: { maxAttempts: before },
      });
      expect(restored.ok()).toBe(true);
    }
  });
});
