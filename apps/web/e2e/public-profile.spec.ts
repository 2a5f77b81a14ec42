import type { APIRequestContext } from '@playwright/test';
import { buyCourse, signUpLearner } from './course-content';
import { expect, test } from './fixtures';

interface CourseSummary {
  id: string;
  title: string;
  status: string | null;
  totalLecture: number;
  videoSeconds: number;
}

interface PurchasedDetails {
  chapters: { lectures: { id: string; duration: string }[] }[];
}

/** '04:05' -> 245: a lecture's length as the course details show it. */
const clockSeconds = (clock: string) =>
  clock.split(':').reduce((total, part) => total * 60 + Number(part), 0);

/**
 * Buys the demo course with the least video and watches every lecture through the progress reports a player sends (the server
 * believes played time only as fast as a player plays), so the API issues its certificate. Returns the course.
 */
async function earnCertificate(request: APIRequestContext): Promise<CourseSummary> {
  const { data } = (await (await request.get('/api/courses/getCourse')).json()) as { data: CourseSummary[] };
  // Every demo lecture has 30-50 s of video; a course another journey publishes with a lecture that has no video
  // (the console's "Publish anyway") could never be completed, so it is left out.
  const course = data
    .filter(
      (candidate) =>
        candidate.status !== 'coming soon' &&
        candidate.totalLecture >= 1 &&
        candidate.videoSeconds >= 20 * candidate.totalLecture,
    )
    .sort((a, b) => a.videoSeconds - b.videoSeconds)[0];
  if (!course) throw new Error('No published demo course');
  await buyCourse(request, course.id);
  const detailsResponse = await request.post('/api/courses/getPurchasedCourseDetails', {
    data: { courseId: course.id },
  });
  const { details } = ((await detailsResponse.json()) as { data: { details: PurchasedDetails } }).data;
  await Promise.all(
    details.chapters
      .flatMap((chapter) => chapter.lectures)
      .map(async (lecture) => {
        const seconds = clockSeconds(lecture.duration);
        await expect
          .poll(
            async () => {
              const reported = await request.post('/api/lectures/progress', {
                data: {
                  lectureId: lecture.id,
                  positionSeconds: seconds,
                  durationSeconds: seconds,
                  played: [[0, seconds]],
                },
              });
              const body = (await reported.json()) as { data?: { lecture?: { completed?: boolean } } };
              return body.data?.lecture?.completed ?? false;
            },
            { timeout: 60_000, intervals: [1_000] },
          )
          .toBe(true);
      }),
  );
  return course;
}

/** Takes the first free mock test and hands it in at once. */
async function takeMockTest(request: APIRequestContext) {
  const tests = (await (await request.get('/api/mock-tests')).json()) as {
    data: { tests: { id: string; title: string; locked?: boolean }[] };
  };
  const mock = tests.data.tests.find((candidate) => !candidate.locked);
  if (!mock) throw new Error('No free mock test in the demo data');
  const started = await request.post(`/api/mock-tests/${mock.id}/attempts`);
  expect(started.ok()).toBe(true);
  const attemptId = ((await started.json()) as { data: { id: string } }).data.id;
  expect((await request.post(`/api/attempts/${attemptId}/submit`)).ok()).toBe(true);
  return mock.title;
}

test('a learner makes a public profile that a visitor opens, with the certificate and its LinkedIn link', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const email = await signUpLearner(page.request, 'Asha Verma', 'Learner#2025');
  const course = await earnCertificate(page.request);
  const mockTitle = await takeMockTest(page.request);
  const bio = 'Final-year CSE student who likes data and clean SQL.';
  expect((await page.request.post('/api/user/updateDetails', { data: { bio } })).status()).toBe(201);
  const handle = `asha-${Date.now().toString(36)}`;

  // On /profile: the handle and the switch, off until turned on; the public URL appears once on.
  await page.goto('/profile');
  await expect(page.getByRole('link', { name: 'View public profile' })).toHaveAttribute(
    'href',
    '/my-learnings',
  );
  await page.getByRole('tab', { name: 'Public profile' }).click();
  const form = page.getByRole('form', { name: 'Public profile' });
  const visible = form.getByRole('switch', { name: 'Show my public profile' });
  await expect(visible).not.toBeChecked();
  await expect(page.getByTestId('public-profile-url')).toHaveCount(0);
  await form.getByLabel('Handle').fill('ad');
  await visible.check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('A handle is 3 to 30 characters long')).toBeVisible();
  await form.getByLabel('Handle').fill(handle.toUpperCase());
  await form.getByRole('button', { name: 'Save' }).click();
  // The address is on the product's public origin (PUBLIC_URL), which need not be the one this test opens.
  const urlOutput = page.getByTestId('public-profile-url');
  await expect(urlOutput).toHaveText(new RegExp(`^https?://[^/]+/u/${handle}$`));
  const publicUrl = (await urlOutput.textContent()) ?? '';
  const publicOrigin = new URL(publicUrl).origin;
  await expect(form.getByLabel('Handle')).toHaveValue(handle);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await form.getByRole('button', { name: 'Copy link' }).click();
  await expect(form.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(publicUrl);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: testInfo.outputPath('profile-public-settings-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: testInfo.outputPath('profile-public-settings-375.png'), fullPage: true });

  // A visitor, logged out, opens the page: drawn by the server with its own title and link-preview tags.
  const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const visitorPage = await visitor.newPage();
  const response = await visitorPage.goto(`/u/${handle}`);
  expect(response?.status()).toBe(200);
  const html = (await response?.text()) ?? '';
  expect(html).toContain('Asha Verma</h1>');
  expect(html).not.toContain(email);
  await expect(visitorPage).toHaveTitle(/Asha Verma/);
  await expect(visitorPage.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    `Asha Verma (@${handle}) | Pathshala`,
  );
  await expect(visitorPage.locator('meta[property="og:url"]')).toHaveAttribute('content', publicUrl);
  await expect(visitorPage.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /^Asha Verma on Pathshala: 1 verified certificate\./,
  );
  await expect(visitorPage.getByRole('heading', { name: 'Asha Verma', level: 1 })).toBeVisible();
  await expect(visitorPage.getByTestId('public-profile-bio')).toHaveText(bio);

  const certificate = visitorPage.getByTestId('public-certificate');
  await expect(certificate).toHaveCount(1);
  await expect(certificate.getByRole('heading', { name: course.title })).toBeVisible();
  const linkedIn = new URL(
    (await certificate.getByRole('link', { name: /Add to LinkedIn/ }).getAttribute('href')) ?? '',
  );
  expect(`${linkedIn.origin}${linkedIn.pathname}`).toBe('https://www.linkedin.com/profile/add');
  expect(linkedIn.searchParams.get('startTask')).toBe('CERTIFICATION_NAME');
  expect(linkedIn.searchParams.get('name')).toBe(course.title);
  expect(linkedIn.searchParams.get('organizationName')).toBe('Pathshala');
  const certId = linkedIn.searchParams.get('certId') ?? '';
  expect(certId).toMatch(/^PS-[A-Z2-9]{10}$/);
  expect(linkedIn.searchParams.get('certUrl')).toBe(`${publicOrigin}/certificate/${certId}`);
  await expect(certificate.getByRole('link', { name: 'Verify certificate' })).toHaveAttribute(
    'href',
    `${publicOrigin}/certificate/${certId}`,
  );
  await expect(visitorPage.getByTestId('public-mock-best').filter({ hasText: mockTitle })).toBeVisible();
  await expect(visitorPage.getByText(email)).toHaveCount(0);
  await visitorPage.screenshot({ path: testInfo.outputPath('public-profile-1280.png'), fullPage: true });
  await visitorPage.setViewportSize({ width: 375, height: 812 });
  await visitorPage.screenshot({ path: testInfo.outputPath('public-profile-375.png'), fullPage: true });

  // The verification link leads to the certificate's own public page.
  await visitorPage.goto(`/certificate/${certId}`);
  await expect(visitorPage.getByTestId('certificate-course')).toHaveText(course.title);

  // Turned off, the page is the same 404 as a handle nobody has.
  await page.setViewportSize({ width: 1280, height: 900 });
  await visible.uncheck();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('public-profile-url')).toHaveCount(0);
  const hidden = await visitor.request.get(`/u/${handle}`, { headers: { accept: 'text/html' } });
  const unknown = await visitor.request.get('/u/nobody-has-this', { headers: { accept: 'text/html' } });
  expect(hidden.status()).toBe(404);
  expect(unknown.status()).toBe(404);
  expect(await hidden.text()).toBe(await unknown.text());
  await visitor.close();
});

test('an unknown handle shows Profile not found', async ({ page, consoleErrors }) => {
  const response = await page.goto('/u/nobody-has-this');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Profile not found' })).toBeVisible();
  // The page's own request for the profile answers 404, as it should.
  const others = consoleErrors.filter((text) => !text.includes('status of 404'));
  consoleErrors.splice(0, consoleErrors.length, ...others);
});
