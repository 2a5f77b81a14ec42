import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../db/schema/catalogue.ts';
import { coupons } from '../../db/schema/commerce.ts';
import { internshipApplications } from '../../db/schema/engagement.ts';
import { lectureProgress } from '../../db/schema/learning.ts';
import { buildTestApp, signedInLearner } from '../../testing/build-test-app.ts';
import { createChapter, createCourse } from '../../testing/factories.ts';
import { buyCourse } from '../../testing/purchases.ts';
import { dashboardRange } from './dashboard.ts';

const { app, db } = await buildTestApp();
type Caller = Awaited<ReturnType<typeof signedInLearner>>;
const post = (caller: Caller, url: string, payload: object) =>
  app.inject({ method: 'POST', url, headers: { cookie: caller.cookie }, payload });

async function buy(courseId: string, couponCode = '') {
  const learner = await signedInLearner(app, db);
  const { orderId } = await buyCourse(app, learner.cookie, courseId, couponCode);
  return { learner, orderId };
}

let admin: Caller;
let python: Awaited<ReturnType<typeof createCourse>>;
let react: Awaited<ReturnType<typeof createCourse>>;

beforeAll(async () => {
  admin = await signedInLearner(app, db, { role: 'admin' });
  python = await createCourse(db, { title: 'Python', realPricePaise: 200_000, discountedPricePaise: null });
  react = await createCourse(db, { title: 'React', realPricePaise: 100_000, discountedPricePaise: null });
  await db.insert(coupons).values({ code: 'HALF', kind: 'percent', value: 50 });
});

describe('the admin dashboard', () => {
  it('adds up revenue, refunds, enrolments, courses, coupons and completion for the range', async () => {
    const first = await buy(python.id);
    await buy(python.id, 'HALF');
    const reactBuyer = await buy(react.id);
    // The React buyer finishes the course's only lecture.
    const { lectures } = await createChapter(db, react.id, [{ title: 'Hooks' }]);
    await db.update(courses).set({ totalLecture: 1 }).where(eq(courses.id, react.id));
    await db.insert(lectureProgress).values({
      userId: reactBuyer.learner.user.id,
      lectureId: lectures[0]?.id ?? '',
      courseId: react.id,
      completed: true,
    });
    await post(admin, `/api/admin/orders/${first.orderId}/refund`, {
      amount: 500,
      note: 'Goodwill',
      idempotencyKey: `dash-${first.orderId}`,
    });

    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(200);
    const dashboard = response.json().data;
    expect(dashboard.days).toHaveLength(30);
    expect(dashboard.totals).toEqual({
      revenue: 2000 + 1000 + 1000,
      refunds: 500,
      paidOrders: 3,
      enrolments: 3,
      // Python has no lectures, so its enrolments are left out; React's only learner finished it.
      completionRate: 100,
    });
    const today = dashboard.days.at(-1);
    expect(today).toMatchObject({ revenue: 4000, refunds: 500, paidOrders: 3, enrolments: 3 });
    expect(dashboard.days.slice(0, -1).every((day: { revenue: number }) => day.revenue === 0)).toBe(true);
    expect(dashboard.revenueByCourse).toEqual([
      { courseId: python.id, title: 'Python', revenue: 3000 },
      { courseId: react.id, title: 'React', revenue: 1000 },
    ]);
    expect(dashboard.topCourses[0]).toEqual({ courseId: python.id, title: 'Python', enrolments: 2 });
    expect(dashboard.couponUse).toEqual([{ code: 'HALF', uses: 1, discount: 1000 }]);
  });

  it('shows where the applications received in the range stand, in workflow order', async () => {
    const application = (status: 'new' | 'shortlisted' | 'rejected') => ({
      fullName: 'Asha Verma',
      email: 'asha@example.com',
      phoneNumber: '9876543210',
      university: 'IIT Madras',
      program: 'B.Tech',
      yearOfStudy: '3',
      internships: [1],
      motivation: 'I want to build things.',
      status,
    });
    await db
      .insert(internshipApplications)
      .values([
        application('new'),
        application('shortlisted'),
        application('shortlisted'),
        application('rejected'),
      ]);
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: { cookie: admin.cookie },
    });
    expect(response.json().data.applicationFunnel).toEqual([
      { label: 'New', count: 1 },
      { label: 'Under review', count: 0 },
      { label: 'Shortlisted', count: 2 },
      { label: 'Interview', count: 0 },
      { label: 'Offered', count: 0 },
      { label: 'Rejected', count: 1 },
      { label: 'Withdrawn', count: 0 },
    ]);
  });

  it('takes a range of India-time days, at most a year, and refuses a backwards one', async () => {
    const ask = (query: string) =>
      app.inject({ method: 'GET', url: `/api/admin/dashboard${query}`, headers: { cookie: admin.cookie } });
    const old = (await ask('?from=2020-01-01&to=2020-01-07')).json().data;
    expect(old.days.map((day: { date: string }) => day.date)).toEqual([
      '2020-01-01',
      '2020-01-02',
      '2020-01-03',
      '2020-01-04',
      '2020-01-05',
      '2020-01-06',
      '2020-01-07',
    ]);
    expect(old.totals.revenue).toBe(0);
    expect((await ask('?from=2020-01-02&to=2020-01-01')).json().message).toBe('From must not be after to.');
    expect((await ask('?from=2020-01-01&to=2021-06-01')).statusCode).toBe(400);
    // 18:45 UTC on 31 March is already 1 April in India.
    expect(dashboardRange({}, new Date('2026-03-31T18:45:00Z')).to).toBe('2026-04-01');
  });
});
