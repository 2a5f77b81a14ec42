import { readFile } from 'node:fs/promises';
import { UNKNOWN_SERVICE_PATH_WARNING } from '@pathshala/shared/service-paths';
import type { APIRequestContext, Page } from '@playwright/test';
import { allowFailedRequests, consoleMenuLink } from './course-content';
import { expect, test } from './fixtures';

/**
 * The admin console's "People" and "Site content" in a browser: an internship application a learner sent reaches
 * the inbox and moves new → shortlisted → interview (scheduled, with a video link) with a note, its résumé downloads and the filtered inbox
 * exports as CSV; an edited testimonial and a new service (moved up from the keyboard) show on the home page; a
 * collaborator's logo is uploaded from its form; a sent e-mail is resent from the outbox. Each journey sends its own application or message, so it does not depend on another's data.
 */

/** Registration and login hash the password at OWASP scrypt cost. */
const SIGN_IN_TIMEOUT = 20_000;
const ADMIN = { email: 'admin@pathshala.local', password: 'Admin@12345' };
/** A real, minimal PDF: the server sniffs the header, not only the name. */
const SMALL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A real 4 × 4 PNG: the server decodes and re-encodes what it is sent. */
const SMALL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWOQ9bsBRwzEcQABghQxni+O7QAAAABJRU5ErkJggg==',
  'base64',
);

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** Names on the forms take letters and spaces only. */
const lettersOnly = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

async function signInAsAdmin(page: Page) {
  const login = await page.request.post('/api/user/login', { data: ADMIN, timeout: SIGN_IN_TIMEOUT });
  expect(login.ok()).toBe(true);
}

/** The internship form's request, as the page sends it (multipart, with the résumé). */
async function applyForInternship(request: APIRequestContext, name: string, email: string) {
  const response = await request.post('/api/internshipapplication/applyforinternship', {
    multipart: {
      fullName: name,
      email,
      phoneNumber: '9123456780',
      collegeUniversity: 'Anna University',
      programCourse: 'BTech CSE',
      yearOfStudy: '3',
      linkedinUrl: 'https://www.linkedin.com/in/e2e-applicant',
      portfolioUrl: '',
      motivation: 'I want to build real products with a team, learn how code ships and grow as an engineer.',
      consent: 'true',
      internshipSelection: '1,3',
      resume: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: SMALL_PDF },
    },
  });
  expect(response.status()).toBe(201);
}

test.describe('admin console: people and site content', () => {
  test('an internship application moves through the inbox with a note, its résumé and a CSV', async ({
    page,
    browser,
  }) => {
    // A learner (a context of its own, no session) sends the internship form.
    const name = `Ishaan ${lettersOnly()} Rao`;
    const email = `applicant-${suffix()}@example.com`;
    const learner = await browser.newContext();
    await applyForInternship(learner.request, name, email);
    await learner.close();

    await signInAsAdmin(page);
    await page.goto('/admin');
    await (await consoleMenuLink(page, 'Applications')).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
    await page.getByLabel('Search applications').fill(email);
    await expect(page).toHaveURL(/[?&]q=/);
    const inbox = page.getByTestId('applications-table');
    await expect(inbox.getByRole('row')).toHaveCount(2);
    const row = inbox.getByRole('row').nth(1);
    await expect(row).toContainText('Internship');
    await expect(row).toContainText('Frontend Developer Intern');
    await expect(row).toContainText('New');
    await row.getByRole('link', { name }).click();

    // The detail: what the learner sent, and the moves the workflow allows from here.
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const applicant = page.getByRole('region', { name: 'Applicant' });
    await expect(applicant).toContainText(email);
    await expect(applicant).toContainText('Anna University');
    await expect(applicant).toContainText('3rd Year');
    await expect(page.getByRole('region', { name: 'Why this internship' })).toContainText('real products');
    const status = page.getByTestId('application-status');
    await expect(status.getByRole('button')).toHaveText([
      'Start review',
      'Shortlist',
      'Schedule interview',
      'Make an offer',
      'Not selected',
    ]);

    await status.getByRole('button', { name: 'Shortlist' }).click();
    await expect(page.getByText('Moved to Shortlisted')).toBeVisible();
    await expect(status.getByRole('button')).toHaveText([
      'Schedule interview',
      'Make an offer',
      'Not selected',
    ]);
    await status.getByRole('button', { name: 'Schedule interview' }).click();
    const interview = page.getByRole('dialog', { name: `Interview: ${name}` });
    await interview.getByLabel('Date and time (IST)').fill('2030-01-10T10:30');
    await interview.getByLabel('Mode').selectOption('video');
    await interview.getByLabel('Video call link (https://…)').fill('https://meet.example.com/pathshala');
    await interview.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText('Interview scheduled: the invitation is on its way')).toBeVisible();
    await expect(status.getByRole('button')).toHaveText(['Move interview', 'Make an offer', 'Not selected']);
    await expect(status).toContainText('Interview');
    await expect(page.getByTestId('application-interview')).toContainText('10:30 am IST');

    // A note, kept with its author.
    const note = `Strong portfolio; ask about React hooks in the interview (${suffix()}).`;
    await page.getByRole('textbox', { name: 'Add a note' }).fill(note);
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect(page.getByText('Note added')).toBeVisible();
    const notes = page.getByTestId('application-notes');
    await expect(notes).toContainText(note);
    await expect(notes).toContainText(ADMIN.email);
    await expect(page.getByRole('textbox', { name: 'Add a note' })).toHaveValue('');

    // The résumé downloads as the file the learner sent.
    const resumeDownload = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download résumé' }).click();
    const resume = await resumeDownload;
    expect(resume.suggestedFilename()).toMatch(/^resume-.+\.pdf$/);
    const resumePath = await resume.path();
    expect((await readFile(resumePath)).subarray(0, 5).toString()).toBe('%PDF-');

    // Back in the inbox, filtered to interviews: the application is there, and the CSV holds it.
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Applications' })
      .click();
    await page.getByLabel('Search applications').fill(email);
    await page.getByLabel('Status').selectOption('interview');
    await expect(page).toHaveURL(/[?&]status=interview/);
    await expect(inbox.getByRole('row')).toHaveCount(2);
    await expect(inbox.getByRole('row').nth(1)).toContainText('Interview');
    const csvDownload = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toMatch(/^pathshala-applications-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile(await csv.path(), 'utf8');
    const lines = text.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(email);
    expect(lines[1]).toContain('interview');
  });

  test('an edited testimonial and a new service show on the home page', async ({ page }) => {
    await signInAsAdmin(page);

    // A testimonial gets new words.
    const testimonials = (await (await page.request.get('/api/admin/testimonials')).json()) as {
      data: { items: { name: string }[] };
    };
    const author = testimonials.data.items[0]?.name ?? '';
    await page.goto('/admin');
    await (await consoleMenuLink(page, 'Testimonials')).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Testimonials' })).toBeVisible();
    await page.getByRole('button', { name: `Edit ${author}` }).click();
    const editor = page.getByRole('dialog', { name: 'Edit testimonial' });
    const message = `The mock interviews made the real one feel easy (${suffix()}).`;
    await editor.getByRole('textbox', { name: 'Message' }).fill(message);
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Saved ${author}`)).toBeVisible();
    await expect(editor).toBeHidden();
    await expect(page.getByTestId('site-content-item').filter({ hasText: author })).toContainText(message);

    // A service, created through the spec's createService call, goes last.
    const title = `Campus Drives ${suffix()}`;
    await (await consoleMenuLink(page, 'Services')).click();
    await page.getByRole('button', { name: 'New service' }).click();
    const creator = page.getByRole('dialog', { name: 'New service' });
    await creator.getByRole('button', { name: 'Create service' }).click();
    await expect(creator.getByText('Title is required')).toBeVisible();
    // Spec §2: the card links to /{title}. A title that is no page of the site is warned of, and still saved.
    const notAPage = creator.getByText(UNKNOWN_SERVICE_PATH_WARNING);
    const titleField = creator.getByRole('textbox', { name: 'Title' });
    await titleField.fill(title);
    await expect(notAPage).toBeVisible();
    await titleField.fill('Careers');
    await expect(notAPage).toHaveCount(0);
    await titleField.fill(title);
    await expect(notAPage).toBeVisible();
    await creator.getByRole('textbox', { name: 'Cover image' }).fill('/images/services/internships.svg');
    await creator.getByRole('textbox', { name: 'Description' }).fill('Drives with our hiring partners.');
    await creator.getByRole('button', { name: 'Create service' }).click();
    await expect(page.getByText('Service created')).toBeVisible();
    await expect(creator).toBeHidden();
    const items = page.getByTestId('site-content-item');
    await expect(items.last()).toContainText(title);

    // Moved up one place from the keyboard: focus stays on the moved service, and the site follows.
    const moveUp = page.getByRole('button', { name: `Move ${title} up` });
    await moveUp.focus();
    await page.keyboard.press('Enter');
    const count = await items.count();
    await expect(items.nth(count - 2)).toContainText(title);
    await expect(moveUp).toBeFocused();
    await expect
      .poll(async () => {
        const services = (await (await page.request.get('/api/services/getServices')).json()) as {
          data: { title: string }[];
        };
        return services.data.map((item) => item.title).indexOf(title);
      })
      .toBe(count - 2);

    // What a learner sees: both on the home page.
    await page.goto('/');
    const slider = page.getByTestId('home-section-testimonials');
    const slide = slider.locator('[aria-roledescription="slide"]').filter({ hasText: message });
    const position = ((await slide.getAttribute('aria-label')) ?? '').split(' of ')[0];
    await slider.getByRole('button', { name: `Go to slide ${position}` }).click();
    await expect(slider.getByText(message)).toBeVisible();
    const card = page.getByTestId('service-card').filter({ hasText: title });
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByRole('link', { name: title })).toHaveAttribute(
      'href',
      `/${encodeURIComponent(title)}`,
    );

    // The new service goes again, after a confirmation.
    await page.goto('/admin/content/services');
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this service?' });
    await confirm.getByRole('button', { name: 'Delete service' }).click();
    await expect(page.getByText(`Deleted ${title}`)).toBeVisible();
    await expect(page.getByTestId('site-content-list')).not.toContainText(title);
  });

  test("a collaborator's logo is uploaded from its form, and the collaborator moves up", async ({
    page,
    consoleErrors,
  }) => {
    await signInAsAdmin(page);
    // A collaborator of its own, written last: the demo ones stay as they are for the other journeys.
    const name = `Partner ${lettersOnly()}`;
    const created = await page.request.post('/api/admin/collaborators', {
      data: { name, logo: '/images/collaborators/aravalli-learning-trust.svg' },
    });
    expect(created.status()).toBe(201);
    const id = ((await created.json()) as { data: { id: string } }).data.id;
    const shownOrder = async () =>
      (
        (await (await page.request.get('/api/collaborators/getCollaborators')).json()) as {
          data: { id: string }[];
        }
      ).data.map((item) => item.id);

    await page.goto('/admin/content/collaborators');
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const editor = page.getByRole('dialog', { name: 'Edit collaborator' });
    const upload = editor.getByTestId('logo-upload');
    // Not a picture, whatever its name says: refused with the server's words, and nothing changes.
    await upload.locator('input[type=file]').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture'),
    });
    await expect(upload.getByTestId('upload-error')).toHaveText('Please upload a JPEG, PNG or WebP image.');
    allowFailedRequests(consoleErrors, 415);
    await upload.locator('input[type=file]').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: SMALL_PNG,
    });
    await expect(upload).toContainText('Uploaded logo.png');
    const logo = editor.getByRole('textbox', { name: 'Logo' });
    await expect(logo).toHaveValue(/\/api\/catalogue-images\/[a-f0-9]{32}\.webp$/);
    // Saved already: Save closes the form.
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor).toBeHidden();
    const item = page.getByTestId('site-content-item').filter({ hasText: name });
    await expect(item.locator('img')).toHaveAttribute('src', /\/api\/catalogue-images\//);

    // Up one place: the About page's strip follows.
    const before = await shownOrder();
    await item.getByRole('button', { name: `Move ${name} up` }).click();
    await expect.poll(async () => (await shownOrder()).indexOf(id)).toBe(before.indexOf(id) - 1);
    expect((await page.request.delete(`/api/admin/collaborators/${id}`)).status()).toBe(200);
  });

  test('a sent e-mail is resent from the outbox', async ({ page }) => {
    // A visitor's contact message is acknowledged by e-mail, which the suite's mail server accepts.
    const address = `outbox-${suffix()}@example.com`;
    const sent = await page.request.post('/api/contactUs/bookAppointment', {
      data: { fullName: 'Outbox Visitor', email: address, message: 'When does the next batch start?' },
    });
    expect(sent.status()).toBe(201);

    await signInAsAdmin(page);
    const outbox = async () =>
      (await (await page.request.get(`/api/admin/outbox?q=${encodeURIComponent(address)}`)).json()) as {
        data: { emails: { id: string; status: string }[] };
      };
    await expect.poll(async () => (await outbox()).data.emails[0]?.status).toBe('sent');
    const emailId = (await outbox()).data.emails[0]?.id ?? '';

    await page.goto('/admin');
    await (await consoleMenuLink(page, 'E-mail outbox')).click();
    await page.getByLabel('Search by recipient').fill(address);
    const table = page.getByTestId('outbox-table');
    await expect(table.getByRole('row')).toHaveCount(2);
    const row = table.getByRole('row').nth(1);
    await expect(row).toContainText('We have your message');
    await expect(row).toContainText('Sent');
    await row.getByText('Show the message').click();
    await expect(row).toContainText('A member of our team will reply within one working day.');
    // The address is not verified, so the acknowledgement carries nothing the visitor wrote.
    await expect(row).not.toContainText('Outbox Visitor');

    await row.getByRole('button', { name: `Resend “We have your message” to ${address}` }).click();
    await expect(page.getByText('The e-mail will be sent again')).toBeVisible();

    // The resend is on record, and the message goes out again.
    const audit = (await (
      await page.request.get(`/api/admin/audit?action=email.resend&objectId=${emailId}`)
    ).json()) as { data: { total: number } };
    expect(audit.data.total).toBe(1);
    await expect.poll(async () => (await outbox()).data.emails[0]?.status).toBe('sent');
  });
});
