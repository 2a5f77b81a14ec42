import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { auditEntries } from '../../db/schema/audit.ts';
import { enrollments } from '../../db/schema/commerce.ts';
import { buildTestApp, signedInLearner } from '../../testing/build-test-app.ts';
import { createChapter, createCourse, createUser } from '../../testing/factories.ts';

const { app, db } = await buildTestApp();

type Caller = { cookie: string; user: { id: string; email: string } };
let admin: Caller;
const call = (method: string, url: string, payload?: object, caller: Caller = admin) =>
  app.inject({
    method: method as 'GET',
    url,
    headers: { cookie: caller.cookie },
    ...(payload ? { payload } : {}),
  });

let course: Awaited<ReturnType<typeof createCourse>>;
let lockedLectureId: string;

beforeAll(async () => {
  admin = await signedInLearner(app, db, { role: 'admin' });
  course = await createCourse(db, { title: 'System Design Basics' });
  const { lectures } = await createChapter(db, course.id, [{ title: 'Load balancers' }]);
  lockedLectureId = lectures[0]?.id ?? '';
});

/** What the learner sees: the locked lecture opens (200) or not (403), and the purchase check. */
async function access(learner: Caller) {
  const lecture = await call(
    'POST',
    '/api/lectures/getLectureDetails',
    { lectureId: lockedLectureId },
    learner,
  );
  const purchased = await call('GET', `/api/payment/isCoursePurchased/${course.id}`, undefined, learner);
  return { lecture: lecture.statusCode, isPurchased: purchased.json().data.isPurchased as boolean };
}

const enrolmentRows = async () => (await db.select({ n: count() }).from(enrollments))[0]?.n ?? 0;
const activeIn = async (courseId: string) =>
  (
    await db
      .select({ n: count() })
      .from(enrollments)
      .where(and(eq(enrollments.courseId, courseId), eq(enrollments.status, 'active')))
  )[0]?.n ?? 0;

describe('manual enrolment', () => {
  it('grants a course without an order: the learner gains access at once; again changes nothing', async () => {
    const learner = await signedInLearner(app, db);
    expect(await access(learner)).toEqual({ lecture: 403, isPurchased: false });

    const url = `/api/admin/users/${learner.user.id}/courses/${course.id}`;
    const granted = await call('PUT', url, { note: 'Scholarship 2026' });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().data).toMatchObject({
      changed: true,
      enrolment: { status: 'active', source: 'manual', orderId: null, grantedBy: admin.user.id },
    });
    expect(await access(learner)).toEqual({ lecture: 200, isPurchased: true });

    const again = await call('PUT', url);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ message: 'Already enrolled', data: { changed: false } });
    const entries = await db.select().from(auditEntries).where(eq(auditEntries.action, 'enrolment.grant'));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: admin.user.id,
      before: null,
      after: { userId: learner.user.id, courseId: course.id, status: 'active', note: 'Scholarship 2026' },
    });
    const learnings = await call('GET', '/api/mylearnings/users/getCourseDetails', undefined, learner);
    expect(JSON.stringify(learnings.json())).toContain('System Design Basics');
  });

  it('revokes a manual enrolment: the learner loses access at once; a revoked one stays revoked', async () => {
    const learner = await signedInLearner(app, db);
    const url = `/api/admin/users/${learner.user.id}/courses/${course.id}`;
    await call('PUT', url);
    // Read while enrolled, so the learner's answer is kept in memory: the revoke must drop it.
    expect(await access(learner)).toEqual({ lecture: 200, isPurchased: true });
    const revoked = await call('DELETE', url, { note: 'Scholarship ended' });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().data).toMatchObject({ changed: true, enrolment: { status: 'revoked' } });
    expect(await access(learner)).toEqual({ lecture: 403, isPurchased: false });
    expect((await call('DELETE', url)).json()).toMatchObject({
      message: 'Already revoked',
      data: { changed: false },
    });
    const [row] = await db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.userId, learner.user.id), eq(enrollments.courseId, course.id)));
    const [entry] = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'enrolment.revoke'), eq(auditEntries.objectId, row?.id ?? '')));
    expect(entry).toMatchObject({
      before: { status: 'active' },
      after: { status: 'revoked', note: 'Scholarship ended' },
    });

    // Granted again after a revoke: active once more, as a manual enrolment.
    expect((await call('PUT', url)).json().data).toMatchObject({
      changed: true,
      enrolment: { status: 'active' },
    });
    expect(await access(learner)).toEqual({ lecture: 200, isPurchased: true });
  });

  it('leaves a bought course to refunds, and answers 404 and 409 where it should', async () => {
    const buyer = await signedInLearner(app, db);
    const order = (await call('POST', '/api/payment/createOrder', { courseId: course.id }, buyer)).json()
      .data;
    const paid = (
      await call(
        'POST',
        '/api/payment/simulator/pay',
        { orderId: order.razorpayOrder.id, outcome: 'success' },
        buyer,
      )
    ).json().data;
    expect(
      (await call('POST', '/api/payment/verifyPayment', { token: order.token, ...paid }, buyer)).statusCode,
    ).toBe(200);
    const bought = await call('DELETE', `/api/admin/users/${buyer.user.id}/courses/${course.id}`);
    expect(bought.statusCode).toBe(409);
    expect(bought.json().message).toBe('This course was bought; refund the order to end the access.');
    const granted = await call('PUT', `/api/admin/users/${buyer.user.id}/courses/${course.id}`);
    expect(granted.json().data).toMatchObject({ changed: false, enrolment: { source: 'order' } });

    const stranger = await signedInLearner(app, db);
    const none = await call('DELETE', `/api/admin/users/${stranger.user.id}/courses/${course.id}`);
    expect(none.json()).toEqual({ success: false, message: 'Enrolment not found' });
    expect((await call('PUT', `/api/admin/users/${randomUUID()}/courses/${course.id}`)).json().message).toBe(
      'User not found',
    );
    expect(
      (await call('PUT', `/api/admin/users/${stranger.user.id}/courses/${randomUUID()}`)).statusCode,
    ).toBe(404);
    await db.update(users).set({ closedAt: new Date() }).where(eq(users.id, stranger.user.id));
    const closed = await call('PUT', `/api/admin/users/${stranger.user.id}/courses/${course.id}`);
    expect(closed.statusCode).toBe(409);
  });
});

describe('bulk enrolment from a CSV of e-mails', () => {
  let bulkCourse: Awaited<ReturnType<typeof createCourse>>;
  let asha: Awaited<ReturnType<typeof createUser>>['user'];
  let ravi: Awaited<ReturnType<typeof createUser>>['user'];
  let meena: Awaited<ReturnType<typeof createUser>>['user'];

  beforeAll(async () => {
    bulkCourse = await createCourse(db, { title: 'Campus Batch 2026' });
    asha = (await createUser(db, { email: 'asha.bulk@example.com', name: 'Asha' })).user;
    ravi = (await createUser(db, { email: 'ravi.bulk@example.com', name: 'Ravi' })).user;
    meena = (await createUser(db, { email: 'meena.bulk@example.com', name: 'Meena' })).user;
    await call('PUT', `/api/admin/users/${meena.id}/courses/${bulkCourse.id}`);
  });

  const csv = [
    'Name,Email',
    'Asha,ASHA.BULK@example.com',
    '"Ravi, K",ravi.bulk@example.com',
    'Meena,meena.bulk@example.com',
    'Nobody,nobody@example.com',
    'Typo,not-an-email',
    'Asha again,asha.bulk@example.com',
    ',',
  ].join('\r\n');

  it('reports on a dry run and changes nothing', async () => {
    const rowsBefore = await enrolmentRows();
    const auditBefore = (await db.select({ n: count() }).from(auditEntries))[0]?.n;
    const response = await call('POST', '/api/admin/enrolments/bulk', { courseId: bulkCourse.id, csv });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ dryRun: true, enrolled: 0 });
    expect(data.report).toEqual({
      courseId: bulkCourse.id,
      courseTitle: 'Campus Batch 2026',
      rows: 6,
      enrol: [
        { row: 2, email: 'asha.bulk@example.com', userId: asha.id, name: 'Asha' },
        { row: 3, email: 'ravi.bulk@example.com', userId: ravi.id, name: 'Ravi' },
      ],
      alreadyEnrolled: [{ row: 4, email: 'meena.bulk@example.com', userId: meena.id, name: 'Meena' }],
      noAccount: [{ row: 5, email: 'nobody@example.com' }],
      malformed: [{ row: 6, value: 'not-an-email' }],
      duplicate: [{ row: 7, email: 'asha.bulk@example.com', firstRow: 2 }],
    });
    expect(await enrolmentRows()).toBe(rowsBefore);
    expect((await db.select({ n: count() }).from(auditEntries))[0]?.n).toBe(auditBefore);
  });

  it('refuses a real run with invalid rows as a whole, naming them, writing nothing', async () => {
    const rowsBefore = await enrolmentRows();
    const activeBefore = await activeIn(bulkCourse.id);
    const response = await call('POST', '/api/admin/enrolments/bulk', {
      courseId: bulkCourse.id,
      csv,
      dryRun: false,
    });
    expect(response.statusCode).toBe(409);
    // The error envelope of every call: the counts in words; the dry run above has the rows.
    expect(response.json()).toEqual({
      success: false,
      message:
        'Nothing was enrolled: 3 rows are invalid (1 without an account, 1 not an e-mail address, 1 repeated). Run a dry run to see which, fix them or enrol the valid rows only.',
    });
    expect(await enrolmentRows()).toBe(rowsBefore);
    expect(await activeIn(bulkCourse.id)).toBe(activeBefore);
    const entries = await db.select().from(auditEntries).where(eq(auditEntries.objectId, bulkCourse.id));
    expect(entries).toEqual([]);
  });

  it('enrols the valid rows only when told to skip the invalid ones, in one audited change', async () => {
    const response = await call('POST', '/api/admin/enrolments/bulk', {
      courseId: bulkCourse.id,
      csv,
      dryRun: false,
      skipInvalid: true,
      note: 'Campus drive',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ dryRun: false, enrolled: 2 });
    expect(await activeIn(bulkCourse.id)).toBe(3);
    const rows = await db.select().from(enrollments).where(eq(enrollments.courseId, bulkCourse.id));
    expect(rows.every((row) => row.orderId === null && row.grantedBy === admin.user.id)).toBe(true);
    const [entry] = await db.select().from(auditEntries).where(eq(auditEntries.objectId, bulkCourse.id));
    expect(entry).toMatchObject({
      action: 'enrolment.bulk',
      objectType: 'course',
      before: { activeEnrolments: 1 },
      after: { activeEnrolments: 3, skippedInvalidRows: 3, alreadyEnrolled: 1, note: 'Campus drive' },
    });
    expect(((entry?.after ?? {}) as { granted: string[] }).granted.sort()).toEqual([asha.id, ravi.id].sort());

    // Run again: everyone is already enrolled, nothing changes.
    const again = await call('POST', '/api/admin/enrolments/bulk', {
      courseId: bulkCourse.id,
      csv: 'asha.bulk@example.com\nravi.bulk@example.com',
      dryRun: false,
    });
    expect(again.json().data).toMatchObject({
      enrolled: 0,
      report: { alreadyEnrolled: [{ row: 1 }, { row: 2 }] },
    });
  });

  it('enrols a clean list all at once, without a header row', async () => {
    const cleanCourse = await createCourse(db, { title: 'Clean Batch' });
    const response = await call('POST', '/api/admin/enrolments/bulk', {
      courseId: cleanCourse.id,
      csv: `${asha.email}\n${ravi.email}\n`,
      dryRun: false,
    });
    expect(response.json().data).toMatchObject({ enrolled: 2, report: { rows: 2 } });
    expect(await activeIn(cleanCourse.id)).toBe(2);
  });

  it('refuses what it cannot read: no rows, too many, an open quote, a missing course', async () => {
    const bulk = (body: object) =>
      call('POST', '/api/admin/enrolments/bulk', { courseId: bulkCourse.id, ...body });
    expect((await bulk({ csv: 'email\n' })).json()).toEqual({
      success: false,
      message: 'The CSV has no e-mails.',
    });
    const many = Array.from({ length: 5001 }, (_, index) => `learner${index}@example.com`).join('\n');
    expect((await bulk({ csv: many })).json()).toEqual({
      success: false,
      message: 'At most 5000 e-mails at a time.',
    });
    expect((await bulk({ csv: '"open@example.com' })).statusCode).toBe(400);
    expect((await bulk({ csv: '   ' })).statusCode).toBe(400);
    const missing = await call('POST', '/api/admin/enrolments/bulk', {
      courseId: randomUUID(),
      csv: asha.email,
    });
    expect(missing.json()).toEqual({ success: false, message: 'Course not found' });
  });

  it('reads 5000 rows in one dry run', async () => {
    const many = Array.from({ length: 5000 }, (_, index) => `learner${index}@example.com`).join('\n');
    const response = await call('POST', '/api/admin/enrolments/bulk', { courseId: bulkCourse.id, csv: many });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.report.noAccount).toHaveLength(5000);
  });
});
