import { writeFile } from 'node:fs/promises';
import type { Page, Route } from '@playwright/test';
import {
  ADMIN,
  allowFailedRequests,
  consoleMenuLink,
  SAMPLE_NOTES,
  SAMPLE_VIDEO,
  signIn,
  signUpLearner,
  unique,
} from './course-content';
import { expect, test } from './fixtures';

/**
 * The course editor and the instructors page in a browser: the shared schema's messages, chapters and lectures
 * reordered with the keyboard (focus stays on the button that moved the row), a lecture moved to another chapter,
 * uploads refused with the server's own message (415 wrong type, 413 too large), an upload cancelled and retried,
 * delete and restore; an instructor profile created with a photo and picked in the role editor. The journey of
 * the admin journey (admin-journey.spec.ts) covers publishing and selling.
 */

const chapterCard = (page: Page, name: string) =>
  page.getByTestId('chapter').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
const lectureRow = (page: Page, title: string) =>
  page
    .getByTestId('lecture')
    .filter({ has: page.getByTestId('lecture-title').getByText(title, { exact: true }) });

test.describe('course editor', () => {
  test('chapters and lectures reorder by keyboard, uploads say what the server refused and can be retried', async ({
    page,
    consoleErrors,
  }, testInfo) => {
    test.setTimeout(90_000);
    await signIn(page.request, ADMIN);
    await page.goto('/admin/courses');
    await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
    await page.getByRole('link', { name: 'New course' }).click();

    // The browser checks with the API's own schema: a discount must be below the price.
    const title = unique('Editor check');
    const form = page.getByRole('form', { name: 'New course' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Subject').fill('Communication');
    await form.getByRole('spinbutton', { name: 'Price (₹)', exact: true }).fill('1999');
    await form.getByLabel('Discounted price (₹)').fill('2499');
    await form.getByRole('button', { name: 'Create draft' }).click();
    await expect(form.getByText('Discounted price must be lower than the price.')).toBeVisible();
    await form.getByLabel('Discounted price (₹)').fill('1499');
    await expect(form.getByText('Learners see ₹1,499.')).toBeVisible();
    await form.getByRole('button', { name: 'Create draft' }).click();
    await expect(page).toHaveURL(/\/admin\/courses\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId('course-state').first()).toHaveText('Draft');
    // Nothing to publish yet.
    await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeDisabled();

    // Two chapters, three lectures in the first.
    const curriculum = page.getByTestId('curriculum');
    for (const name of ['Basics', 'Practice']) {
      await curriculum.getByLabel('New chapter name').fill(name);
      await curriculum.getByRole('button', { name: 'Add chapter' }).click();
      await expect(chapterCard(page, name)).toBeVisible();
    }
    const basics = chapterCard(page, 'Basics');
    for (const lecture of ['First lecture', 'Second lecture', 'Third lecture']) {
      await basics.getByLabel('New lecture title').fill(lecture);
      await basics.getByRole('button', { name: 'Add lecture' }).click();
      await expect(lectureRow(page, lecture)).toBeVisible();
    }
    await expect(basics.getByTestId('lecture-title')).toHaveText([
      'First lecture',
      'Second lecture',
      'Third lecture',
    ]);

    // Keyboard: Enter on Move up twice; focus follows the lecture, then goes to Move down at the top.
    const up = page.getByRole('button', { name: 'Move lecture Third lecture up' });
    await up.focus();
    await page.keyboard.press('Enter');
    await expect(basics.getByTestId('lecture-title')).toHaveText([
      'First lecture',
      'Third lecture',
      'Second lecture',
    ]);
    await expect(up).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(basics.getByTestId('lecture-title')).toHaveText([
      'Third lecture',
      'First lecture',
      'Second lecture',
    ]);
    await expect(up).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Move lecture Third lecture down' })).toBeFocused();

    // Chapters move the same way; the order is the server's after a reload.
    await page.getByRole('button', { name: 'Move chapter Practice up' }).click();
    await expect(curriculum.getByTestId('chapter').getByRole('heading', { level: 3 })).toHaveText([
      'Practice',
      'Basics',
    ]);
    await page.reload();
    await expect(curriculum.getByTestId('chapter').getByRole('heading', { level: 3 })).toHaveText([
      'Practice',
      'Basics',
    ]);
    await expect(basics.getByTestId('lecture-title')).toHaveText([
      'Third lecture',
      'First lecture',
      'Second lecture',
    ]);

    // A lecture moves to the end of another chapter from its edit form, and a chapter is renamed.
    await page.getByRole('button', { name: 'Edit lecture Second lecture' }).click();
    const edit = page.getByRole('form', { name: 'Edit lecture Second lecture' });
    await edit.getByLabel('Chapter').selectOption({ label: '1. Practice' });
    await edit.getByLabel('Free preview').check();
    await edit.getByRole('button', { name: 'Save lecture' }).click();
    const practice = chapterCard(page, 'Practice');
    await expect(practice.getByTestId('lecture-title')).toHaveText(['Second lecture']);
    await expect(lectureRow(page, 'Second lecture')).toContainText('Free preview');
    await expect(basics.getByTestId('lecture-title')).toHaveText(['Third lecture', 'First lecture']);
    await page.getByRole('button', { name: 'Rename chapter Practice' }).click();
    await page.getByLabel('Chapter name', { exact: true }).fill('Hands-on practice');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(chapterCard(page, 'Hands-on practice')).toBeVisible();

    // Uploads: the server's own messages for a PDF sent as the video (415) and notes over 50 MB (413).
    const third = lectureRow(page, 'Third lecture');
    const video = third.getByTestId('video-upload');
    const notes = third.getByTestId('notes-upload');
    await video.getByLabel(/Choose MP4/).setInputFiles(SAMPLE_NOTES);
    await expect(video.getByRole('alert')).toContainText('Please upload an MP4 video.');
    await expect(third.getByTestId('lecture-video')).toHaveText('No video yet');
    const tooLarge = testInfo.outputPath('too-large.pdf');
    await writeFile(tooLarge, Buffer.alloc(51 * 1024 * 1024));
    await notes.getByLabel(/Choose PDF/).setInputFiles(tooLarge);
    await expect(notes.getByRole('alert')).toContainText('The notes must be at most 50 MB.');
    allowFailedRequests(consoleErrors, 413, 415);

    // An upload held on the way is cancelled (the server drops what it stored), then retried.
    const chunks = '**/api/admin/video-uploads/*';
    const held: Route[] = [];
    await page.route(chunks, (route) =>
      route.request().method() === 'PUT' ? held.push(route) : route.continue(),
    );
    await video.getByLabel(/Choose MP4/).setInputFiles(SAMPLE_VIDEO);
    await expect(video.getByRole('progressbar')).toBeVisible();
    await expect(video).toContainText('sample-lecture.mp4');
    await expect.poll(() => held.length).toBe(1);
    const cancelled = page.waitForResponse(
      (response) => response.request().method() === 'DELETE' && response.url().includes('/video-uploads/'),
    );
    await video.getByRole('button', { name: 'Cancel upload for Third lecture' }).click();
    await expect(video).toContainText('Upload of sample-lecture.mp4 cancelled.');
    expect((await cancelled).status()).toBe(200);
    await page.unroute(chunks);

    // The retry goes in chunks (the browser tests' server takes 16 KiB ones: VIDEO_UPLOAD_CHUNK_KB) and survives
    // a chunk whose connection breaks: it is sent again from where the server has the video.
    const ranges: string[] = [];
    let broken = 0;
    await page.route(chunks, async (route) => {
      const request = route.request();
      if (request.method() !== 'PUT') return route.continue();
      ranges.push((await request.headerValue('content-range')) ?? '');
      if (ranges.length === 2) {
        broken += 1;
        return route.abort('connectionreset');
      }
      return route.continue();
    });
    await video.getByRole('button', { name: 'Retry upload for Third lecture' }).click();
    await expect(video).toContainText('Uploaded sample-lecture.mp4 · length 00:06');
    await expect(third.getByTestId('lecture-video')).toHaveText('Video 00:06');
    await page.unroute(chunks);
    expect(held).toHaveLength(1);
    expect(broken).toBe(1);
    // The 48 KB video in three chunks, the second one twice.
    expect(ranges).toEqual([
      'bytes 0-16383/49046',
      'bytes 16384-32767/49046',
      'bytes 16384-32767/49046',
      'bytes 32768-49045/49046',
    ]);
    const others = consoleErrors.filter((text) => !text.includes('net::ERR_'));
    consoleErrors.splice(0, consoleErrors.length, ...others);

    // Captions for the video: refused when they are not WebVTT, stored when they are; the video is on its way
    // to adaptive streaming (queued, or already transcoding where ffmpeg is).
    const captions = third.getByTestId('captions-upload');
    await captions.getByLabel(/Choose WebVTT/).setInputFiles({
      name: 'subtitles.vtt',
      mimeType: 'text/vtt',
      buffer: Buffer.from('1\n00:00:00,000 --> 00:00:02,000\nHi\n'),
    });
    await expect(captions.getByRole('alert')).toContainText('Please upload the captions as a WebVTT file');
    allowFailedRequests(consoleErrors, 415);
    await captions.getByLabel(/Choose WebVTT/).setInputFiles({
      name: 'captions.vtt',
      mimeType: 'text/vtt',
      buffer: Buffer.from('WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nNamaste\n'),
    });
    await expect(captions).toContainText('Captions uploaded (WebVTT).');
    await expect(third.getByTestId('transcode-status')).toContainText('Adaptive streaming');

    // Delete locks the course until it is restored.
    await page.getByRole('button', { name: 'Delete course' }).click();
    const confirmDelete = page.getByRole('dialog', { name: 'Delete this course?' });
    await confirmDelete.getByRole('button', { name: 'Delete course' }).click();
    await expect(page.getByTestId('course-state').first()).toHaveText('Deleted');
    await expect(curriculum.getByRole('button', { name: 'Add chapter' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Restore', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Restore this course?' })
      .getByRole('button', { name: 'Restore' })
      .click();
    await expect(page.getByTestId('course-state').first()).toHaveText('Draft');
    await expect(curriculum.getByRole('button', { name: 'Add chapter' })).toBeVisible();

    // The list finds it by title, as a draft.
    await (await consoleMenuLink(page, 'Courses')).click();
    await page.getByLabel('Search courses').fill(title);
    const row = page.getByTestId('courses-table').getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('Draft');
    await expect(row).toContainText('₹1,499');
  });

  test('an instructor profile is created with a photo and picked in the role editor', async ({
    page,
    browser,
  }) => {
    // A learner of our own to make an instructor, on a context apart from the admin's page.
    const learnerContext = await browser.newContext();
    const learnerName = 'Farah Khan';
    const learnerEmail = await signUpLearner(learnerContext.request, learnerName, 'Editor#2025');
    await learnerContext.close();

    await signIn(page.request, ADMIN);
    await page.goto('/admin/instructors');
    await expect(page.getByRole('heading', { level: 1, name: 'Instructors' })).toBeVisible();
    await page.getByRole('button', { name: 'New instructor' }).click();
    const name = unique('Prof. Editor');
    const dialog = page.getByRole('dialog', { name: 'New instructor' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Designation').fill('Communication coach');
    await dialog.getByRole('button', { name: 'Create instructor' }).click();

    // The dialog stays open for the photo; a PNG of the page itself will do.
    const edit = page.getByRole('dialog', { name: `Edit instructor ${name}` });
    await expect(edit.getByText('Instructor created. Add a photo, or close when done.')).toBeVisible();
    const photo = await page.screenshot({ clip: { x: 0, y: 0, width: 96, height: 96 } });
    await edit
      .getByLabel(/Choose photo/)
      .setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: photo });
    await expect(edit.getByTestId('photo-upload')).toContainText('Uploaded portrait.png');
    await edit.getByRole('button', { name: 'Close', exact: true }).last().click();
    await page.getByLabel('Search instructors').fill(name);
    const row = page.getByTestId('instructors-table').getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Communication coach');
    await expect(row).toContainText('Not linked');
    await expect(row.locator('img')).toHaveAttribute('src', /\/api\/catalogue-images\//);

    // The role editor offers the unlinked profile by name.
    await (await consoleMenuLink(page, 'Users')).click();
    await page.getByLabel('Search users').fill(learnerEmail);
    // By the e-mail's row: until the search applies, the table also lists earlier runs' learners of that name.
    await page
      .getByTestId('users-table')
      .getByRole('row')
      .filter({ hasText: learnerEmail })
      .getByRole('link', { name: learnerName })
      .click();
    const roleForm = page.getByRole('form', { name: 'Role' });
    await roleForm.getByRole('radio', { name: /^Instructor/ }).check();
    await roleForm
      .getByRole('combobox', { name: 'Instructor profile' })
      .selectOption({ label: `${name} · Communication coach` });
    await roleForm.getByRole('button', { name: 'Save role' }).click();
    await expect(page.getByText('Role saved')).toBeVisible();
    await expect(
      roleForm.getByRole('combobox', { name: 'Instructor profile' }).locator('option:checked'),
    ).toHaveText(`${name} · Communication coach (current)`);

    await (await consoleMenuLink(page, 'Instructors')).click();
    await page.getByLabel('Search instructors').fill(name);
    await expect(
      page.getByTestId('instructors-table').getByRole('row').filter({ hasText: name }),
    ).toContainText(learnerEmail);
  });
});
