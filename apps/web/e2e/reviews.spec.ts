import type { APIRequestContext } from '@playwright/test';
import { buyCourse, signUpLearner } from './course-content';
import { expect, test } from './fixtures';

interface CatalogueCourse {
  _id: string;
  title: string;
  status: string | null;
  totalLecture: number;
  rating: number;
  ratingCount: number;
}

/** A course on sale with lectures, and its rating before this learner's review. */
async function courseOnSale(request: APIRequestContext) {
  const courses = (
    (await (await request.get('/api/courses/getCourse')).json()) as { data: CatalogueCourse[] }
  ).data;
  const course = courses.find(
    (candidate) => candidate.status !== 'coming soon' && candidate.totalLecture > 0,
  );
  if (!course) throw new Error('the demo data has no course on sale with lectures');
  return course;
}

/** Plays a few seconds of the course's first lecture, reported as the player reports it, until it counts. */
async function watchFirstLecture(request: APIRequestContext, courseId: string) {
  const details = (
    (await (await request.post('/api/courses/getPurchasedCourseDetails', { data: { courseId } })).json()) as {
      data: { details: { chapters: { lectures: { id: string }[] }[] } };
    }
  ).data.details;
  const lectureId = details.chapters.flatMap((chapter) => chapter.lectures)[0]?.id;
  if (!lectureId) throw new Error('the course has no lecture');
  // The server believes played time only as fast as the wall clock: report until some of it is credited.
  await expect
    .poll(
      async () => {
        await request.post('/api/lectures/progress', {
          data: { lectureId, positionSeconds: 3, durationSeconds: 30, played: [[0, 3]] },
        });
        const mine = await request.get(`/api/courses/${courseId}/my-review`);
        return ((await mine.json()) as { data: { canReview: boolean } }).data.canReview;
      },
      { timeout: 20_000, intervals: [1_000] },
    )
    .toBe(true);
}

test.describe('course reviews', () => {
  test('a learner who bought a course and watched a lecture reviews it, then edits the review', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signUpLearner(page.request, 'Ishita Sen', 'Review@12345');
    const course = await courseOnSale(page.request);
    await buyCourse(page.request, course._id);
    await watchFirstLecture(page.request, course._id);

    await page.goto(`/course/${encodeURIComponent(course.title)}/${course._id}`);
    const summary = page.getByTestId('rating-summary').first();
    const count = course.ratingCount;
    if (count > 0) await expect(summary).toContainText(count === 1 ? '(1 rating)' : `(${count} ratings)`);
    else await expect(summary).toHaveCount(0);

    await page.getByRole('tab', { name: 'Reviews' }).click();
    const form = page.getByTestId('write-review');
    await expect(form.getByRole('heading', { name: 'Write a review' })).toBeVisible();
    const stars = form.getByRole('radiogroup', { name: 'Your rating' });
    await stars.getByRole('radio', { name: '1 of 5 stars' }).check();
    await form
      .getByRole('textbox', { name: 'Your review' })
      .fill('Good start, but the pace is too quick for me.');
    await form.getByRole('button', { name: 'Post review' }).click();

    // The course's count and stars follow at once.
    await expect(summary).toContainText(`(${count + 1} ratings)`.replace('(1 ratings)', '(1 rating)'));
    const mine = page.getByTestId('my-review');
    await expect(mine.getByTestId('my-review-comment')).toHaveText(
      'Good start, but the pace is too quick for me.',
    );
    await expect(page.getByTestId('review').filter({ hasText: 'Ishita Sen' }).first()).toBeVisible();
    const before = await summary.textContent();

    await mine.getByRole('button', { name: 'Edit' }).click();
    await mine.getByRole('radio', { name: '5 of 5 stars' }).check();
    await mine
      .getByRole('textbox', { name: 'Your review' })
      .fill('Second week clicked: clear and practical.');
    await mine.getByRole('button', { name: 'Save review' }).click();
    await expect(mine.getByTestId('my-review-comment')).toHaveText(
      'Second week clicked: clear and practical.',
    );
    await expect(page.getByTestId('review').filter({ hasText: 'Second week clicked' })).toBeVisible();
    // From 1 star to 5: the average moves, the count stays.
    await expect(summary).not.toHaveText(before ?? '');
    await expect(summary).toContainText(`(${count + 1} ratings)`.replace('(1 ratings)', '(1 rating)'));
  });
});
