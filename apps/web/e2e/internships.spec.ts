import type { Page } from '@playwright/test';
import { appTest as base, expect } from './fixtures';

/** The promo popup's once-per-session flag (sessionStorage); set so the popup never covers the form. */
const PROMO_SEEN_KEY = 'pathshala:promo-seen';
const APPLY_PATH = '/api/internshipapplication/applyforinternship';

/**
 * Every journey starts without the promo popup and fails on any console error or page crash. A test that
 * makes the server fail on purpose may allow the browser's own "Failed to load resource" line.
 */
const test = base.extend<{ allowedConsoleErrors: RegExp[]; consoleErrors: string[] }>({
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (!allowedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.addInitScript((key) => window.sessionStorage.setItem(key, '1'), PROMO_SEEN_KEY);
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

const MOTIVATION = 'I want to build real products with a team, learn how code ships and grow as an engineer.';
/** A real, minimal PDF: the server sniffs the header, not only the name. */
const SMALL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const form = (page: Page) => page.getByTestId('internship-form-section');
const textbox = (page: Page, name: string) => form(page).getByRole('textbox', { name, exact: true });
const fullName = (page: Page) => textbox(page, 'Full name');
const email = (page: Page) => textbox(page, 'Email');
const phone = (page: Page) => textbox(page, 'Phone number');
const university = (page: Page) => textbox(page, 'College/University');
const program = (page: Page) => textbox(page, 'Program/Course');
const linkedin = (page: Page) => textbox(page, 'LinkedIn URL');
const portfolio = (page: Page) => textbox(page, 'Portfolio URL');
const motivation = (page: Page) =>
  form(page).getByRole('textbox', { name: /^Why do you want this internship/ });
const listing = (page: Page, title: string) => form(page).getByRole('checkbox', { name: title, exact: true });
const consent = (page: Page) =>
  form(page).getByRole('checkbox', { name: 'I agree to the terms and conditions' });
const resume = (page: Page) => form(page).getByLabel('Resume');
const submitButton = (page: Page) => form(page).getByRole('button', { name: 'Submit Application' });

/** Expects the field to carry this message, tied to it through aria-describedby. */
async function expectFieldError(page: Page, field: ReturnType<typeof fullName>, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(
    new RegExp(message.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')),
  );
  await expect(form(page).getByText(message, { exact: true }).first()).toBeVisible();
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
      for (const [name, value] of init.body.entries()) {
        fields[name] = typeof value === 'string' ? value : `file:${value.name}:${value.type}:${value.size}`;
      }
      sent.push(fields);
    }
    return original(input, init);
  };
}

async function fillValidForm(page: Page) {
  await fullName(page).fill('Meera Iyer');
  await email(page).fill('meera@example.com');
  await phone(page).fill('9123456780');
  await university(page).fill('Anna University');
  await program(page).fill('BTech CSE');
  await form(page).getByRole('combobox', { name: 'Year of study' }).selectOption('3');
  await listing(page, 'Frontend Developer Intern').check();
  await listing(page, 'Data Analyst Intern').check();
  await linkedin(page).fill('https://www.linkedin.com/in/meera');
  await motivation(page).fill(MOTIVATION);
  await consent(page).check();
}

test.describe('internships page', () => {
  test('hero, and the button scrolls to the form', async ({ page }) => {
    await page.goto('/internships');
    await expect(page).toHaveTitle(/Internships/);
    await expect(page.getByRole('heading', { level: 1, name: 'Find Your Dream Internship!' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(submitButton(page)).not.toBeInViewport();
    await page.getByTestId('internship-hero').getByRole('button', { name: 'Apply now' }).click();
    await expect(form(page)).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeInViewport();
    // The year of study starts at '1st Year', and the 12 listings show.
    await expect(form(page).getByRole('combobox', { name: 'Year of study' })).toHaveValue('1');
    await expect(form(page).getByRole('combobox', { name: 'Year of study' }).getByRole('option')).toHaveText([
      '1st Year',
      '2nd Year',
      '3rd Year',
      '4th Year',
      '5th Year or Above',
    ]);
    await expect(form(page).getByRole('checkbox')).toHaveCount(12 + 1);
    await expect(resume(page)).toHaveAttribute('accept', '.pdf,application/pdf');
  });

  test('each field shows its message on blur, and nothing is sent while the form is wrong', async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes(APPLY_PATH)) posts.push(request.url());
    });
    await page.goto('/internships');

    await fullName(page).fill('M');
    await fullName(page).blur();
    await expectFieldError(page, fullName(page), 'Name must be at least 2 characters');

    await email(page).fill('meera@example');
    await email(page).blur();
    await expectFieldError(page, email(page), 'Please enter a valid email address');

    await phone(page).fill('98765');
    await phone(page).blur();
    await expectFieldError(page, phone(page), 'Phone number must be exactly 10 digits');

    await linkedin(page).fill('linkedin.com/in/meera');
    await linkedin(page).blur();
    await expectFieldError(page, linkedin(page), 'Please enter a valid URL');

    await portfolio(page).fill('not a url');
    await portfolio(page).blur();
    await expectFieldError(page, portfolio(page), 'Please enter a valid URL');

    await motivation(page).fill('Too short.');
    await motivation(page).blur();
    await expectFieldError(page, motivation(page), 'Please write at least 50 characters');

    // Fixing a field and leaving it clears its message.
    await fullName(page).fill('Meera Iyer');
    await fullName(page).blur();
    await expect(fullName(page)).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form(page).getByText('Name must be at least 2 characters')).toHaveCount(0);

    await submitButton(page).click();
    await expect(form(page).getByText('Please select at least one internship')).toBeVisible();
    await expect(listing(page, 'Data Analyst Intern')).toHaveAttribute('aria-invalid', 'true');
    await expectFieldError(page, consent(page), 'You must agree to the terms and conditions');
    await expect(
      form(page).getByText('Please enter your university/college name', { exact: true }),
    ).toBeVisible();
    await expect(form(page).getByText('Please enter your program/course', { exact: true })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    expect(posts).toEqual([]);
  });

  test('the resume must be a PDF of at most 2 MB, checked before any request', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes(APPLY_PATH)) posts.push(request.url());
    });
    await page.goto('/internships');

    await resume(page).setInputFiles({
      name: 'resume.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hi'),
    });
    await expectFieldError(page, resume(page), 'Only PDF files are accepted');

    const big = Buffer.concat([SMALL_PDF, Buffer.alloc(2 * 1024 * 1024, 0x20)]);
    await resume(page).setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: big });
    await expectFieldError(page, resume(page), 'File size must be less than 2MB');
    await expect(form(page).getByText('Only PDF files are accepted')).toHaveCount(0);

    // A file named .pdf that is not one is refused too.
    await resume(page).setInputFiles({
      name: 'resume.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('not really a pdf'),
    });
    await expectFieldError(page, resume(page), 'Only PDF files are accepted');

    // With everything else right, the wrong file still stops the submission.
    await fillValidForm(page);
    await submitButton(page).click();
    await expect(resume(page)).toBeFocused();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    expect(posts).toEqual([]);

    await resume(page).setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: SMALL_PDF });
    await expect(resume(page)).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form(page).getByText('Only PDF files are accepted')).toHaveCount(0);
  });

  test('the word count follows the motivation as it is typed', async ({ page }) => {
    await page.goto('/internships');
    const count = form(page).getByTestId('motivation-word-count');
    await expect(count).toHaveText('0 words');
    await motivation(page).pressSequentially('Hello');
    await expect(count).toHaveText('1 word');
    await motivation(page).pressSequentially(' there,  friends\nof mine ');
    await expect(count).toHaveText('5 words');
    await motivation(page).fill('');
    await expect(count).toHaveText('0 words');
  });

  test('a listing in the address starts checked', async ({ page }) => {
    await page.goto('/internships?internship=3');
    await expect(listing(page, 'Data Analyst Intern')).toBeChecked();
    await expect(form(page).getByRole('checkbox', { checked: true })).toHaveCount(1);
    // Only title and department show.
    await expect(listing(page, 'Data Analyst Intern')).toHaveAccessibleDescription('Data Science');

    await page.goto('/internships?id=7');
    await expect(listing(page, 'Software Development Intern')).toBeChecked();
    await expect(form(page).getByRole('checkbox', { checked: true })).toHaveCount(1);

    await page.goto('/internships?internship=99');
    await expect(form(page).getByRole('checkbox', { checked: true })).toHaveCount(0);
  });

  test('a complete application is sent as multipart, with progress, a toast and a reset', async ({
    page,
  }) => {
    await page.addInitScript(recordFormDataPosts);
    await page.goto('/internships');
    await fillValidForm(page);
    await resume(page).setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: SMALL_PDF });
    await expect(resume(page)).not.toHaveAttribute('aria-invalid', 'true');

    const responsePromise = page.waitForResponse(
      (response) => response.url().includes(APPLY_PATH) && response.request().method() === 'POST',
    );
    await submitButton(page).click();

    const progressbar = page.getByRole('progressbar', { name: 'Submitting your application...' });
    await expect(progressbar).toBeVisible();
    await expect(form(page).getByText('Submitting your application...')).toBeVisible();
    // The bar climbs by 10 every 300 ms while the request runs; the form is locked meanwhile.
    await expect(progressbar).toHaveAttribute('aria-valuenow', /^(?:[1-9]0|100)$/);
    await expect(submitButton(page)).toBeDisabled();

    const response = await responsePromise;
    expect(response.status()).toBe(201);
    const request = response.request();
    expect(request.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    // Chromium does not hand a body with a file part to the test (playwright#6479): the fields are read from
    // the FormData the page gave fetch.
    const sent = await page.evaluate(() => (window as unknown as SentForms).__sentForms);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual({
      fullName: 'Meera Iyer',
      email: 'meera@example.com',
      phoneNumber: '9123456780',
      collegeUniversity: 'Anna University',
      programCourse: 'BTech CSE',
      yearOfStudy: '3',
      linkedinUrl: 'https://www.linkedin.com/in/meera',
      portfolioUrl: '',
      motivation: MOTIVATION,
      consent: 'true',
      internshipSelection: '1,3',
      resume: `file:resume.pdf:application/pdf:${SMALL_PDF.length}`,
    });
    expect(request.headers().accept).toBe('application/json');

    await expect(page.getByText('Application submitted successfully!')).toBeVisible();

    // At 100 the bar hides and the form starts over.
    await expect(progressbar).toHaveCount(0);
    await expect(submitButton(page)).toBeEnabled();
    await expect(fullName(page)).toHaveValue('');
    await expect(email(page)).toHaveValue('');
    await expect(motivation(page)).toHaveValue('');
    await expect(form(page).getByRole('combobox', { name: 'Year of study' })).toHaveValue('1');
    await expect(form(page).getByRole('checkbox', { checked: true })).toHaveCount(0);
    expect(await resume(page).evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0);
    await expect(form(page).getByTestId('motivation-word-count')).toHaveText('0 words');
  });

  test.describe('when the server refuses', () => {
    test.use({
      allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 500/],
    });

    test('an error toast shows and the form still resets', async ({ page }) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.route(`**${APPLY_PATH}`, (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, message: 'Something broke' }),
        }),
      );
      await page.goto('/internships?internship=3');
      await fillValidForm(page);
      await submitButton(page).click();
      await expect(page.getByText('Try again later')).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await expect(fullName(page)).toHaveValue('');
      await expect(form(page).getByRole('checkbox', { checked: true })).toHaveCount(0);
      expect(warnings.some((text) => text.includes('Something broke'))).toBe(true);
    });
  });

  test('the FAQ opens one answer at a time', async ({ page }) => {
    await page.goto('/internships');
    const faq = page.getByTestId('internship-faq');
    const questions = faq.getByRole('button');
    await expect(questions).toHaveCount(6);
    for (const question of await questions.all()) {
      await expect(question).toHaveAttribute('aria-expanded', 'false');
    }

    const credits = faq.getByRole('button', { name: 'Will this internship count for academic credit?' });
    const who = faq.getByRole('button', { name: 'Who can apply?' });
    const process = faq.getByRole('button', { name: 'What does the selection process look like?' });

    await credits.click();
    await expect(credits).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByText(/credits in your 7th semester/)).toBeVisible();

    await who.click();
    await expect(who).toHaveAttribute('aria-expanded', 'true');
    await expect(credits).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.getByText(/credits in your 7th semester/)).toBeHidden();
    await expect(faq.getByText(/graduates who finished their degree within the last year/)).toBeVisible();

    await process.click();
    await expect(faq.getByText(/1-3 interviews/)).toBeVisible();
    await expect(faq.getByText(/about 2-3 weeks/)).toBeVisible();
    await expect(faq.getByRole('button', { expanded: true })).toHaveCount(1);

    await process.click();
    await expect(faq.getByRole('button', { expanded: true })).toHaveCount(0);
  });
});
