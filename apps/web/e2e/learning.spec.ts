import type { APIRequestContext, Page } from '@playwright/test';
import { buyCourse } from './course-content';
import { expect, appTest as test } from './fixtures';

/** Registration and login hash the password at OWASP scrypt cost. */
const SIGN_IN_TIMEOUT = { timeout: 20_000 };

interface CourseSummary {
  id: string;
  title: string;
  status: string | null;
  totalLecture: number;
}

interface PurchasedDetails {
  courseId: string;
  chapters: { lectures: { id: string; title: string; completed: boolean; duration: string }[] }[];
}

/** '04:05' -> 245: a lecture's length as the course details show it. */
function clockSeconds(clock: string): number {
  return clock.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Registers and logs in through the API; the page shares the request context's cookies. */
async function signUp(request: APIRequestContext, name: string) {
  const email = uniqueEmail('learner');
  const password = 'Learner#2025';
  const registered = await request.post('/api/user/register', {
    data: { name, email, mobileNo: '9876543210', password },
    timeout: SIGN_IN_TIMEOUT.timeout,
  });
  expect(registered.status()).toBe(201);
  const loggedIn = await request.post('/api/user/login', {
    data: { email, password },
    timeout: SIGN_IN_TIMEOUT.timeout,
  });
  expect(loggedIn.ok()).toBe(true);
}

/** A published course with the fewest lectures (at least two, to step from one to the next). */
async function pickShortCourse(request: APIRequestContext): Promise<CourseSummary> {
  const response = await request.get('/api/courses/getCourse');
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: CourseSummary[] };
  const candidates = data
    .filter((course) => course.status !== 'coming soon' && course.totalLecture >= 2)
    .sort((a, b) => a.totalLecture - b.totalLecture);
  const course = candidates[0];
  if (!course) throw new Error('No published demo course with two or more lectures');
  return course;
}

const isProgressReport = (response: { url(): string; request(): { method(): string } }) =>
  response.url().endsWith('/api/lectures/progress') && response.request().method() === 'POST';

async function waitForVideoMetadata(page: Page) {
  const video = page.getByTestId('lecture-video');
  await expect(video).toBeVisible();
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(1);
  return video;
}

/**
 * Plays the whole lecture at the player's fastest speed, 2x (a demo lecture lasts 30-50 s): completion needs 90 %
 * actually played, and the server believes no faster playing than that.
 */
async function playToEnd(page: Page) {
  const video = await waitForVideoMetadata(page);
  const completed = page.waitForResponse(
    async (response) =>
      isProgressReport(response) && (await response.json()).data?.lecture?.completed === true,
  );
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    element.currentTime = 0;
    element.playbackRate = 2;
    await element.play();
  });
  await completed;
}

test.describe('learning', () => {
  test.beforeEach(async ({ page }) => {
    // The home page's promo popup opens once per session; mark it seen so it cannot cover the page.
    await page.addInitScript(() => window.sessionStorage.setItem('pathshala:promo-seen', '1'));
  });

  test('a visitor is told to log in on My Learnings', async ({ page }) => {
    await page.goto('/my-learnings');
    await expect(page.getByText('You are not logged in')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  test('a learner with no courses sees No Enrolled Courses', async ({ page }) => {
    await signUp(page.request, 'Ravi Kumar');
    await page.goto('/my-Learnings');
    await expect(page.getByText('No Enrolled Courses')).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Courses' })).toHaveAttribute('href', '/courses');
  });

  test('buy a course, watch it through with resume, and get a verifiable certificate', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await signUp(page.request, 'Meera Iyer');
    const course = await pickShortCourse(page.request);
    await buyCourse(page.request, course.id);

    // My Learnings: the course card at 0 %.
    await page.goto('/my-learnings');
    await expect(page.getByRole('heading', { name: 'My Learnings', level: 1 })).toBeVisible();
    const card = page.getByTestId('enrolled-course').filter({ hasText: course.title });
    await expect(card).toBeVisible();
    await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    await expect(card.getByText('0%')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Scroll left' })).toBeDisabled();

    // Open it: the first lecture is current.
    await card.getByRole('link', { name: course.title }).click();
    await expect(page).toHaveURL(new RegExp(`/view-lectures/${encodeURIComponent(course.title)}$`));
    await expect(page.getByRole('heading', { name: course.title, level: 1 })).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'My Learnings' })).toHaveAttribute(
      'href',
      '/my-learnings',
    );
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    const lectures = page.getByTestId('sidebar-lecture');
    const firstLecture = lectures.first();
    await expect(firstLecture).toHaveAttribute('aria-current', 'true');
    await expect(firstLecture).toHaveAttribute('data-completed', 'false');
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    const courseProgress = page.getByRole('progressbar', { name: 'Course progress' });
    await expect(courseProgress).toHaveAttribute('aria-valuenow', '0');

    // Play the first lecture to the end: its tick appears and the course progress moves at once.
    await playToEnd(page);
    await expect(firstLecture).toHaveAttribute('data-completed', 'true');
    await expect(firstLecture.getByTestId('lecture-tick')).toBeVisible();
    await expect(courseProgress).not.toHaveAttribute('aria-valuenow', '0');

    // Next lecture: play a couple of seconds, then pause (which reports the position).
    await page.getByRole('button', { name: 'Next' }).click();
    const secondLecture = lectures.nth(1);
    await expect(secondLecture).toHaveAttribute('aria-current', 'true');
    const secondTitle = ((await secondLecture.locator('span').first().textContent()) ?? '').trim();
    await expect(page.locator('#lecture-title')).toHaveText(secondTitle);
    const video = await waitForVideoMetadata(page);
    await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
    });
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 10_000 })
      .toBeGreaterThan(2);
    const paused = page.waitForResponse(isProgressReport);
    const position = await video.evaluate((element: HTMLVideoElement) => {
      element.pause();
      return element.currentTime;
    });
    await paused;

    // Reload: the same lecture, resumed near the same position.
    await page.reload();
    await expect(page.getByTestId('sidebar-lecture').nth(1)).toHaveAttribute('aria-current', 'true');
    const resumed = await waitForVideoMetadata(page);
    await expect
      .poll(() => resumed.evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeGreaterThan(position - 1);
    expect(await resumed.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeLessThan(
      position + 1,
    );

    // Finish everything but the last lecture through the API, then the last one in the player.
    const detailsResponse = await page.request.post('/api/courses/getPurchasedCourseDetails', {
      data: { courseId: course.id },
    });
    const { details } = ((await detailsResponse.json()) as { data: { details: PurchasedDetails } }).data;
    const order = details.chapters.flatMap((chapter) => chapter.lectures);
    const last = order.at(-1);
    if (!last) throw new Error('The course has no lectures');
    // The server believes played time only as fast as a player plays (2x at most, since the previous report),
    // so each lecture is reported as a player reports it, every second, until it counts as watched.
    await Promise.all(
      order
        .slice(0, -1)
        .filter((item) => !item.completed)
        .map(async (lecture) => {
          const seconds = clockSeconds(lecture.duration);
          expect(seconds).toBeGreaterThan(0);
          await expect
            .poll(
              async () => {
                const reported = await page.request.post('/api/lectures/progress', {
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
              { timeout: 45_000, intervals: [1_000] },
            )
            .toBe(true);
        }),
    );
    // After a reload the viewer resumes at the latest reported lecture; step on with Next to the last one.
    await page.reload();
    const next = page.getByRole('button', { name: 'Next' });
    const lectureTitle = page.locator('#lecture-title');
    while (await next.isEnabled()) {
      const before = (await lectureTitle.textContent()) ?? '';
      await next.click();
      await expect(lectureTitle).not.toHaveText(before);
    }
    await expect(lectureTitle).toHaveText(last.title);
    const lastButton = page.getByTestId('sidebar-lecture').last();
    await expect(lastButton).toHaveAttribute('aria-current', 'true');
    await expect(next).toBeDisabled();
    await playToEnd(page);
    await expect(lastButton).toHaveAttribute('data-completed', 'true');
    await expect(courseProgress).toHaveAttribute('aria-valuenow', '100');

    // The certificate (issued by the API on 100 %) and its public verification page.
    const certificatesRoute = await page.request.get('/api/certificates/PS-AAAAAAAAAA');
    expect(certificatesRoute.status(), 'GET /api/certificates/:id should exist').toBe(404);
    const ready = page.getByTestId('certificate-ready');
    await expect(ready).toBeVisible();
    await expect(ready.getByRole('heading', { name: 'Your certificate is ready' })).toBeVisible();
    const href = await ready.getByRole('link', { name: 'View certificate' }).getAttribute('href');
    expect(href).toMatch(/^\/certificate\/.+/);

    const visitor = await browser.newContext();
    try {
      const publicPage = await visitor.newPage();
      await publicPage.goto(href ?? '/');
      await expect(publicPage.getByTestId('certificate-status')).toContainText('Valid');
      await expect(publicPage.getByTestId('certificate-learner')).toHaveText('Meera Iyer');
      await expect(publicPage.getByTestId('certificate-course')).toHaveText(course.title);
      await expect(publicPage.getByRole('link', { name: 'Download PDF' })).toBeVisible();
      await expect(publicPage.getByRole('link', { name: /Add to LinkedIn/ })).toHaveAttribute(
        'target',
        '_blank',
      );
    } finally {
      await visitor.close();
    }
  });

  test('an unknown certificate shows a friendly message', async ({ page }) => {
    await page.goto('/certificate/PS-AAAAAAAAAA');
    await expect(page.getByRole('heading', { name: 'Certificate not found' })).toBeVisible();
  });
});
