import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { signUpLearner } from './course-content';
import { expect, test } from './fixtures';

const PASSWORD = 'Resume@12345';
const hasPdftoppm = () => spawnSync('pdftoppm', ['-v'], { stdio: 'ignore' }).status === 0;

const builder = (page: Page) => page.getByRole('form', { name: 'Résumé details' });
const preview = (page: Page) => page.getByTestId('resume-preview');
const saveStatus = (page: Page) => page.getByTestId('resume-save-status');

async function expectSaved(page: Page) {
  await expect(saveStatus(page)).toHaveText('Saved', { timeout: 15_000 });
}

test.describe('the résumé builder', () => {
  test('a learner builds a résumé from the profile, exports the PDF and applies with it', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const name = 'Ananya Iyer';
    const email = await signUpLearner(page.request, name, PASSWORD);

    // A visitor is sent to sign in and comes back to the builder.
    await page.context().clearCookies();
    await page.goto('/resume');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fresume$/);
    const login = page.getByRole('form', { name: 'Login' });
    await login.getByLabel('Email').fill(email);
    await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await login.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/resume$/, { timeout: 20_000 });

    // Prefilled from the profile; the first open is saved at once.
    const form = builder(page);
    await expect(form.getByRole('textbox', { name: 'Full name' })).toHaveValue(name);
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await expect(form.getByRole('textbox', { name: 'Phone' })).toHaveValue('9876543210');
    await expectSaved(page);

    await form.getByRole('textbox', { name: 'City' }).fill('Chennai');
    // Two links, then the first removed: the one left keeps its own text.
    const addLink = form.getByRole('button', { name: 'Add a link (LinkedIn, GitHub, portfolio)' });
    await addLink.click();
    await form.getByRole('textbox', { name: 'Link label' }).fill('Blog');
    await form.getByRole('textbox', { name: 'Link URL' }).fill('https://ananya.example.in');
    await addLink.click();
    await form.getByRole('textbox', { name: 'Link label' }).nth(1).fill('GitHub');
    await form.getByRole('textbox', { name: 'Link URL' }).nth(1).fill('https://github.com/ananya');
    await form.getByRole('button', { name: 'Remove link 1' }).click();
    await expect(form.getByRole('textbox', { name: 'Link label' })).toHaveValue('GitHub');
    await expect(form.getByRole('textbox', { name: 'Link URL' })).toHaveValue('https://github.com/ananya');
    await form.getByRole('button', { name: 'Add education' }).click();
    await form.getByRole('textbox', { name: 'College' }).fill('Anna University');
    await form.getByRole('textbox', { name: 'Programme' }).fill('BTech Computer Science');
    await form.getByRole('textbox', { name: 'Year of passing' }).fill('2027');
    const cgpa = form.getByRole('textbox', { name: 'CGPA (out of 10)' });
    await cgpa.fill('11');
    await expect(form.getByText('CGPA must be a number from 0 to 10')).toBeVisible({ timeout: 10_000 });
    await expect(saveStatus(page)).toContainText('Not saved');
    await cgpa.fill('8.6');
    await form.getByRole('textbox', { name: 'Skills, separated by commas' }).fill('Java, SQL, React');
    await form.getByRole('button', { name: 'Add a project' }).click();
    await form.getByRole('textbox', { name: 'Project title' }).fill('Campus Canteen App');
    await form
      .getByRole('textbox', { name: 'What you built and with what' })
      .fill('Ordering and UPI payments for 2,000 students, in React and Node.');
    await expect(form.getByText('CGPA must be a number from 0 to 10')).toHaveCount(0);
    await expectSaved(page);

    // The live preview follows the form.
    await expect(preview(page)).toContainText('Anna University · 2027');
    await expect(preview(page)).toContainText('CGPA 8.6/10');
    await expect(preview(page)).toContainText('Java, SQL, React');

    // Another template; the choice is saved with the rest.
    await page.getByText('Modern', { exact: true }).click();
    await expectSaved(page);

    // Survives a reload.
    await page.reload();
    await expect(builder(page).getByRole('textbox', { name: 'College' })).toHaveValue('Anna University');
    await expect(page.getByRole('radio', { name: 'Modern' })).toBeChecked();

    // From the top: the sticky header is drawn where the page is scrolled to.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: testInfo.outputPath('resume-builder-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: testInfo.outputPath('resume-builder-375.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    // Export: a one-page PDF, rendered to an image to look at.
    const downloadPromise = page.waitForEvent('download');
    await page.getByTestId('resume-export').click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/Resume\.pdf$/);
    const pdfPath = testInfo.outputPath('resume.pdf');
    await download.saveAs(pdfPath);
    const answer = await page.request.get('/api/resume/pdf?template=modern');
    expect(answer.headers()['content-type']).toBe('application/pdf');
    expect(answer.headers()['x-resume-pages']).toBe('1');
    if (hasPdftoppm()) {
      const pngStem = testInfo.outputPath('resume-pdf');
      const rendered = spawnSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', pdfPath, pngStem]);
      expect(rendered.status, String(rendered.stderr)).toBe(0);
      const png = [`${pngStem}-1.png`, `${pngStem}-01.png`].find((file) => existsSync(file));
      expect(png, 'pdftoppm wrote the first page').toBeDefined();
      expect(statSync(png ?? '').size).toBeGreaterThan(10_000);
    } else {
      const reason = 'pdftoppm (poppler-utils) is not installed: the PDF is not rendered to an image';
      if (process.env.CI) throw new Error(`CI installs poppler-utils, yet ${reason}`);
      console.log(`resume: ${reason}`);
      testInfo.annotations.push({ type: 'skip', description: `PDF rendering: ${reason}` });
    }

    // Apply to an internship with the résumé: the form is prefilled and offers it instead of a file.
    await page.goto('/internships');
    const application = page.getByTestId('internship-form-section');
    await expect(application.getByRole('textbox', { name: 'Full name', exact: true })).toHaveValue(name);
    await expect(application.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
    await expect(application.getByRole('textbox', { name: 'College/University', exact: true })).toHaveValue(
      'Anna University',
    );
    await expect(application.getByRole('textbox', { name: 'Program/Course', exact: true })).toHaveValue(
      'BTech Computer Science',
    );
    await application.getByRole('checkbox', { name: 'Attach my Pathshala résumé' }).check();
    await expect(application.getByLabel('Resume')).toBeHidden();
    await application.getByRole('checkbox', { name: 'Frontend Developer Intern', exact: true }).check();
    await application
      .getByRole('textbox', { name: /^Why do you want this internship/ })
      .fill('I want to build real products with a team, learn how code ships and grow as an engineer.');
    await application.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).check();
    const sent = page.waitForResponse(
      (response) =>
        response.url().includes('/api/internshipapplication/applyforinternship') &&
        response.request().method() === 'POST',
    );
    await application.getByRole('button', { name: 'Submit Application' }).click();
    expect((await sent).status()).toBe(201);
    await expect(page.getByText('Application submitted successfully!')).toBeVisible();

    // The career form too: prefilled, and the résumé attached in place of the upload.
    await page.goto('/internship/Frontend%20Developer%20Intern');
    const career = page.getByRole('form', { name: 'Frontend Developer Intern application' });
    await expect(career.getByLabel(/^Name\*?$/)).toHaveValue(name);
    await expect(career.getByLabel(/^Contact No\*?$/)).toHaveValue('9876543210');
    await expect(career.getByLabel(/^College Name\*?$/)).toHaveValue('Anna University');
    await expect(career.getByLabel(/^GitHub\*?$/)).toHaveValue('https://github.com/ananya');
    await career.getByLabel(/^Year\/Experienced\*?$/).selectOption('fourth year');
    await career.getByRole('checkbox', { name: 'Attach my Pathshala résumé' }).check();
    const careerSent = page.waitForResponse(
      (response) =>
        response.url().includes('/api/internship/apply') && response.request().method() === 'POST',
    );
    await career.getByRole('button', { name: 'Submit' }).click();
    expect((await careerSent).status()).toBe(201);
    await expect(career.getByText('Form submitted successfully!')).toBeVisible();
  });

  test('a résumé longer than a page is exported, with a truthful warning', async ({ page }) => {
    await signUpLearner(page.request, 'Kabir Singh', PASSWORD);
    const { data } = (await (await page.request.get('/api/resume')).json()) as {
      data: { resume: Record<string, unknown> };
    };
    const long = 'Built and shipped features end to end, with tests, reviews and dashboards. '
      .repeat(8)
      .trim();
    const saved = await page.request.put('/api/resume', {
      data: {
        ...data.resume,
        projects: Array.from({ length: 8 }, (_, index) => ({
          title: `Project ${index + 1}`,
          link: '',
          description: long.slice(0, 600),
        })),
      },
    });
    expect(saved.ok()).toBe(true);
    const pages = ((await saved.json()) as { data: { pages: number } }).data.pages;
    expect(pages).toBeGreaterThanOrEqual(2);

    await page.goto('/resume');
    await expect(page.getByTestId('resume-pages-warning')).toHaveText(
      `Your résumé runs to ${pages} pages; ATS and recruiters prefer one.`,
    );
    const pdf = await page.request.get('/api/resume/pdf');
    expect(pdf.headers()['x-resume-pages']).toBe(String(pages));
  });

  test("the header's Create Resume opens the builder", async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Create Resume' }).first(),
    ).toHaveAttribute('href', '/resume');
  });
});
