import { ZGetCourseDetailsResponseSchema, ZGetCoursesResponseSchema } from '@pathshala/shared/catalogue';
import { ZMyLearningsResponseSchema } from '@pathshala/shared/learning';
import { eq, getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { courses, lectures } from '../../db/schema/catalogue.ts';
import { enrollments } from '../../db/schema/commerce.ts';
import { liveSessions } from '../../db/schema/live.ts';
import { courseProjects } from '../../db/schema/projects.ts';
import { buildTestApp, signedInLearner } from '../../testing/build-test-app.ts';
import { createChapter, createCourse, createUser } from '../../testing/factories.ts';

const { app, db } = await buildTestApp();
const HOUR = 3_600_000;

async function details(courseId: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/courses/getCourseDetails',
    payload: { courseId },
  });
  expect(response.statusCode).toBe(200);
  return ZGetCourseDetailsResponseSchema.parse(response.json()).data.details;
}

async function enrol(courseId: string, userId: string, status: 'active' | 'revoked' = 'active') {
  await db.insert(enrollments).values({ courseId, userId, status });
}

describe('student counts', () => {
  it('are no longer stored on the course', () => {
    expect(Object.keys(getTableColumns(courses))).not.toContain('students');
  });

  it("count a course's active enrolments of open accounts, on its page and its card", async () => {
    const course = await createCourse(db, { title: 'Counted Course' });
    const other = await createCourse(db, { title: 'Other Counted Course' });
    const learners = await Promise.all([1, 2, 3, 4].map(() => createUser(db)));
    const [first, second, revoked, closed] = learners.map(({ user }) => user.id) as [
      string,
      string,
      string,
      string,
    ];
    await enrol(course.id, first);
    await enrol(course.id, second);
    await enrol(course.id, revoked, 'revoked');
    await enrol(course.id, closed);
    await enrol(other.id, first);
    await db.update(users).set({ closedAt: new Date() }).where(eq(users.id, closed));

    expect((await details(course.id)).students).toBe(2);
    const list = ZGetCoursesResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/courses/getCourse' })).json(),
    ).data;
    expect(list.find((card) => card.id === course.id)?.students).toBe(2);
    expect(list.find((card) => card.id === other.id)?.students).toBe(1);
  });
});

describe('durations', () => {
  it("sum the active lectures' real lengths; the admin's text is only the suggested pace", async () => {
    const course = await createCourse(db, { title: 'Timed Course', duration: '4 weeks' });
    const { lectures: made } = await createChapter(db, course.id, [
      { title: 'One' },
      { title: 'Two' },
      { title: 'Hidden' },
    ]);
    const [one, two, hidden] = made as [(typeof made)[0], (typeof made)[0], (typeof made)[0]];
    await db.update(lectures).set({ durationSeconds: 65.4 }).where(eq(lectures.id, one.id));
    await db.update(lectures).set({ durationSeconds: 120 }).where(eq(lectures.id, two.id));
    await db
      .update(lectures)
      .set({ durationSeconds: 900, isActive: false })
      .where(eq(lectures.id, hidden.id));

    const page = await details(course.id);
    expect(page.videoSeconds).toBe(185);
    expect(page.duration).toBe('3m 5s');
    expect(page.pace).toBe('4 weeks');
  });

  it('are empty while no lecture has a length, never the pace in its place', async () => {
    const course = await createCourse(db, { title: 'Untimed Course', duration: '6 weeks' });
    await createChapter(db, course.id, [{ title: 'No length yet' }]);
    const page = await details(course.id);
    expect(page.duration).toBe('');
    expect(page.videoSeconds).toBe(0);
  });
});

describe('the sale price and its hours-left text', () => {
  it('has no end time to count down without one: a standing discount', async () => {
    const course = await createCourse(db, { realPricePaise: 499_900, discountedPricePaise: 199_900 });
    const page = await details(course.id);
    expect(page.saleEndsAt).toBeNull();
    expect(page.price).toBe(1999);
  });

  it('says when a running sale ends, and sells at the sale price until then', async () => {
    const ends = new Date(Date.now() + 5 * HOUR);
    const course = await createCourse(db, {
      realPricePaise: 499_900,
      discountedPricePaise: 199_900,
      saleEndsAt: ends,
    });
    const page = await details(course.id);
    expect(page.saleEndsAt).toBe(ends.toISOString());
    expect(page.price).toBe(1999);
    expect(page.discountedPrice).toBe(1999);
  });

  it('is gone once the sale has ended, and the course sells at its real price again, in the cart too', async () => {
    const course = await createCourse(db, {
      realPricePaise: 499_900,
      discountedPricePaise: 199_900,
      saleEndsAt: new Date(Date.now() - 1000),
    });
    const page = await details(course.id);
    expect(page.saleEndsAt).toBeNull();
    expect(page.discountedPrice).toBeNull();
    expect(page.price).toBe(4999);

    const { cookie } = await signedInLearner(app, db);
    const added = await app.inject({
      method: 'POST',
      url: '/api/cart/addToCart',
      headers: { cookie },
      payload: { courseId: course.id },
    });
    expect(added.statusCode).toBe(200);
    const cart = await app.inject({ method: 'GET', url: '/api/cart/getCartItems', headers: { cookie } });
    expect(cart.json().data).toEqual([expect.objectContaining({ _id: course.id, price: 4999 })]);
  });
});

describe('what a course includes', () => {
  it('lists live sessions only while one is coming up, and projects only where the course has them', async () => {
    const plain = await createCourse(db, { title: 'Video Only' });
    expect((await details(plain.id)).includes).toEqual({ liveSessions: false, projects: false });

    const withProject = await createCourse(db, { title: 'With A Project' });
    await db.insert(courseProjects).values({
      courseId: withProject.id,
      title: 'Build a CLI',
      brief: 'Write it.',
      rubric: [{ criterion: 'Works', points: 10 }],
      dueDays: 14,
    });
    expect((await details(withProject.id)).includes).toEqual({ liveSessions: false, projects: true });

    const session = (courseId: string, startsAt: Date, cancelled = false) => ({
      courseId,
      title: 'Doubt clearing',
      startsAt,
      durationMinutes: 60,
      joinUrl: 'https://meet.google.com/abc-defg-hij',
      cancelledAt: cancelled ? new Date() : null,
    });
    const live = await createCourse(db, { title: 'With A Live Session' });
    await db.insert(liveSessions).values(session(live.id, new Date(Date.now() + 48 * HOUR)));
    expect((await details(live.id)).includes.liveSessions).toBe(true);

    const over = await createCourse(db, { title: 'Sessions Over Or Cancelled' });
    await db
      .insert(liveSessions)
      .values([
        session(over.id, new Date(Date.now() - 3 * HOUR)),
        session(over.id, new Date(Date.now() + 3 * HOUR), true),
      ]);
    expect((await details(over.id)).includes.liveSessions).toBe(false);
  });
});

describe("My Learnings' LIVE badge", () => {
  it('marks only the courses with a live session today or later', async () => {
    const { user, cookie } = await signedInLearner(app, db);
    const recorded = await createCourse(db, { title: 'Recorded Only' });
    const live = await createCourse(db, { title: 'Live Next Week' });
    await enrol(recorded.id, user.id);
    await enrol(live.id, user.id);
    await db.insert(liveSessions).values({
      courseId: live.id,
      title: 'Mock interview clinic',
      startsAt: new Date(Date.now() + 7 * 24 * HOUR),
      durationMinutes: 90,
      joinUrl: 'https://zoom.us/j/123456789',
    });
    const response = await app.inject({
      method: 'GET',
      url: '/api/mylearnings/users/getCourseDetails',
      headers: { cookie },
    });
    const cards = ZMyLearningsResponseSchema.parse(response.json()).data.course;
    expect(Object.fromEntries(cards.map((card) => [card.title, card.live]))).toEqual({
      'Recorded Only': false,
      'Live Next Week': true,
    });
  });
});
