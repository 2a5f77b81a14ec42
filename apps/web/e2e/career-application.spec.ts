import type { Page } from '@playwright/test';
import { appTest as base, expect } from './fixtures';

/** The promo popup's once-per-session flag (sessionStorage); set so the popup never covers the page. */
const PROMO_SEEN_KEY = 'pathshala:promo-seen';
const APPLY_CALL = '**/api/internship/apply';
const POSITION = 'Frontend Developer Intern';
const PAGE_PATH = `/internship/${encodeURIComponent(POSITION)}`;
const TEN_MB = 10 * 1024 * 1024;

interface ConsoleGuard {
  /** Console errors a test provokes on purpose (a mocked 500 is logged by the browser) and so allows. */
  allow: (matches: (text: string, url: string) => boolean) => void;
}

/** Every journey starts without the promo popup and fails on any unexpected console error or page crash. */
const test = base.extend<{ consoleErrors: ConsoleGuard }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: { text: string; url: string }[] = [];
      const allowed: ((text: string, url: string) => boolean)[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push({ text: message.text(), url: message.location().url });
      });
      page.on('pageerror', (error) => errors.push({ text: error.message, url: '' }));
      await page.addInitScript((key) => window.sessionStorage.setItem(key, '1'), PROMO_SEEN_KEY);
      await use({ allow: (matches) => allowed.push(matches) });
      const unexpected = errors.filter(({ text, url }) => !allowed.some((matches) => matches(text, url)));
      expect(
        unexpected.map(({ text }) => text),
        'console errors',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

const form = (page: Page) => page.getByRole('form', { name: `${POSITION} application` });
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A control by its whole label; the labels end in a (visual, aria-hidden) star. */
const field = (page: Page, label: string) =>
  form(page).getByLabel(new RegExp(`^${escapeRegExp(label)}\\*?$`));
const submitButton = (page: Page) => form(page).getByRole('button', { name: 'Submit' });
const toast = (page: Page, text: string) => page.locator('.Toastify__toast', { hasText: text });

/** A small file the server accepts as a PDF (it checks the header). */
const pdf = (name = 'resume.pdf', size = 0) => {
  const header = Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );
  const buffer =
    size > header.length ? Buffer.concat([header, Buffer.alloc(size - header.length, 0x20)]) : header;
  return { name, mimeType: 'application/pdf', buffer };
};

async function fillValid(page: Page) {
  await field(page, 'Name').fill('Ravi Kumar');
  await field(page, 'E-mail').fill('ravi.kumar@example.com');
  await field(page, 'Contact No').fill('9876543210');
  await field(page, 'College Name').fill('IIT Madras');
  await field(page, 'Year/Experienced').selectOption('third year');
  await field(page, 'GitHub').fill('https://github.com/ravi');
}

interface SentForms {
  __sentForms: Record<string, string>[];
}

/** Init script: keeps the fields of every FormData the page posts with fetch (files as name, type and size). */
function recordFormDataPosts() {
  const sent: Record<string, string>[] = [];
  (window as unknown as SentForms).__sentForms = sent;
  const original = window.fetch.bind(window);
  window.fetch = (input, init) => {
    if (init?.body instanceof FormData) {
      const fields: Record<string, string> = {};
      init.body.forEach((value, name) => {
        fields[name] = typeof value === 'string' ? value : `file:${value.name}:${value.type}:${value.size}`;
      });
      sent.push(fields);
    }
    return original(input, init);
  };
}

/** Counts the requests the page sends to the apply endpoint. */
function countApplyRequests(page: Page) {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (request.url().includes('/api/internship/apply')) seen.count += 1;
  });
  return seen;
}

/** Expects `message` as the field's error, tied to it with aria-invalid and aria-describedby. */
async function expectFieldError(page: Page, label: string, message: string) {
  const control = field(page, label);
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  await expect(control).toHaveAccessibleDescription(
    new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );
  await expect(form(page).getByText(message, { exact: true })).toBeVisible();
}

test.describe('career application', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(recordFormDataPosts);
    await page.goto(PAGE_PATH);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${POSITION} Application form`);
  });

  test('shows the decoded position, every field and a disabled Submit', async ({ page }) => {
    await expect(page).toHaveTitle(new RegExp(`${POSITION} Application form`));
    for (const label of ['Name', 'E-mail', 'Contact No', 'College Name', 'Year/Experienced', 'GitHub']) {
      await expect(field(page, label)).toBeVisible();
    }
    await expect(field(page, 'Upload Resume')).toHaveAttribute('type', 'file');
    await expect(field(page, 'Upload Resume')).toHaveAttribute('accept', /\.pdf,\.doc,\.docx/);
    await expect(field(page, 'Year/Experienced').locator('option')).toHaveText([
      'Select year',
      'First year',
      'Second year',
      'Third year',
      'Fourth year',
      'Experienced',
    ]);
    // GitHub is optional, yet its label shows the star like the others (spec §2).
    await expect(form(page).locator('label', { hasText: 'GitHub' })).toHaveText('GitHub*');
    await expect(field(page, 'GitHub')).not.toHaveAttribute('required');
    await expect(submitButton(page)).toBeDisabled();
  });

  test('each field is checked while typing and Submit stays disabled while invalid', async ({ page }) => {
    await fillValid(page);
    await field(page, 'Upload Resume').setInputFiles(pdf());
    await expect(submitButton(page)).toBeEnabled();

    const cases: [string, string, string][] = [
      ['Name', '', 'Full Name is required'],
      ['Name', 'Ravi 2', 'Name should contain only letters and spaces'],
      ['E-mail', 'ravi@', 'Invalid email format'],
      ['Contact No', '98765', 'Contact number must be 10 digits'],
      ['College Name', '', 'College is required'],
      ['College Name', 'IIT-Madras', 'College name should contain only letters and spaces'],
      ['GitHub', 'github.com/ravi', 'Invalid URL'],
    ];
    const valid: Record<string, string> = {
      Name: 'Ravi Kumar',
      'E-mail': 'ravi.kumar@example.com',
      'Contact No': '9876543210',
      'College Name': 'IIT Madras',
      GitHub: 'https://github.com/ravi',
    };
    for (const [label, value, message] of cases) {
      await field(page, label).fill(value);
      await expectFieldError(page, label, message);
      await expect(submitButton(page)).toBeDisabled();
      await field(page, label).fill(valid[label] ?? '');
      await expect(form(page).getByText(message, { exact: true })).toBeHidden();
      await expect(field(page, label)).not.toHaveAttribute('aria-invalid');
      await expect(submitButton(page)).toBeEnabled();
    }

    // GitHub may be left empty.
    await field(page, 'GitHub').fill('');
    await expect(submitButton(page)).toBeEnabled();

    // Removing the chosen file asks for one again.
    await field(page, 'Upload Resume').setInputFiles([]);
    await expectFieldError(page, 'Upload Resume', 'Resume is required');
    await expect(submitButton(page)).toBeDisabled();
  });

  test('a wrong file type or a file over 10 MB is refused before any request', async ({ page }) => {
    const requests = countApplyRequests(page);
    await fillValid(page);
    const upload = field(page, 'Upload Resume');

    await upload.setInputFiles({
      name: 'resume.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('my resume'),
    });
    await expectFieldError(page, 'Upload Resume', 'Invalid file type. Allowed: PDF, DOC, DOCX');
    await expect(submitButton(page)).toBeDisabled();
    await field(page, 'Name').press('Enter');

    await upload.setInputFiles(pdf('big.pdf', TEN_MB + 1));
    await expectFieldError(page, 'Upload Resume', 'File size exceeds 10MB.');
    await expect(form(page).getByText('Invalid file type. Allowed: PDF, DOC, DOCX')).toBeHidden();
    await expect(submitButton(page)).toBeDisabled();
    await field(page, 'Name').press('Enter');

    // The extension decides, whatever its case.
    await upload.setInputFiles(pdf('RESUME.PDF'));
    await expect(form(page).getByText('File size exceeds 10MB.')).toBeHidden();
    await expect(submitButton(page)).toBeEnabled();

    await page.waitForTimeout(300);
    expect(requests.count, 'requests to /api/internship/apply').toBe(0);
  });

  test('a complete application is sent as multipart; the message shows until the next edit', async ({
    page,
  }) => {
    await fillValid(page);
    await field(page, 'Upload Resume').setInputFiles(pdf());

    const requestPromise = page.waitForRequest(
      (request) => request.url().includes('/api/internship/apply') && request.method() === 'POST',
    );
    const responsePromise = page.waitForResponse((response) =>
      response.url().includes('/api/internship/apply'),
    );
    await submitButton(page).click();
    const request = await requestPromise;
    const response = await responsePromise;
    expect(response.status()).toBe(201);

    const headers = await request.allHeaders();
    expect(headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(headers.accept).toBe('application/json');
    // Chromium does not hand over a body with a file in it, so the page's own FormData is checked.
    const sent = await page.evaluate(() => (window as unknown as SentForms).__sentForms);
    expect(sent).toEqual([
      {
        name: 'Ravi Kumar',
        email: 'ravi.kumar@example.com',
        mobileNo: '9876543210',
        college: 'IIT Madras',
        year: 'third year',
        github: 'https://github.com/ravi',
        position: POSITION,
        resume: `file:resume.pdf:application/pdf:${pdf().buffer.length}`,
      },
    ]);

    const message = form(page).getByRole('status');
    await expect(message).toHaveText('Form submitted successfully!');
    await expect(toast(page, 'Form submitted successfully!')).toBeVisible();
    await expect(submitButton(page)).toBeEnabled();

    await field(page, 'College Name').press('End');
    await field(page, 'College Name').pressSequentially(' Chennai');
    await expect(form(page).getByText('Form submitted successfully!')).toBeHidden();
    await expect(field(page, 'College Name')).toHaveValue('IIT Madras Chennai');
  });

  test('a server failure shows the error toast and the form is usable again', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow((text, url) => url.includes('/api/internship/apply') && text.includes('500'));
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(APPLY_CALL, async (route) => {
      await held;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Internal Server Error' }),
      });
    });
    await fillValid(page);
    await field(page, 'Upload Resume').setInputFiles(pdf());
    await submitButton(page).click();

    // While sending: spinner (aria-busy) and a disabled button.
    await expect(submitButton(page)).toHaveAttribute('aria-busy', 'true');
    await expect(submitButton(page)).toBeDisabled();
    release();

    await expect(toast(page, 'Try again later')).toBeVisible();
    await expect(submitButton(page)).toBeEnabled();
    await expect(submitButton(page)).not.toHaveAttribute('aria-busy');
    await expect(form(page).getByText('Form submitted successfully!')).toBeHidden();
    await expect(field(page, 'Name')).toHaveValue('Ravi Kumar');
  });
});
