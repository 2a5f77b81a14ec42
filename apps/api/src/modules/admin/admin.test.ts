import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { auditEntries } from '../../db/schema/audit.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { coupons, enrollments } from '../../db/schema/commerce.ts';
import { placementCourses } from '../../db/schema/content.ts';
import { outboxEmails } from '../../db/schema/email.ts';
import { careerApplications, contactMessages } from '../../db/schema/engagement.ts';
import { lectureProgress } from '../../db/schema/learning.ts';
import { mockAttempts, mockTests } from '../../db/schema/practice.ts';
import { qaQuestions } from '../../db/schema/qa.ts';
import { courseReviews } from '../../db/schema/reviews.ts';
import { buildTestApp, signedInLearner } from '../../testing/build-test-app.ts';
import { createTestJudge } from '../../testing/coding.ts';
import { codingProblemWrites } from '../../testing/coding-admin-writes.ts';
import { courseContentWrites } from '../../testing/course-content-writes.ts';
import { createChapter, createCourse, createInstructor } from '../../testing/factories.ts';
import { multipartBody } from '../../testing/multipart.ts';
import { projectWrites } from '../../testing/project-writes.ts';
import { buyCourse, holdPaymentForReview } from '../../testing/purchases.ts';
import { videoUploadWrites } from '../../testing/video-upload-writes.ts';

// A judge of the tests' own: the console's reference-solution route runs one (testing/coding-admin-writes.ts).
const { app, db } = await buildTestApp({}, { judge: createTestJudge().judge });

type Caller = { cookie: string; user: { id: string; email: string } };
const request = (caller: Caller | undefined, method: string, url: string, payload?: object) =>
  app.inject({
    method: method as 'GET',
    url,
    headers: caller ? { cookie: caller.cookie } : {},
    ...(payload ? { payload } : {}),
  });
const get = (caller: Caller, url: string) => request(caller, 'GET', url);

async function signedIn(role: 'learner' | 'instructor' | 'admin', instructorId?: string) {
  const caller = await signedInLearner(app, db, { role, instructorId: instructorId ?? null });
  return caller;
}

async function buy(caller: Caller, courseId: string, couponCode = '') {
  return (await buyCourse(app, caller.cookie, courseId, couponCode)).orderId;
}

async function auditOf(objectId: string) {
  return db.select().from(auditEntries).where(eq(auditEntries.objectId, objectId));
}

let admin: Caller;
let learner: Caller;
let ravi: Awaited<ReturnType<typeof createInstructor>>;
let meera: Awaited<ReturnType<typeof createInstructor>>;
let raviAccount: Caller;
let raviCourse: Awaited<ReturnType<typeof createCourse>>;
let meeraCourse: Awaited<ReturnType<typeof createCourse>>;

beforeAll(async () => {
  admin = await signedIn('admin');
  learner = await signedIn('learner');
  ravi = await createInstructor(db, { name: 'Ravi Kumar' });
  meera = await createInstructor(db, { name: 'Meera Iyer' });
  raviAccount = await signedIn('instructor', ravi.id);
  raviCourse = await createCourse(db, {
    title: 'Data Structures with Ravi',
    instructorId: ravi.id,
    realPricePaise: 400_000,
    discountedPricePaise: null,
    totalLecture: 4,
  });
  meeraCourse = await createCourse(db, { title: 'Statistics with Meera', instructorId: meera.id });
});

describe('role matrix over every admin and instructor route', () => {
  const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, randomUUID());

  it('lists the consoles and the spec’s admin-only writes', () => {
    const listed = app.staffRoutes.map((route) => `${route.method} ${route.url}`);
    expect(listed).toEqual(
      expect.arrayContaining([
        'GET /api/admin/users',
        'PUT /api/admin/users/:userId/role',
        'POST /api/admin/coupons',
        'GET /api/admin/outbox',
        'GET /api/instructor/courses',
        'POST /api/mentor/createMentor',
        'POST /api/services/createService',
      ]),
    );
  });

  it('answers visitors 401 and learners 403 on every one of them', async () => {
    for (const route of app.staffRoutes) {
      const url = concrete(route.url);
      const payload = route.method === 'GET' ? undefined : {};
      const visitor = await request(undefined, route.method, url, payload);
      expect(visitor.statusCode, `${route.method} ${route.url} (visitor)`).toBe(401);
      expect(visitor.json()).toEqual({ success: false, message: 'Please login to continue.' });
      const asLearner = await request(learner, route.method, url, payload);
      expect(asLearner.statusCode, `${route.method} ${route.url} (learner)`).toBe(403);
      expect(asLearner.json().success).toBe(false);
    }
  });

  it('lets instructors into their view only, and admins everywhere', async () => {
    for (const route of app.staffRoutes) {
      const url = concrete(route.url);
      const payload = route.method === 'GET' ? undefined : {};
      const asInstructor = await request(raviAccount, route.method, url, payload);
      const asAdmin = await request(admin, route.method, url, payload);
      const name = `${route.method} ${route.url}`;
      if (route.allowed.includes('instructor'))
        expect([401, 403], name).not.toContain(asInstructor.statusCode);
      else expect(asInstructor.statusCode, `${name} (instructor)`).toBe(403);
      expect([401, 403, 500], `${name} (admin)`).not.toContain(asAdmin.statusCode);
    }
  });
});

describe('users and roles', () => {
  it('pages, searches and filters users on the server', async () => {
    const first = (await get(admin, '/api/admin/users?pageSize=2&sort=createdAt&order=asc')).json().data;
    expect(first.items).toHaveLength(2);
    expect(first.total).toBeGreaterThanOrEqual(3);
    expect(first.items[0].id).toBe(admin.user.id);
    const found = (
      await get(admin, `/api/admin/users?q=${encodeURIComponent(learner.user.email.slice(0, 12))}`)
    ).json().data;
    expect(found.items.map((user: { id: string }) => user.id)).toContain(learner.user.id);
    const instructors = (await get(admin, '/api/admin/users?role=instructor')).json().data;
    expect(instructors.items.map((user: { id: string }) => user.id)).toEqual([raviAccount.user.id]);
    // A search's own wildcards are literal text.
    expect((await get(admin, '/api/admin/users?q=%25')).json().data.total).toBe(0);
    const bad = await get(admin, '/api/admin/users?pageSize=1000');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Page size must be at most 100.');
  });

  it('grants the instructor role with a profile, at once, and writes who did it', async () => {
    const priya = await signedIn('learner');
    const profile = await createInstructor(db, { name: 'Priya Nair' });
    expect((await get(priya, '/api/instructor/courses')).statusCode).toBe(403);

    const missingProfile = await request(admin, 'PUT', `/api/admin/users/${priya.user.id}/role`, {
      role: 'instructor',
    });
    expect(missingProfile.statusCode).toBe(400);
    expect(missingProfile.json().message).toBe('Choose the instructor profile this account teaches as.');

    const taken = await request(admin, 'PUT', `/api/admin/users/${priya.user.id}/role`, {
      role: 'instructor',
      instructorId: ravi.id,
    });
    expect(taken.statusCode).toBe(409);

    const granted = await request(admin, 'PUT', `/api/admin/users/${priya.user.id}/role`, {
      role: 'instructor',
      instructorId: profile.id,
    });
    expect(granted.statusCode).toBe(200);
    expect(granted.json().data).toMatchObject({ role: 'instructor', instructorId: profile.id });
    // The learner's existing session carries the new role on its next request.
    expect((await get(priya, '/api/instructor/courses')).statusCode).toBe(200);

    const [entry] = await auditOf(priya.user.id);
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      actorEmail: admin.user.email,
      action: 'user.role',
      before: { role: 'learner', instructorId: null },
      after: { role: 'instructor', instructorId: profile.id },
    });

    await request(admin, 'PUT', `/api/admin/users/${priya.user.id}/role`, { role: 'learner' });
    expect((await get(priya, '/api/instructor/courses')).statusCode).toBe(403);
  });

  it('refuses an admin changing their own role', async () => {
    const own = await request(admin, 'PUT', `/api/admin/users/${admin.user.id}/role`, { role: 'learner' });
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe('You cannot change your own role; ask another admin.');
    expect(await auditOf(admin.user.id)).toEqual([]);
  });

  it('reinstates a closed account and audits it; an open one is left as it is', async () => {
    const closing = await signedIn('learner');
    await request(closing, 'DELETE', '/api/user/delete');
    const reinstated = await request(admin, 'POST', `/api/admin/users/${closing.user.id}/reinstate`);
    expect(reinstated.statusCode).toBe(200);
    expect(reinstated.json().data.closedAt).toBeNull();
    const [entry] = await auditOf(closing.user.id);
    expect(entry?.action).toBe('user.reinstate');
    await request(admin, 'POST', `/api/admin/users/${closing.user.id}/reinstate`);
    expect(await auditOf(closing.user.id)).toHaveLength(1);
  });

  it("shows a user's orders and progress", async () => {
    const buyer = await signedIn('learner');
    await buy(buyer, raviCourse.id);
    const detail = (await get(admin, `/api/admin/users/${buyer.user.id}`)).json().data;
    expect(detail.orders).toEqual([
      expect.objectContaining({ status: 'paid', amount: 4000, courses: ['Data Structures with Ravi'] }),
    ]);
    expect(detail.courses).toEqual([
      expect.objectContaining({
        courseId: raviCourse.id,
        status: 'active',
        source: 'order',
        totalLectures: 4,
        completedLectures: 0,
      }),
    ]);
    expect((await get(admin, `/api/admin/users/${randomUUID()}`)).statusCode).toBe(404);
  });
});

describe('coupons', () => {
  it('creates a coupon in rupees, upper-cases its code and refuses a duplicate', async () => {
    const created = await request(admin, 'POST', '/api/admin/coupons', {
      code: 'diwali-500',
      kind: 'flat',
      value: 500,
      maxUses: 2,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      code: 'DIWALI-500',
      kind: 'flat',
      value: 500,
      maxUses: 2,
      usedCount: 0,
      heldCount: 0,
      active: true,
    });
    const [stored] = await db.select().from(coupons).where(eq(coupons.code, 'DIWALI-500'));
    expect(stored?.value).toBe(50_000);
    const [entry] = await auditOf(stored?.id ?? '');
    expect(entry).toMatchObject({ action: 'coupon.create', before: null });

    const again = await request(admin, 'POST', '/api/admin/coupons', {
      code: 'DIWALI-500',
      kind: 'flat',
      value: 1,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A coupon with this code already exists.');
  });

  it.each([
    [{ code: 'BIG', kind: 'percent', value: 120 }, 'A percent coupon takes a whole number from 1 to 100.'],
    [{ code: 'HALF', kind: 'percent', value: 12.5 }, 'A percent coupon takes a whole number from 1 to 100.'],
    [{ code: 'ODD', kind: 'flat', value: 10.005 }, 'A flat coupon takes rupees with at most two decimals.'],
    [
      { code: 'X', kind: 'flat', value: 10 },
      'Coupon code must be 3 to 40 letters, digits, hyphens or underscores, starting with a letter or digit.',
    ],
    [
      {
        code: 'BACKWARDS',
        kind: 'flat',
        value: 10,
        validFrom: '2026-12-31T00:00:00Z',
        validTo: '2026-01-01T00:00:00Z',
      },
      'Valid to must be after valid from.',
    ],
    [{ code: 'ZERO', kind: 'flat', value: 0 }, 'Value must be more than 0.'],
  ])('refuses %o', async (body, message) => {
    const response = await request(admin, 'POST', '/api/admin/coupons', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message });
  });

  it('counts uses so far and will not lower the limit below them; edits are audited before and after', async () => {
    const created = (
      await request(admin, 'POST', '/api/admin/coupons', { code: 'RAVI10', kind: 'percent', value: 10 })
    ).json().data;
    const buyer = await signedIn('learner');
    await buy(buyer, raviCourse.id, 'RAVI10');
    const holder = await signedIn('learner');
    await request(holder, 'POST', '/api/payment/createOrder', {
      courseId: raviCourse.id,
      couponCode: 'RAVI10',
    });

    const listed = (await get(admin, '/api/admin/coupons?q=ravi1')).json().data;
    expect(listed.items).toEqual([expect.objectContaining({ code: 'RAVI10', usedCount: 1, heldCount: 1 })]);

    const tooLow = await request(admin, 'PATCH', `/api/admin/coupons/${created.id}`, { maxUses: 0 });
    expect(tooLow.statusCode).toBe(400);
    const belowUsed = await request(admin, 'PATCH', `/api/admin/coupons/${created.id}`, { maxUses: 1 });
    expect(belowUsed.statusCode).toBe(200);

    const deactivated = await request(admin, 'PATCH', `/api/admin/coupons/${created.id}`, {
      active: false,
      value: 15,
    });
    expect(deactivated.json().data).toMatchObject({ active: false, value: 15, maxUses: 1 });
    const entries = await auditOf(created.id);
    expect(entries.map((entry) => entry.action)).toEqual(['coupon.create', 'coupon.update', 'coupon.update']);
    expect(entries[2]).toMatchObject({
      before: { active: true, value: 10 },
      after: { active: false, value: 15 },
    });

    const switchedKind = await request(admin, 'PATCH', `/api/admin/coupons/${created.id}`, { kind: 'flat' });
    expect(switchedKind.statusCode).toBe(400);
    expect(switchedKind.json().message).toBe('Give the value for the new kind.');
    expect(
      (await request(admin, 'PATCH', `/api/admin/coupons/${randomUUID()}`, { active: true })).statusCode,
    ).toBe(404);
    expect((await request(admin, 'PATCH', `/api/admin/coupons/${created.id}`, {})).statusCode).toBe(400);
  });
});

describe('orders', () => {
  it('filters by status, course, coupon, date and receipt or e-mail, and shows the history', async () => {
    const buyer = await signedIn('learner');
    const orderId = await buy(buyer, meeraCourse.id);
    const pending = await signedIn('learner');
    await request(pending, 'POST', '/api/payment/createOrder', { courseId: meeraCourse.id });

    const byCourse = (await get(admin, `/api/admin/orders?courseId=${meeraCourse.id}`)).json().data;
    expect(byCourse.total).toBe(2);
    const paid = (await get(admin, `/api/admin/orders?courseId=${meeraCourse.id}&status=paid`)).json().data;
    expect(paid.items).toEqual([
      expect.objectContaining({
        id: orderId,
        status: 'paid',
        learner: expect.objectContaining({ id: buyer.user.id }),
        courses: [expect.objectContaining({ courseId: meeraCourse.id })],
      }),
    ]);
    const byEmail = (await get(admin, `/api/admin/orders?q=${encodeURIComponent(buyer.user.email)}`)).json()
      .data;
    expect(byEmail.items.map((order: { id: string }) => order.id)).toEqual([orderId]);
    const withCoupon = (await get(admin, '/api/admin/orders?coupon=ravi10')).json().data;
    expect(withCoupon.items.every((order: { couponCode: string }) => order.couponCode === 'RAVI10')).toBe(
      true,
    );
    expect(withCoupon.total).toBe(2);
    const future = (await get(admin, '/api/admin/orders?from=2099-01-01')).json().data;
    expect(future.total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await get(admin, `/api/admin/orders?to=2000-01-01`)).json().data.total).toBe(0);
    expect(
      (await get(admin, `/api/admin/orders?from=2000-01-01&to=2099-12-31`)).json().data.total,
    ).toBeGreaterThan(0);
    expect((await get(admin, `/api/admin/orders?from=${today}x`)).statusCode).toBe(400);

    const detail = (await get(admin, `/api/admin/orders/${orderId}`)).json().data;
    expect(detail).toMatchObject({ gateway: 'simulated', status: 'paid' });
    expect(detail.gatewayPaymentId).toMatch(/^pay_/);
    expect(detail.history.map((event: { status: string }) => event.status)).toEqual(['created', 'paid']);
    expect((await get(admin, `/api/admin/orders/${randomUUID()}`)).statusCode).toBe(404);
  });
});

describe('instructor view', () => {
  it('shows an instructor only their courses, with enrolments, revenue and completion', async () => {
    const mine = (await get(raviAccount, '/api/instructor/courses')).json().data;
    expect(mine.items.map((course: { id: string }) => course.id)).toEqual([raviCourse.id]);
    // Two paid purchases so far: 4000 at full price and 3600 with RAVI10.
    expect(mine.items[0]).toMatchObject({
      activeEnrollments: 2,
      revenue: 7600,
      instructorName: 'Ravi Kumar',
    });

    const everyone = (await get(admin, '/api/instructor/courses?pageSize=100')).json().data;
    expect(everyone.items.map((course: { id: string }) => course.id)).toEqual(
      expect.arrayContaining([raviCourse.id, meeraCourse.id]),
    );
  });

  it("lists a course's learners with progress, and answers another instructor's course like a missing one", async () => {
    const { chapter, lectures } = await createChapter(db, raviCourse.id, [
      { title: 'Arrays' },
      { title: 'Lists' },
    ]);
    expect(chapter).toBeDefined();
    const [buyerRow] = await db
      .select({ userId: enrollments.userId })
      .from(enrollments)
      .where(eq(enrollments.courseId, raviCourse.id))
      .limit(1);
    await db.insert(lectureProgress).values({
      userId: buyerRow?.userId ?? '',
      lectureId: lectures[0]?.id ?? '',
      courseId: raviCourse.id,
      completed: true,
    });
    const learners = (
      await get(raviAccount, `/api/instructor/courses/${raviCourse.id}/learners?sort=progress`)
    ).json().data;
    expect(learners.total).toBe(2);
    expect(learners.items[0]).toMatchObject({
      userId: buyerRow?.userId,
      completedLectures: 1,
      totalLectures: 4,
    });
    expect(learners.items[0]).not.toHaveProperty('email');

    const course = (await get(raviAccount, '/api/instructor/courses')).json().data.items[0];
    expect(course.averageCompletion).toBe(12.5);
    expect((await get(raviAccount, `/api/instructor/courses/${course.id}`)).json().data).toEqual(course);

    for (const courseId of [meeraCourse.id, randomUUID()]) {
      for (const path of [
        `/api/instructor/courses/${courseId}/learners`,
        `/api/instructor/courses/${courseId}`,
      ]) {
        const other = await get(raviAccount, path);
        expect(other.statusCode).toBe(404);
        expect(other.json().message).toBe('Course not found');
      }
    }
  });

  it('totals the earnings of the courses taught, and leaves closed accounts out of learner counts and lists', async () => {
    const anita = await createInstructor(db, { name: 'Anita Rao' });
    const anitaAccount = await signedIn('instructor', anita.id);
    const sql = await createCourse(db, {
      title: 'SQL with Anita',
      instructorId: anita.id,
      realPricePaise: 300_000,
      discountedPricePaise: null,
      totalLecture: 2,
    });
    const excel = await createCourse(db, {
      title: 'Excel with Anita',
      instructorId: anita.id,
      realPricePaise: 150_000,
      discountedPricePaise: null,
      totalLecture: 2,
    });
    const [staying, leaving, refunded] = [
      await signedIn('learner'),
      await signedIn('learner'),
      await signedIn('learner'),
    ];
    await buy(staying, sql.id);
    await buy(staying, excel.id);
    await buy(leaving, sql.id);
    const refundedOrder = await buy(refunded, excel.id);
    const refund = await request(admin, 'POST', `/api/admin/orders/${refundedOrder}/refund`, {
      note: 'Bought by mistake',
      idempotencyKey: randomUUID(),
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const { chapter, lectures } = await createChapter(db, sql.id, [{ title: 'Select' }, { title: 'Join' }]);
    expect(chapter).toBeDefined();
    // The staying learner has done one lecture of two; the leaving one both.
    await db.insert(lectureProgress).values([
      { userId: staying.user.id, lectureId: lectures[0]?.id ?? '', courseId: sql.id, completed: true },
      { userId: leaving.user.id, lectureId: lectures[0]?.id ?? '', courseId: sql.id, completed: true },
      { userId: leaving.user.id, lectureId: lectures[1]?.id ?? '', courseId: sql.id, completed: true },
    ]);
    expect((await get(anitaAccount, `/api/instructor/courses/${sql.id}`)).json().data.averageCompletion).toBe(
      75,
    );

    const before = (await get(anitaAccount, '/api/instructor/summary')).json().data;
    // 3000 + 1500 + 3000 paid; the refunded 1500 is not earned.
    expect(before).toEqual({ earnings: 7500, courses: 2, learners: 2 });

    // The leaving learner closes their account: what they paid stays earned; they are no longer a learner here.
    expect((await request(leaving, 'DELETE', '/api/user/delete')).statusCode).toBe(200);
    const after = (await get(anitaAccount, '/api/instructor/summary')).json().data;
    expect(after).toEqual({ earnings: 7500, courses: 2, learners: 1 });
    const courses = (await get(anitaAccount, '/api/instructor/courses?sort=title&order=asc')).json().data;
    expect(courses.items).toEqual([
      expect.objectContaining({ id: excel.id, activeEnrollments: 1, revenue: 1500 }),
      // Only the staying learner's progress counts: one lecture of two.
      expect.objectContaining({ id: sql.id, activeEnrollments: 1, revenue: 6000, averageCompletion: 50 }),
    ]);
    const learners = (await get(anitaAccount, `/api/instructor/courses/${sql.id}/learners`)).json().data;
    expect(learners.total).toBe(1);
    expect(learners.items.map((row: { userId: string }) => row.userId)).toEqual([staying.user.id]);

    // Another instructor's figures are their own; an admin's summary covers every course.
    const ravis = (await get(raviAccount, '/api/instructor/summary')).json().data;
    expect(ravis.earnings).toBe(7600);
    const everyone = (await get(admin, '/api/instructor/summary')).json().data;
    expect(everyone.earnings).toBeGreaterThanOrEqual(7500 + 7600);
    expect(everyone.courses).toBeGreaterThanOrEqual(4);
  });

  it("edits the instructor's own course, audited, and refuses another's", async () => {
    const edited = await request(raviAccount, 'PATCH', `/api/instructor/courses/${raviCourse.id}`, {
      title: 'Data Structures and Algorithms with Ravi',
      level: 'Intermediate',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.title).toBe('Data Structures and Algorithms with Ravi');
    const [stored] = await db.select().from(courses).where(eq(courses.id, raviCourse.id));
    expect(stored).toMatchObject({ level: 'Intermediate' });
    expect(stored?.searchText).toContain('Ravi Kumar');
    const [entry] = await auditOf(raviCourse.id);
    expect(entry).toMatchObject({
      actorId: raviAccount.user.id,
      actorRole: 'instructor',
      action: 'course.update',
      before: { title: 'Data Structures with Ravi', level: 'Beginner' },
    });

    const intrusion = await request(raviAccount, 'PATCH', `/api/instructor/courses/${meeraCourse.id}`, {
      title: 'Taken over',
    });
    expect(intrusion.statusCode).toBe(404);
    const [untouched] = await db.select().from(courses).where(eq(courses.id, meeraCourse.id));
    expect(untouched?.title).toBe('Statistics with Meera');
    expect(await auditOf(meeraCourse.id)).toEqual([]);
  });

  it('an instructor account without a profile teaches nothing', async () => {
    const unlinked = await signedIn('instructor');
    const none = (await get(unlinked, '/api/instructor/courses')).json().data;
    expect(none).toMatchObject({ items: [], total: 0 });
  });
});

/** A career application to move and annotate, written straight to its table. */
async function auditedApplication() {
  const [row] = await db
    .insert(careerApplications)
    .values({
      name: 'Audit Applicant',
      email: 'applicant@example.com',
      mobileNo: '9876543210',
      college: 'Audit College',
      year: 'experienced',
      position: 'Auditor',
      resumeKey: '',
      resumeType: 'pdf',
      resumeBytes: 0,
    })
    .returning();
  return row?.id ?? '';
}

async function enrolmentId(userId: string) {
  const [row] = await db.select().from(enrollments).where(eq(enrollments.userId, userId));
  return row?.id ?? '';
}

/** Create, edit, delete, order (and image upload) of each site content type, each on an item of its own. */
function siteContentWrites() {
  const types: {
    path: string;
    noun: string;
    spec?: string;
    body: object;
    ordered?: boolean;
    image?: string;
  }[] = [
    {
      path: 'placement-courses',
      noun: 'placement_course',
      body: { title: 'Audit Prep', subject: 'Aptitude and Quantitative' },
      ordered: true,
      image: 'cover',
    },
    {
      path: 'mentors',
      noun: 'mentor',
      spec: '/api/mentor/createMentor',
      body: { name: 'Audit', email: 'a@example.com' },
      ordered: true,
      image: 'photo',
    },
    {
      path: 'services',
      noun: 'service',
      spec: '/api/services/createService',
      body: { title: 'Audit' },
      ordered: true,
      image: 'cover',
    },
    {
      path: 'testimonials',
      noun: 'testimonial',
      body: { message: 'Audited', name: 'Audit' },
      ordered: true,
      image: 'photo',
    },
    {
      path: 'banners',
      noun: 'banner',
      body: { imageUrl: '/images/audit.svg' },
      ordered: true,
      image: 'banner',
    },
    {
      path: 'collaborators',
      noun: 'collaborator',
      body: { name: 'Audit', logo: '/images/audit.svg' },
      ordered: true,
      image: 'logo',
    },
    {
      path: 'positions',
      noun: 'position',
      body: {
        title: 'Audit Role',
        category: 'Design',
        kind: 'internship',
        location: 'Remote',
        skills: ['Figma'],
        deadline: '2099-12-31',
      },
      ordered: true,
    },
  ];
  const cases: Record<string, () => Promise<{ objectId: string; action: string }>> = {};
  for (const type of types) {
    const base = `/api/admin/${type.path}`;
    const create = async () => {
      const created = await request(admin, 'POST', type.spec ?? base, type.body);
      return String(created.json().data.id);
    };
    if (!type.spec) {
      cases[`POST ${base}`] = async () => ({ objectId: await create(), action: `${type.noun}.create` });
    }
    cases[`PATCH ${base}/:id`] = async () => {
      const id = await create();
      await request(admin, 'PATCH', `${base}/${id}`, type.body);
      return { objectId: id, action: `${type.noun}.update` };
    };
    cases[`DELETE ${base}/:id`] = async () => {
      const id = await create();
      await request(admin, 'DELETE', `${base}/${id}`);
      return { objectId: id, action: `${type.noun}.delete` };
    };
    const { image } = type;
    if (image) {
      cases[`PUT ${base}/:id/images/:image`] = async () => {
        const id = await create();
        const picture = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#1d4ed8' } })
          .png()
          .toBuffer();
        const form = multipartBody('image', 'picture.png', 'image/png', picture);
        const saved = await app.inject({
          method: 'PUT',
          url: `${base}/${id}/images/${image}`,
          headers: { cookie: admin.cookie, 'content-type': form.contentType },
          payload: form.payload,
        });
        expect(saved.statusCode, saved.body).toBe(200);
        return { objectId: id, action: `${type.noun}.image` };
      };
    }
    if (type.ordered) {
      cases[`PUT ${base}/order`] = async () => {
        const ids = (await get(admin, base)).json().data.items.map((item: { id: string }) => item.id);
        await request(admin, 'PUT', `${base}/order`, { ids: ids.reverse() });
        return { objectId: 'order', action: `${type.noun}.reorder` };
      };
    }
  }
  return cases;
}

/** The question bank and mock tests: add, edit, archive, import a question; change a test's access. */
function questionBankWrites() {
  const question = (prompt: string) => ({
    topic: 'quantitative-aptitude',
    subtopic: 'Percentages',
    difficulty: 'easy',
    kind: 'single',
    prompt,
    options: ['10', '20', '30', '40'],
    correct: [1],
    explanation: '20 % of 100 is 20.',
  });
  const create = async (prompt: string) =>
    String((await request(admin, 'POST', '/api/admin/questions', question(prompt))).json().data.id);
  return {
    'POST /api/admin/questions': async () => ({
      objectId: await create('What is 20 % of 100?'),
      action: 'question.create',
    }),
    'PUT /api/admin/questions/:questionId': async () => {
      const id = await create('What is 20 % of 100 (edited)?');
      await request(admin, 'PUT', `/api/admin/questions/${id}`, {
        ...question('Edited'),
        difficulty: 'hard',
      });
      return { objectId: id, action: 'question.update' };
    },
    'PUT /api/admin/questions/:questionId/image': async () => {
      const id = await create('Which bar is tallest (figure)?');
      const picture = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#1d4ed8' } })
        .png()
        .toBuffer();
      const form = multipartBody('image', 'figure.png', 'image/png', picture);
      const saved = await app.inject({
        method: 'PUT',
        url: `/api/admin/questions/${id}/image`,
        headers: { cookie: admin.cookie, 'content-type': form.contentType },
        payload: form.payload,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      return { objectId: id, action: 'question.image' };
    },
    'DELETE /api/admin/questions/:questionId': async () => {
      const id = await create('What is 20 % of 100 (archived)?');
      await request(admin, 'DELETE', `/api/admin/questions/${id}`);
      return { objectId: id, action: 'question.archive' };
    },
    'POST /api/admin/questions/import': async () => {
      const imported = await request(admin, 'POST', '/api/admin/questions/import', {
        format: 'json',
        content: JSON.stringify([{ ...question('Imported for the audit'), key: 'audit.import.001' }]),
        dryRun: false,
      });
      expect(imported.json().data.written).toBe(1);
      return { objectId: 'import', action: 'question.import' };
    },
    'POST /api/admin/mock-tests': async () => {
      const { key } = (
        await request(admin, 'POST', '/api/admin/questions', question('What is 30 % of 100 (in a new test)?'))
      ).json().data;
      const created = await request(admin, 'POST', '/api/admin/mock-tests', {
        title: 'Audited new mock',
        sections: [
          { title: 'Quant', topic: 'quantitative-aptitude', durationSeconds: 600, questionKeys: [key] },
        ],
        marksPerQuestion: 1,
        negativeMarks: 0,
      });
      expect(created.statusCode, created.body).toBe(200);
      return { objectId: created.json().data.id, action: 'mock_test.create' };
    },
    'PATCH /api/admin/mock-tests/:testId': async () => {
      const [test] = await db
        .insert(mockTests)
        .values({ slug: `audit-${randomUUID()}`, title: 'Audited mock', sections: [] })
        .returning();
      await request(admin, 'PATCH', `/api/admin/mock-tests/${test?.id}`, { maxAttempts: 2 });
      return { objectId: test?.id ?? '', action: 'mock_test.update' };
    },
    'PUT /api/admin/mock-tests/:testId/sections': async () => {
      const [test] = await db
        .insert(mockTests)
        .values({ slug: `audit-${randomUUID()}`, title: 'Audited sections', sections: [] })
        .returning();
      const { key } = (
        await request(admin, 'POST', '/api/admin/questions', question('What is 20 % of 100 (in a section)?'))
      ).json().data;
      const saved = await request(admin, 'PUT', `/api/admin/mock-tests/${test?.id}/sections`, {
        sections: [
          { title: 'Quant', topic: 'quantitative-aptitude', durationSeconds: 600, questionKeys: [key] },
        ],
        marksPerQuestion: 1,
        negativeMarks: 0.25,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      return { objectId: test?.id ?? '', action: 'mock_test.sections' };
    },
    'PUT /api/admin/mock-tests/:testId/attempts/:attemptId/leaderboard-name': async () => {
      const [test] = await db
        .insert(mockTests)
        .values({ slug: `audit-${randomUUID()}`, title: 'Audited names', sections: [] })
        .returning();
      const learner = await signedIn('learner');
      const [attempt] = await db
        .insert(mockAttempts)
        .values({
          testId: test?.id ?? '',
          userId: learner.user.id,
          status: 'submitted',
          sectionSeconds: [],
          expiresAt: new Date(),
          slots: [],
          score: 0,
          leaderboardName: 'Audited name',
        })
        .returning();
      const hidden = await request(
        admin,
        'PUT',
        `/api/admin/mock-tests/${test?.id}/attempts/${attempt?.id}/leaderboard-name`,
        { hidden: true },
      );
      expect(hidden.statusCode, hidden.body).toBe(200);
      return { objectId: attempt?.id ?? '', action: 'mock_attempt.leaderboard_name' };
    },
  };
}

/** The live-session writes (modules/live): one session scheduled, edited, given a recording and cancelled. */
/** Course review moderation: the admin replies to a review, hides it with a reason and restores it. */
function reviewWrites(): Record<string, () => Promise<{ objectId: string; action: string }>> {
  let reviewId = '';
  const reviewOf = async () => {
    if (reviewId) return reviewId;
    const course = await createCourse(db, { title: 'Reviewed and audited' });
    const [review] = await db
      .insert(courseReviews)
      .values({ courseId: course.id, name: 'Audited reviewer', comment: 'Fine.', rating: 4 })
      .returning();
    reviewId = review?.id ?? '';
    return reviewId;
  };
  let questionId = '';
  const questionOf = async () => {
    if (questionId) return questionId;
    const course = await createCourse(db, { title: 'Asked and audited' });
    const {
      lectures: [lecture],
    } = await createChapter(db, course.id, [{ title: 'Audited lecture' }]);
    const [question] = await db
      .insert(qaQuestions)
      .values({
        courseId: course.id,
        lectureId: lecture?.id ?? '',
        authorId: admin.user.id,
        title: 'An audited question',
        body: 'Hidden and restored.',
      })
      .returning();
    questionId = question?.id ?? '';
    return questionId;
  };
  const write = async (url: string, payload?: object) => {
    const response = await request(admin, 'POST', url, payload);
    expect(response.statusCode, response.body).toBe(200);
  };
  return {
    'POST /api/instructor/reviews/:reviewId/reply': async () => {
      const id = await reviewOf();
      await write(`/api/instructor/reviews/${id}/reply`, { reply: 'Thank you.' });
      return { objectId: id, action: 'review.reply' };
    },
    'POST /api/admin/reviews/:reviewId/hide': async () => {
      const id = await reviewOf();
      await write(`/api/admin/reviews/${id}/hide`, { reason: 'Audited hide' });
      return { objectId: id, action: 'review.hide' };
    },
    'POST /api/admin/reviews/:reviewId/restore': async () => {
      const id = await reviewOf();
      await write(`/api/admin/reviews/${id}/restore`);
      return { objectId: id, action: 'review.restore' };
    },
    'POST /api/admin/qa/:kind/:postId/hide': async () => {
      const id = await questionOf();
      await write(`/api/admin/qa/question/${id}/hide`, { reason: 'Audited hide' });
      return { objectId: id, action: 'qa-question.hide' };
    },
    'POST /api/admin/qa/:kind/:postId/restore': async () => {
      const id = await questionOf();
      await write(`/api/admin/qa/question/${id}/restore`);
      return { objectId: id, action: 'qa-question.restore' };
    },
  };
}

function liveSessionWrites(): Record<string, () => Promise<{ objectId: string; action: string }>> {
  let sessionId = '';
  return {
    'POST /api/instructor/courses/:courseId/live-sessions': async () => {
      const created = await request(
        admin,
        'POST',
        `/api/instructor/courses/${meeraCourse.id}/live-sessions`,
        {
          title: 'Audited live session',
          startsAt: new Date(Date.now() + 3600_000).toISOString(),
          durationMinutes: 60,
          joinUrl: 'https://meet.jit.si/audited',
        },
      );
      expect(created.statusCode, created.body).toBe(201);
      sessionId = created.json().data.id;
      return { objectId: sessionId, action: 'live-session.create' };
    },
    'PATCH /api/instructor/live-sessions/:sessionId': async () => {
      await request(admin, 'PATCH', `/api/instructor/live-sessions/${sessionId}`, { agenda: 'Audited' });
      return { objectId: sessionId, action: 'live-session.update' };
    },
    'PUT /api/instructor/live-sessions/:sessionId/recording': async () => {
      await request(admin, 'PUT', `/api/instructor/live-sessions/${sessionId}/recording`, {
        lectureId: null,
      });
      return { objectId: sessionId, action: 'live-session.recording' };
    },
    'POST /api/instructor/live-sessions/:sessionId/cancel': async () => {
      await request(admin, 'POST', `/api/instructor/live-sessions/${sessionId}/cancel`);
      return { objectId: sessionId, action: 'live-session.cancel' };
    },
  };
}

describe('audit log', () => {
  /** One successful call per write route; a new write route without a case here fails the first test. */
  const writes: Record<string, () => Promise<{ objectId: string; action: string }>> = {
    'PUT /api/admin/users/:userId/role': async () => {
      const target = await signedIn('learner');
      await request(admin, 'PUT', `/api/admin/users/${target.user.id}/role`, { role: 'admin' });
      return { objectId: target.user.id, action: 'user.role' };
    },
    'POST /api/admin/users/:userId/reinstate': async () => {
      const target = await signedIn('learner');
      await db.update(users).set({ closedAt: new Date() }).where(eq(users.id, target.user.id));
      await request(admin, 'POST', `/api/admin/users/${target.user.id}/reinstate`);
      return { objectId: target.user.id, action: 'user.reinstate' };
    },
    'POST /api/admin/coupons': async () => {
      const created = await request(admin, 'POST', '/api/admin/coupons', {
        code: 'AUDITED',
        kind: 'flat',
        value: 5,
      });
      return { objectId: created.json().data.id, action: 'coupon.create' };
    },
    'PATCH /api/admin/coupons/:couponId': async () => {
      const [coupon] = await db.select().from(coupons).where(eq(coupons.code, 'AUDITED'));
      await request(admin, 'PATCH', `/api/admin/coupons/${coupon?.id}`, { maxUsesPerUser: 1 });
      return { objectId: coupon?.id ?? '', action: 'coupon.update' };
    },
    'PATCH /api/instructor/courses/:courseId': async () => {
      await request(admin, 'PATCH', `/api/instructor/courses/${meeraCourse.id}`, { duration: '10 weeks' });
      return { objectId: meeraCourse.id, action: 'course.update' };
    },
    'POST /api/admin/orders/:orderId/refund': async () => {
      const buyer = await signedIn('learner');
      const orderId = await buy(buyer, meeraCourse.id);
      await request(admin, 'POST', `/api/admin/orders/${orderId}/refund`, {
        amount: 10,
        note: 'Goodwill for a late start',
        idempotencyKey: `audit-${orderId}`,
      });
      return { objectId: orderId, action: 'order.refund' };
    },
    'POST /api/admin/orders/:orderId/accept-payment': async () => {
      const buyer = await signedIn('learner');
      const { orderId } = await holdPaymentForReview(app, buyer.cookie, meeraCourse.id);
      await request(admin, 'POST', `/api/admin/orders/${orderId}/accept-payment`, {
        note: 'Agreed with the learner',
      });
      return { objectId: orderId, action: 'order.accept-payment' };
    },
    'POST /api/mentor/createMentor': async () => {
      const created = await request(admin, 'POST', '/api/mentor/createMentor', {
        name: 'Anita Rao',
        email: 'anita@example.com',
      });
      return { objectId: created.json().data._id, action: 'mentor.create' };
    },
    'POST /api/services/createService': async () => {
      const created = await request(admin, 'POST', '/api/services/createService', {
        title: 'Mock interviews',
      });
      return { objectId: created.json().data._id, action: 'service.create' };
    },
    // ── Course content (courses.test.ts): one course built up in turn ──
    ...courseContentWrites(app, () => admin),
    ...videoUploadWrites(app, db, () => admin),
    ...projectWrites(app, db, () => admin),
    ...codingProblemWrites(app, db, () => admin),
    // ── People, manual enrolment, site content (people.test.ts, enrolment.test.ts, site-content.test.ts) ──
    'PUT /api/admin/applications/:kind/:applicationId/status': async () => {
      const id = await auditedApplication();
      await request(admin, 'PUT', `/api/admin/applications/career/${id}/status`, { status: 'shortlisted' });
      return { objectId: id, action: 'application.status' };
    },
    'POST /api/admin/applications/status': async () => {
      const id = await auditedApplication();
      const moved = await request(admin, 'POST', '/api/admin/applications/status', {
        status: 'under_review',
        applications: [{ kind: 'career', id }],
      });
      expect(moved.json().data.moved, moved.body).toHaveLength(1);
      return { objectId: id, action: 'application.status' };
    },
    'PUT /api/admin/applications/:kind/:applicationId/interview': async () => {
      const id = await auditedApplication();
      const scheduled = await request(admin, 'PUT', `/api/admin/applications/career/${id}/interview`, {
        startsAt: '2030-03-01T11:00:00+05:30',
        durationMinutes: 45,
        mode: 'onsite',
        location: 'Pathshala, 4th floor, Koramangala, Bengaluru',
      });
      expect(scheduled.statusCode, scheduled.body).toBe(200);
      return { objectId: id, action: 'application.interview' };
    },
    'POST /api/admin/applications/:kind/:applicationId/notes': async () => {
      const id = await auditedApplication();
      await request(admin, 'POST', `/api/admin/applications/career/${id}/notes`, { body: 'Audited note' });
      return { objectId: id, action: 'application.note' };
    },
    'PATCH /api/admin/contact-messages/:messageId': async () => {
      const [message] = await db
        .insert(contactMessages)
        .values({ fullName: 'Audit', email: 'audit@example.com', message: 'Hello' })
        .returning();
      await request(admin, 'PATCH', `/api/admin/contact-messages/${message?.id}`, { handled: true });
      return { objectId: message?.id ?? '', action: 'contact.handled' };
    },
    'POST /api/admin/outbox/:emailId/resend': async () => {
      const [email] = await db
        .insert(outboxEmails)
        .values({
          template: 'newsletterWelcome',
          to: 'audit@example.com',
          subject: 'Welcome to the Pathshala newsletter',
          params: { name: 'Audit' },
          status: 'failed',
        })
        .returning();
      await request(admin, 'POST', `/api/admin/outbox/${email?.id}/resend`);
      return { objectId: email?.id ?? '', action: 'email.resend' };
    },
    'PUT /api/admin/users/:userId/courses/:courseId': async () => {
      const target = await signedIn('learner');
      const granted = await request(
        admin,
        'PUT',
        `/api/admin/users/${target.user.id}/courses/${meeraCourse.id}`,
      );
      expect(granted.statusCode).toBe(200);
      return { objectId: await enrolmentId(target.user.id), action: 'enrolment.grant' };
    },
    'DELETE /api/admin/users/:userId/courses/:courseId': async () => {
      const target = await signedIn('learner');
      await request(admin, 'PUT', `/api/admin/users/${target.user.id}/courses/${meeraCourse.id}`);
      await request(admin, 'DELETE', `/api/admin/users/${target.user.id}/courses/${meeraCourse.id}`);
      return { objectId: await enrolmentId(target.user.id), action: 'enrolment.revoke' };
    },
    'POST /api/admin/enrolments/bulk': async () => {
      const target = await signedIn('learner');
      const course = await createCourse(db, { title: 'Bulk audited' });
      await request(admin, 'POST', '/api/admin/enrolments/bulk', {
        courseId: course.id,
        csv: target.user.email,
        dryRun: false,
      });
      return { objectId: course.id, action: 'enrolment.bulk' };
    },
    'POST /api/admin/lectures/:lectureId/transcode': async () => {
      const course = await createCourse(db, { title: 'Transcode audited' });
      const { lectures } = await createChapter(db, course.id, [
        { title: 'Filmed', videoKey: 'demo/filmed.mp4' },
      ]);
      const lectureId = lectures[0]?.id ?? '';
      const queued = await request(admin, 'POST', `/api/admin/lectures/${lectureId}/transcode`);
      expect(queued.statusCode, queued.body).toBe(200);
      return { objectId: lectureId, action: 'lecture.transcode' };
    },
    'PUT /api/admin/programmes/:programmeId/contents': async () => {
      const programme = await createCourse(db, { title: 'Audited programme', kind: 'programme' });
      const saved = await request(admin, 'PUT', `/api/admin/programmes/${programme.id}/contents`, {
        mockTestIds: [],
        topics: ['dsa'],
      });
      expect(saved.statusCode, saved.body).toBe(200);
      return { objectId: programme.id, action: 'programme.contents' };
    },
    'PUT /api/admin/placement-courses/:placementCourseId/programme': async () => {
      const programme = await createCourse(db, { title: 'Audited card programme', kind: 'programme' });
      const [card] = await db
        .insert(placementCourses)
        .values({ title: 'Audited card', subject: 'Data Structures', description: [] })
        .returning();
      const linked = await request(admin, 'PUT', `/api/admin/placement-courses/${card?.id}/programme`, {
        programmeId: programme.id,
      });
      expect(linked.statusCode, linked.body).toBe(200);
      return { objectId: card?.id ?? '', action: 'placement_course.programme' };
    },
    ...siteContentWrites(),
    ...questionBankWrites(),
    ...liveSessionWrites(),
    ...reviewWrites(),
  };
  const writeRoutes = () =>
    app.staffRoutes.filter((route) => route.method !== 'GET').map((route) => `${route.method} ${route.url}`);

  it('has a case for every write route', () => {
    expect(Object.keys(writes).sort()).toEqual(writeRoutes().sort());
  });

  it('records every write, readable and filterable by admins', async () => {
    for (const [route, write] of Object.entries(writes)) {
      const { objectId, action } = await write();
      const entries = await auditOf(objectId);
      expect(
        entries.map((entry) => entry.action),
        route,
      ).toContain(action);
      const listed = (await get(admin, `/api/admin/audit?objectId=${objectId}&action=${action}`)).json().data;
      expect(listed.items[0], route).toMatchObject({ action, objectId, actorEmail: admin.user.email });
    }
    const byActor = (await get(admin, `/api/admin/audit?actorId=${raviAccount.user.id}`)).json().data;
    expect(byActor.items.map((entry: { actorRole: string }) => entry.actorRole)).toEqual(['instructor']);
  });
});
